import { Button, Empty, Table, type TableColumnProps } from '@arco-design/web-react';
import { formatDisplayTime } from '@entrepot/web/time';
import { useCallback, useEffect, useState } from 'react';
import type { Receipt, ReceivingApi } from './receiving-api.ts';

/**
 * The documents waiting for a step (the newest 20), to pick one up without scanning: its number opens it (read
 * whole), the other columns say which it is.
 */
export function DocumentPicker<T extends { id: string; code: string }>({
  title,
  load,
  open,
  columns,
  numberTitle,
  onPick,
}: {
  title: string;
  /** Stable (`useCallback`): the rows load again when it changes. */
  load(): Promise<T[]>;
  open(row: T): Promise<T>;
  columns: TableColumnProps<T>[];
  numberTitle: string;
  onPick(row: T): void;
}) {
  const [rows, setRows] = useState<T[] | null>(null);
  useEffect(() => {
    load().then(setRows, () => setRows([]));
  }, [load]);
  const number: TableColumnProps<T> = {
    title: numberTitle,
    dataIndex: 'code',
    render: (code, r) => (
      <Button type="text" onClick={async () => onPick(await open(r))}>
        {code}
      </Button>
    ),
  };
  return (
    <div className="receipt-picker">
      <h3>{title}</h3>
      {rows && rows.length === 0 ? (
        <Empty description="暂无" />
      ) : (
        <Table rowKey="id" loading={rows === null} data={rows ?? []} pagination={false} scroll={{ x: 560 }} columns={[number, ...columns]} />
      )}
    </div>
  );
}

/** The receipts waiting in a state (the newest 20), to pick one up without scanning. */
export function ReceiptPicker({ api, status, title, onPick }: { api: ReceivingApi; status: Receipt['status']; title: string; onPick(r: Receipt): void }) {
  const load = useCallback(() => api.list(status), [api, status]);
  return (
    <DocumentPicker<Receipt>
      title={title}
      numberTitle="收货单号"
      load={load}
      open={(r) => api.detail(r.id)}
      onPick={onPick}
      columns={[
        { title: '供应商', dataIndex: 'supplier_id_title' },
        { title: '采购单号', dataIndex: 'order_codes', render: (v: string) => v.split(',').join('、') },
        { title: '实收', dataIndex: 'total_counted', align: 'right' },
        { title: '创建时间', dataIndex: 'created_at', render: (v) => formatDisplayTime(v) },
      ]}
    />
  );
}
