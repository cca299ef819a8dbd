import { DatePicker, Input, Select } from '@arco-design/web-react';
import type { PageOf, QueryList } from '@entrepot/web/area';

/** The filters every operation log screen shares (its own key fields come before them). */
export interface LogFilters {
  user_name: string;
  action: string;
  days: string[];
}

/** 操作人, 操作 and the days of an operation log's filter bar (操作日志, 1688修改日志). */
export function LogFilterFields<F extends LogFilters, Row, A extends PageOf<Row>>({
  list,
  actions,
}: {
  list: QueryList<F, Row, A>;
  actions: { value: string; label: string }[];
}) {
  // F extends LogFilters: these keys hold these types whatever else the screen filters by.
  const set = list.setFilter as (key: keyof LogFilters, value: string | string[]) => void;
  const f: LogFilters = list.filters;
  return (
    <>
      <Input aria-label="操作人" placeholder="操作人" style={{ width: 140 }} value={f.user_name} onChange={(v) => set('user_name', v)} />
      <Select
        aria-label="操作"
        placeholder="全部操作"
        allowClear
        style={{ width: 140 }}
        options={actions}
        value={f.action || undefined}
        onChange={(v?: string) => set('action', v ?? '')}
      />
      <DatePicker.RangePicker
        style={{ width: 250 }}
        placeholder={['开始日期', '结束日期']}
        value={f.days.length ? f.days : undefined}
        onChange={(v?: string[]) => set('days', v ?? [])}
      />
    </>
  );
}
