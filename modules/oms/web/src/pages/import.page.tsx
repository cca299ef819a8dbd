import { Alert, Button, Select, Space, Table } from '@arco-design/web-react';
import { IconDownload, IconUpload } from '@arco-design/web-react/icon';
import { BASE, order, SERVICE } from '@entrepot/module-oms/entities';
import { saveDownload, useArea, useCan } from '@entrepot/web/area';
import { ImportDialog } from '@entrepot/web/widgets';
import { useEffect, useState } from 'react';
import { OMS_LOOKUPS } from '../oms-lookups.ts';

type Option = { id: string; title?: string; account_name?: string };
type Imported = { orders: number; created: number; duplicates: number; problems: { row: number; message: string }[]; unknownColumns: string[] };
const API = `${SERVICE}${BASE}/orders`;

/**
 * 订单导入 (`#/order/platform/import`): a platform's order report for one sales account — our template, Amazon's
 * All Orders report (txt), a Walmart export (csv or xlsx) — stored like pulled orders; what was stored, what was
 * already there and each bad row (with its row number) are shown after the import.
 */
export function ImportPage() {
  const { http } = useArea();
  const can = useCan();
  const [accounts, setAccounts] = useState<Option[]>([]);
  const [account, setAccount] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<Imported | null>(null);
  useEffect(() => {
    void http.get<Option[]>(OMS_LOOKUPS['accounts.salesAccount']!).then(setAccounts);
  }, [http]);
  if (!can(order.permission('import'))) return <Alert type="warning" content="没有导入订单的权限" />;
  const template = async () => {
    const { blob, filename } = await http.download(`${API}/import-template`);
    saveDownload(blob, filename ?? '订单导入模板.xlsx');
  };
  const send = async (files: File[]) => {
    const form = new FormData();
    for (const f of files) form.append('files[]', f);
    form.append('account_id', account ?? '');
    setResult(await http.post<Imported>(`${API}/import`, form));
    setOpen(false);
  };
  return (
    <div style={{ padding: 16 }}>
      <Space>
        <Select
          placeholder="选择销售账号"
          style={{ width: 260 }}
          showSearch
          value={account}
          onChange={setAccount}
          options={accounts.map((a) => ({ value: a.id, label: a.title ?? a.account_name ?? a.id }))}
        />
        <Button type="primary" icon={<IconUpload />} disabled={!account} onClick={() => setOpen(true)}>
          导入订单报表
        </Button>
        <Button icon={<IconDownload />} onClick={() => void template().catch(() => {})}>
          下载模板
        </Button>
      </Space>
      {result && (
        <div style={{ marginTop: 16 }}>
          <Alert
            type={result.problems.length ? 'warning' : 'success'}
            content={`读取 ${result.orders} 个订单：新导入 ${result.created} 个，已存在 ${result.duplicates} 个，有问题 ${result.problems.length} 行${
              result.unknownColumns.length ? `；未识别的列：${result.unknownColumns.join('、')}` : ''
            }`}
          />
          {result.problems.length > 0 && (
            <Table
              style={{ marginTop: 12 }}
              rowKey={(r) => `${r.row}-${r.message}`}
              size="small"
              data={result.problems}
              pagination={{ pageSize: 20 }}
              columns={[
                { title: '行号', dataIndex: 'row', width: 90, render: (v: number) => (v ? v : '-') },
                { title: '问题', dataIndex: 'message' },
              ]}
            />
          )}
        </div>
      )}
      <ImportDialog
        visible={open}
        title="导入订单报表"
        multiple
        accept={['.xlsx', '.csv', '.txt']}
        hint="xlsx、csv、txt"
        onCancel={() => setOpen(false)}
        onConfirm={send}
        onDownloadTemplate={() => void template().catch(() => {})}
        explanation="每行一个订单明细，同一平台订单号的行合为一个订单；已导入过的订单会跳过。支持本系统模板、亚马逊 All Orders 报表（txt）和沃尔玛订单导出（csv、xlsx）。"
      />
    </div>
  );
}
