import { Input, type TableColumnProps } from '@arco-design/web-react';
import { QueryFilterForm, QueryListTable, useQueryList } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/time';
import { API } from '../../entity/admin-urls.ts';

interface SmsRow {
  id: string;
  mobile: string;
  text: string;
  created_at: string;
}

const NO_FILTERS = { mobile: '' };
const params = (f: typeof NO_FILTERS): Record<string, string> => (f.mobile ? { mobile: f.mobile } : {});

const columns: TableColumnProps<SmsRow>[] = [
  { title: '发送时间', dataIndex: 'created_at', width: 180, render: (at: string) => formatDisplayTime(at) },
  { title: '手机号', dataIndex: 'mobile', width: 140 },
  { title: '短信内容', dataIndex: 'text', ellipsis: true, tooltip: true },
];

/**
 * 系统管理 → 短信记录 (`#/system/sms`, our path): the SMS the demo "sent" (the outbox sender), newest first, so an
 * administrator can help a new employee finish the change-password flow. Not in the menu with a real provider.
 */
export function SmsOutboxPage() {
  const list = useQueryList<typeof NO_FILTERS, SmsRow>(`${API}/sms/outbox`, NO_FILTERS, params);
  return (
    <div className="admin-page">
      <QueryFilterForm list={list}>
        <Input aria-label="手机号" placeholder="手机号" style={{ width: 180 }} value={list.filters.mobile} onChange={(v) => list.setFilter('mobile', v)} />
      </QueryFilterForm>
      <QueryListTable list={list} columns={columns} />
    </div>
  );
}
