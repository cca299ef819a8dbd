import { Button, Input, Link, Select, Space, Table, type TableColumnProps, Tabs, Tag } from '@arco-design/web-react';
import { skuCustoms } from '@entrepot/module-catalogue/entities';
import { EXPORT_STARTED, FileTasksLink, useArea, useCan } from '@entrepot/web/area';
import { PAGE_SIZE_OPTIONS } from '@entrepot/web/entity';
import { formatDisplayTime } from '@entrepot/web/time';
import { BatchQueryInput, StatusDot } from '@entrepot/web/widgets';
import { useState } from 'react';
import { CustomsAuditLogTab } from './customs-audit-log.tab.tsx';
import { CustomsDetailDrawer } from './customs-detail.drawer.tsx';
import { type CustomsSkuRow, customsUrls, NO_SKU_FILTERS, REVIEW_FILTER_OPTIONS, reviewState, skuListParams, valueText } from './customs-rows.ts';
import { SpuReviewDialog } from './spu-review.dialog.tsx';
import { useCustomsReviews } from './use-customs-reviews.tsx';
import { useCustomsSkus } from './use-customs-skus.ts';

const REVIEW = skuCustoms.permission('review');
const WAITING = { ...NO_SKU_FILTERS, audit_status: ['pending'] };

/** The SKUs with their customs data: filters, 批量审核, 按SPU审核, 导出, each row's review and detail. */
function ReviewList() {
  const { http, bridge } = useArea();
  const can = useCan();
  const list = useCustomsSkus(WAITING);
  const reviews = useCustomsReviews(list.reload);
  const [viewing, setViewing] = useState<string | null>(null);
  const [spuOpen, setSpuOpen] = useState(false);
  const canReview = can(REVIEW);
  const f = list.filters;
  const waiting = list.selected.filter((r) => r.audit_status === 'pending');
  const exportList = async () => {
    try {
      await http.get(customsUrls.skusExport, { params: skuListParams(list.applied) });
      bridge.toast('success', EXPORT_STARTED);
    } catch {
      // the HTTP client already showed the error
    }
  };
  const columns: TableColumnProps<CustomsSkuRow>[] = [
    { title: 'SKU编码', dataIndex: 'code', width: 150, render: (code: string, r) => <Link onClick={() => setViewing(r.id)}>{code}</Link> },
    { title: 'SKU名称', dataIndex: 'name', width: 180, ellipsis: true },
    { title: 'SPU', dataIndex: 'spu_code', width: 100 },
    { title: 'HS编码', dataIndex: 'hs_code', width: 120, render: (v: string | null) => v ?? '-' },
    {
      title: '申报品名',
      dataIndex: 'declared_name',
      width: 200,
      render: (v: string | null, r) => (v ? `${v} / ${r.declared_name_en ?? ''}` : '-'),
    },
    { title: '申报价值', key: 'value', width: 110, render: (_: unknown, r) => valueText(r.declared_value, r.currency) },
    { title: '材质', dataIndex: 'material_name', width: 80, render: (v: string | null) => v ?? '-' },
    {
      title: '报关品名库',
      key: 'goods',
      width: 100,
      render: (_: unknown, r) => (r.customs_id ? <Tag color={r.goods_id ? 'green' : 'orangered'}>{r.goods_id ? '已维护' : '未维护'}</Tag> : '-'),
    },
    {
      title: '审核状态',
      dataIndex: 'audit_status',
      width: 90,
      render: (s: string | null) => <StatusDot color={reviewState(s).color}>{reviewState(s).label}</StatusDot>,
    },
    { title: '审核意见', dataIndex: 'audit_remark', width: 160, ellipsis: true, render: (v: string | null) => v ?? '-' },
    {
      title: '审核人/时间',
      key: 'audited',
      width: 170,
      render: (_: unknown, r) => (r.audited_at ? `${r.auditor ?? ''} ${formatDisplayTime(r.audited_at)}` : '-'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          {canReview && r.audit_status === 'pending' && (
            <>
              <Button type="text" size="mini" onClick={() => reviews.skuReview([r], 'approve')}>
                审核通过
              </Button>
              <Button type="text" size="mini" status="danger" onClick={() => reviews.skuReview([r], 'reject')}>
                驳回
              </Button>
            </>
          )}
          <Button type="text" size="mini" onClick={() => setViewing(r.id)}>
            详情
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <form
        style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 12px', alignItems: 'center', marginBottom: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          list.search();
        }}
      >
        <BatchQueryInput value={f.code} onChange={(v) => list.setFilter('code', v)} placeholder="批量SKU编码" width={180} />
        <Input aria-label="SPU" allowClear style={{ width: 150 }} placeholder="SPU编码或名称" value={f.spu} onChange={(v) => list.setFilter('spu', v)} />
        <Input aria-label="HS编码" allowClear style={{ width: 140 }} placeholder="HS编码" value={f.hs_code} onChange={(v) => list.setFilter('hs_code', v)} />
        <Input
          aria-label="申报品名"
          allowClear
          style={{ width: 160 }}
          placeholder="申报品名"
          value={f.declared_name}
          onChange={(v) => list.setFilter('declared_name', v)}
        />
        <Select
          aria-label="审核状态"
          mode="multiple"
          allowClear
          style={{ width: 220 }}
          placeholder="全部审核状态"
          options={REVIEW_FILTER_OPTIONS}
          value={f.audit_status}
          onChange={(v: string[]) => list.setFilter('audit_status', v)}
        />
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={list.reset}>重置</Button>
        </Space>
      </form>
      <Space style={{ marginBottom: 12 }}>
        {canReview && (
          <>
            <Button type="primary" disabled={waiting.length === 0} onClick={() => reviews.skuReview(waiting, 'approve')}>
              批量审核通过
            </Button>
            <Button disabled={waiting.length === 0} onClick={() => reviews.skuReview(waiting, 'reject')}>
              批量驳回
            </Button>
            <Button onClick={() => setSpuOpen(true)}>按SPU审核</Button>
          </>
        )}
        {can(skuCustoms.permission('export')) && (
          <>
            <Button onClick={exportList}>导出</Button>
            <FileTasksLink />
          </>
        )}
      </Space>
      <Table<CustomsSkuRow>
        rowKey="id"
        border={false}
        loading={list.loading}
        data={list.rows}
        columns={columns}
        scroll={{ x: 1700 }}
        rowSelection={
          canReview
            ? { type: 'checkbox', selectedRowKeys: list.selected.map((r) => r.id), onChange: (_keys, rows: CustomsSkuRow[]) => list.setSelected(rows) }
            : undefined
        }
        pagination={{
          current: list.page.page,
          pageSize: list.page.perPage,
          total: list.total,
          sizeCanChange: true,
          sizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total: number) => `共 ${total} 条`,
          onChange: list.turnPage,
        }}
      />
      <CustomsDetailDrawer skuId={viewing} onClose={() => setViewing(null)} />
      {spuOpen && (
        <SpuReviewDialog
          onClose={() => setSpuOpen(false)}
          onReview={(overview, action) => {
            setSpuOpen(false);
            reviews.spuReview(overview.spu, overview.counts.pending, action);
          }}
        />
      )}
      {reviews.dialog}
    </>
  );
}

/**
 * 商品资料 → 报关审核 (ours, `#/commodity/information/customs-review`): SKUs' customs data waiting for review
 * (待审核 → 已审核 / 驳回 with the reason; only reviewed data is declared by logistics), and the review log.
 */
export function CustomsReviewPage() {
  return (
    <div className="catalogue-customs-review-page">
      <Tabs>
        <Tabs.TabPane key="skus" title="SKU报关审核">
          <ReviewList />
        </Tabs.TabPane>
        <Tabs.TabPane key="log" title="审核日志">
          <CustomsAuditLogTab />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
