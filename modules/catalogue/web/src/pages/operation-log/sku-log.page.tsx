import { Input, Link, type TableColumnProps } from '@arco-design/web-react';
import { QueryFilterForm, QueryListTable, useQueryList } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/time';
import { useLocation } from 'wouter';
import { INFORMATION, PRODUCT } from '../product-urls.ts';
import { LogFilterFields } from './log-filter-fields.tsx';
import { ACTION_LABELS, ACTION_OPTIONS, changeLines, logParams, NO_LOG_FILTERS, type SkuLogFilters, type SkuLogRow } from './sku-log-rows.ts';

/**
 * 商品资料 → 操作日志 (`#/commodity/information/operationLog`): every change of every SKU the user may see,
 * newest first, with who, when and what (before → after); hidden columns never appear.
 */
export function SkuLogPage() {
  const list = useQueryList<SkuLogFilters, SkuLogRow>(`${PRODUCT}/sku/log`, NO_LOG_FILTERS, logParams);
  const [, navigate] = useLocation();
  const f = list.filters;
  const columns: TableColumnProps<SkuLogRow>[] = [
    { title: '时间', dataIndex: 'at', width: 170, render: (at: string) => formatDisplayTime(at) },
    {
      title: 'SKU编码',
      dataIndex: 'sku_code',
      width: 170,
      render: (code: string, r) => <Link onClick={() => navigate(`${INFORMATION}/sku/detail?id=${r.sku_id}`)}>{code}</Link>,
    },
    { title: '名称', dataIndex: 'sku_name', width: 220, ellipsis: true },
    { title: '操作', dataIndex: 'action', width: 90, render: (a: string) => ACTION_LABELS[a] ?? a },
    { title: '操作人', dataIndex: 'user_name', width: 110, render: (n: string | null) => n ?? '-' },
    {
      title: '变更内容',
      dataIndex: 'changes',
      render: (changes: SkuLogRow['changes']) => <div style={{ whiteSpace: 'pre-line' }}>{changeLines(changes).join('\n') || '-'}</div>,
    },
  ];
  return (
    <div className="catalogue-sku-log-page" style={{ padding: 16 }}>
      <QueryFilterForm list={list}>
        <Input aria-label="SKU编码或名称" placeholder="SKU编码或名称" style={{ width: 200 }} value={f.code} onChange={(v) => list.setFilter('code', v)} />
        <LogFilterFields list={list} actions={ACTION_OPTIONS} />
      </QueryFilterForm>
      <QueryListTable list={list} columns={columns} />
    </div>
  );
}
