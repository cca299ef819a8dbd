import { Button, Link, Tabs } from '@arco-design/web-react';
import { customsSkuList, skuCustoms } from '@entrepot/module-catalogue/entities';
import { ExportButton, QueryListPage, type QueryListPageProps, useCan } from '@entrepot/web/area';
import type { EntityList } from '@entrepot/web/entity';
import { StatusDot } from '@entrepot/web/widgets';
import { useRef, useState } from 'react';
import { CustomsAuditLogTab } from './customs-audit-log.tab.tsx';
import { CustomsDetailDrawer } from './customs-detail.drawer.tsx';
import { customsUrls, type ReviewAction, type CustomsSkuRow as Row, reviewState } from './customs-rows.ts';
import { SpuReviewDialog } from './spu-review.dialog.tsx';
import { useCustomsReviews } from './use-customs-reviews.tsx';

type Slots = NonNullable<QueryListPageProps<typeof customsSkuList>['slots']>;
const REVIEW = skuCustoms.permission('review');

/** The list opens on 待审核; 重置 shows every state. */
const WAITING = { audit_status: ['pending'] };

/** The declared query `customsSkuList`, with each row's review and detail, 批量审核通过/批量驳回 of the checked waiting rows, 按SPU审核 and 导出. */
function ReviewList() {
  const canReview = useCan()(REVIEW);
  const refresh = useRef(() => {}); // the list's, kept as it renders its toolbar
  const reviews = useCustomsReviews(() => refresh.current());
  const [viewing, setViewing] = useState<string | null>(null);
  const [spuOpen, setSpuOpen] = useState(false);
  const batch = (list: EntityList<Row>, action: ReviewAction, label: string) => {
    const waiting = list.rows.filter((r) => list.selectedKeys.includes(r.id) && r.audit_status === 'pending');
    return { key: action, label, disabled: waiting.length === 0, onClick: () => reviews.skuReview(waiting, action) };
  };
  const slots: Slots = {
    cells: {
      code: (r) => <Link onClick={() => setViewing(r.id)}>{r.code}</Link>,
      audit_status: (r) => <StatusDot color={reviewState(r.audit_status).color}>{reviewState(r.audit_status).label}</StatusDot>,
    },
    batchActions: (list) => (canReview ? [batch(list, 'approve', '批量审核通过'), batch(list, 'reject', '批量驳回')] : []),
    rowActions: (r) => (
      <>
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
      </>
    ),
    toolbar: (list) => {
      refresh.current = list.refresh;
      return (
        <>
          {canReview && <Button onClick={() => setSpuOpen(true)}>按SPU审核</Button>}
          <ExportButton entity={customsSkuList} url={customsUrls.skusExport} list={list} />
        </>
      );
    },
  };
  return (
    <>
      <QueryListPage query={customsSkuList} url={customsUrls.skus} slots={slots} openFilters={WAITING} />
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
