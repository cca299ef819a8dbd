import { Input, Link, type TableColumnProps } from '@arco-design/web-react';
import { alibabaMap, alibabaMapChangeLines, offerUrl } from '@entrepot/module-catalogue/entities';
import { DownloadButton, QueryFilterForm, QueryListTable, useQueryList } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/time';
import { LogFilterFields } from '../operation-log/log-filter-fields.tsx';
import { type AlibabaMapLogFilters, type AlibabaMapLogRow, LOG_ACTION_OPTIONS, logParams, NO_LOG_FILTERS } from './alibaba-map-log-rows.ts';
import { alibabaMapUrls } from './alibaba-map-urls.ts';

const offerLink = (r: AlibabaMapLogRow) => (
  <Link href={offerUrl(r.offer_id)} target="_blank" rel="noopener noreferrer">
    {r.offer_id}
  </Link>
);

/**
 * 商品资料 → 1688修改日志 (`#/commodity/information/1688modifylog`): every change of every 1688 mapping the user
 * may see, newest first — 新增, 修改, 解除关联 with its reason — filtered by SKU编码, 1688商品ID, 操作人, 操作
 * and days; 导出 downloads the filtered log as an xlsx.
 */
export function AlibabaMapLogPage() {
  const list = useQueryList<AlibabaMapLogFilters, AlibabaMapLogRow>(alibabaMapUrls.log, NO_LOG_FILTERS, logParams);
  const f = list.filters;
  const columns: TableColumnProps<AlibabaMapLogRow>[] = [
    { title: '时间', dataIndex: 'at', width: 170, render: (at: string) => formatDisplayTime(at) },
    { title: 'SKU编码', dataIndex: 'sku_code', width: 160 },
    { title: '1688商品ID', dataIndex: 'offer_id', width: 150, render: (_: string, r) => offerLink(r) },
    { title: '规格ID', dataIndex: 'spec_id', width: 130, render: (v: string | null) => v ?? '-' },
    { title: '操作', dataIndex: 'action_label', width: 100 },
    { title: '操作人', dataIndex: 'user_name', width: 110, render: (n: string | null) => n ?? '-' },
    {
      title: '变更内容',
      dataIndex: 'changes',
      render: (changes: AlibabaMapLogRow['changes']) => <div style={{ whiteSpace: 'pre-line' }}>{alibabaMapChangeLines(changes).join('\n') || '-'}</div>,
    },
  ];
  const exportButton = (
    <DownloadButton url={alibabaMapUrls.logExport} params={logParams(list.applied)} filename="1688修改日志.xlsx" permission={alibabaMap.permission('export')} />
  );
  return (
    <div className="catalogue-alibaba-map-log-page" style={{ padding: 16 }}>
      <QueryFilterForm list={list} actions={exportButton}>
        <Input
          aria-label="SKU编码"
          placeholder="SKU编码，多个用逗号分隔"
          style={{ width: 200 }}
          value={f.sku_code}
          onChange={(v) => list.setFilter('sku_code', v)}
        />
        <Input aria-label="1688商品ID" placeholder="1688商品ID" style={{ width: 170 }} value={f.offer_id} onChange={(v) => list.setFilter('offer_id', v)} />
        <LogFilterFields list={list} actions={LOG_ACTION_OPTIONS} />
      </QueryFilterForm>
      <QueryListTable list={list} columns={columns} />
    </div>
  );
}
