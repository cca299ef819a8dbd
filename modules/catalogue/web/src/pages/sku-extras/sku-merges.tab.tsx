import { Table, Tag } from '@arco-design/web-react';
import { type SkuMergeMoved, skuStatus } from '@entrepot/module-catalogue/entities';
import { useArea } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { skuExtrasUrls } from './sku-extras-urls.ts';

interface MergeRecord {
  id: string;
  created_at: string;
  from_sku_id_title: string;
  to_sku_id_title: string;
  from_status: keyof typeof skuStatus.states;
  reason: string | null;
  moved: SkuMergeMoved;
  merged_by: string | null;
}

/** What a merge carried, in words (SKU映射 1, 标签 2, 包装尺寸…). */
export function movedText(m: SkuMergeMoved): string {
  const parts = [`SKU映射 ${m.mappings}`, `标签 ${m.tags}`, `关联SKU ${m.relationships}`];
  if (m.package_size) parts.push('包装尺寸');
  if (m.customs) parts.push('报关信息');
  return parts.join('，');
}

/** 合并记录: the merges this SKU took part in, merged away or merged into (`sku/merge/{id}`). */
export function SkuMergesTab({ skuId }: { skuId: string }) {
  const { http } = useArea();
  const [rows, setRows] = useState<MergeRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    http
      .get<MergeRecord[]>(skuExtrasUrls.mergesOf(skuId))
      .then((r) => live && setRows(r))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [http, skuId]);
  return (
    <Table<MergeRecord>
      rowKey="id"
      size="small"
      loading={rows === null}
      data={rows ?? []}
      pagination={false}
      noDataElement="没有合并记录"
      columns={[
        { title: '时间', dataIndex: 'created_at', width: 170, render: (v: string) => formatDisplayTime(v) },
        { title: '被合并SKU', dataIndex: 'from_sku_id_title', width: 160 },
        { title: '合并到SKU', dataIndex: 'to_sku_id_title', width: 160 },
        {
          title: '合并前状态',
          dataIndex: 'from_status',
          width: 100,
          render: (s: MergeRecord['from_status']) => <Tag color={skuStatus.states[s]?.color}>{skuStatus.states[s]?.label ?? s}</Tag>,
        },
        { title: '转移内容', dataIndex: 'moved', render: movedText },
        { title: '原因', dataIndex: 'reason', width: 160 },
        { title: '操作人', dataIndex: 'merged_by', width: 100 },
      ]}
    />
  );
}
