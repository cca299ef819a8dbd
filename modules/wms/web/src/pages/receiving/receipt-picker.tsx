import { Button, Empty, Table } from '@arco-design/web-react';
import { formatDisplayTime } from '@entrepot/web/time';
import { useEffect, useState } from 'react';
import type { Receipt, ReceivingApi } from './receiving-api.ts';

/** The receipts waiting in a state (the newest 20), to pick one up without scanning. */
export function ReceiptPicker({ api, status, title, onPick }: { api: ReceivingApi; status: Receipt['status']; title: string; onPick(r: Receipt): void }) {
  const [rows, setRows] = useState<Receipt[] | null>(null);
  useEffect(() => {
    api.list(status).then(setRows, () => setRows([]));
  }, [api, status]);
  const open = async (r: Receipt) => onPick(await api.detail(r.id));
  return (
    <div className="receipt-picker">
      <h3>{title}</h3>
      {rows && rows.length === 0 ? (
        <Empty description="暂无" />
      ) : (
        <Table
          rowKey="id"
          loading={rows === null}
          data={rows ?? []}
          pagination={false}
          scroll={{ x: 560 }}
          columns={[
            {
              title: '收货单号',
              dataIndex: 'code',
              render: (code, r) => (
                <Button type="text" onClick={() => open(r)}>
                  {code}
                </Button>
              ),
            },
            { title: '供应商', dataIndex: 'supplier_id_title' },
            { title: '采购单号', dataIndex: 'order_codes', render: (v: string) => v.split(',').join('、') },
            { title: '实收', dataIndex: 'total_counted', align: 'right' },
            { title: '创建时间', dataIndex: 'created_at', render: (v) => formatDisplayTime(v) },
          ]}
        />
      )}
    </div>
  );
}
