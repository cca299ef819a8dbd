import { Button, Input, Modal, Space, Table } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { StatusDot } from '@entrepot/web/widgets';
import { useState } from 'react';
import { customsUrls, type ReviewAction, reviewState, type SpuReviewOverview, valueText } from './customs-rows.ts';

/**
 * 按SPU审核: an SPU found by code shows its SKUs' customs data and review states; 审核通过 / 驳回 then reviews
 * the SKUs waiting (asked first in the review confirm).
 */
export function SpuReviewDialog({ onClose, onReview }: { onClose(): void; onReview(overview: SpuReviewOverview, action: ReviewAction): void }) {
  const { http } = useArea();
  const [code, setCode] = useState('');
  const [overview, setOverview] = useState<SpuReviewOverview | null>(null);
  const [loading, setLoading] = useState(false);
  const find = async () => {
    if (!code.trim()) return;
    setLoading(true);
    try {
      setOverview(await http.get<SpuReviewOverview>(customsUrls.spuReview(code.trim())));
    } catch {
      setOverview(null); // the HTTP client showed SPU不存在
    } finally {
      setLoading(false);
    }
  };
  const waiting = overview?.counts.pending ?? 0;
  return (
    <Modal visible title="按SPU审核" footer={null} style={{ width: 720 }} onCancel={onClose}>
      <Space style={{ marginBottom: 12 }}>
        <Input aria-label="SPU编码" placeholder="SPU编码" style={{ width: 200 }} value={code} onChange={setCode} onPressEnter={find} />
        <Button type="primary" loading={loading} onClick={find}>
          查询
        </Button>
      </Space>
      {overview && (
        <>
          <div style={{ marginBottom: 8 }}>
            SPU {overview.spu.code} {overview.spu.name}：待审核 {overview.counts.pending}，已审核 {overview.counts.approved}，驳回 {overview.counts.rejected}
            ，未维护 {overview.counts.none}
          </div>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ y: 280 }}
            data={overview.skus}
            columns={[
              { title: 'SKU编码', dataIndex: 'code', width: 160 },
              { title: '申报品名', dataIndex: 'declared_name', render: (v: string | null) => v ?? '-' },
              { title: '申报价值', key: 'value', width: 120, render: (_: unknown, r) => valueText(r.declared_value, r.currency) },
              {
                title: '审核状态',
                dataIndex: 'audit_status',
                width: 100,
                render: (s: string) => <StatusDot color={reviewState(s).color}>{reviewState(s).label}</StatusDot>,
              },
            ]}
          />
          <Space style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
            <Button disabled={waiting === 0} onClick={() => onReview(overview, 'reject')}>
              驳回待审核的{waiting}个SKU
            </Button>
            <Button type="primary" disabled={waiting === 0} onClick={() => onReview(overview, 'approve')}>
              审核通过待审核的{waiting}个SKU
            </Button>
          </Space>
        </>
      )}
    </Modal>
  );
}
