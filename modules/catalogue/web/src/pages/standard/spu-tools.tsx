import { Button, Checkbox, Empty, Modal, Space, Spin, Table, Tag, Typography } from '@arco-design/web-react';
import { skuStatus, spu } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { useState } from 'react';
import { useReloading } from './spu-standard.tab.tsx';
import { standardUrls } from './standard-urls.ts';

/** What 同步到SKU may carry down (server: synchro.commands.ts SYNC_FIELDS). */
const SYNC_OPTIONS = [
  { value: 'category', label: '分类：SKU的分类改为SPU的分类' },
  { value: 'spec', label: '规格：按SPU的规格值（按编码）更新SKU的规格' },
  { value: 'name', label: 'SKU名称：改为「SPU名称 规格」' },
  { value: 'missing', label: '补齐SKU：生成规格组合中缺少的SKU' },
];

interface SyncAnswer {
  sku_created: number;
  sku_updated: number;
}

/** 同步到SKU: the SPU's category, option values and name carried down to its SKUs, missing SKUs created. */
export function SyncSkusButton({ spuId, onSynced }: { spuId: string; onSynced(): void }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<string[]>(SYNC_OPTIONS.map((o) => o.value));
  const [busy, setBusy] = useState(false);
  if (!can(spu.permission('update'))) return null;
  const run = async () => {
    setBusy(true);
    try {
      const answer = await http.post<SyncAnswer>(standardUrls.synchro, { ids: [spuId], fields });
      bridge.toast('success', `同步完成：新增SKU ${answer.sku_created} 个，更新SKU ${answer.sku_updated} 个`);
      setOpen(false);
      onSynced();
    } catch {
      // the HTTP client already showed the refusal
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        同步到SKU
      </Button>
      <Modal
        title="同步SPU资料到SKU"
        visible={open}
        onCancel={() => setOpen(false)}
        onOk={run}
        confirmLoading={busy}
        okButtonProps={{ disabled: fields.length === 0 }}
        unmountOnExit
      >
        <Checkbox.Group direction="vertical" value={fields} onChange={setFields} options={SYNC_OPTIONS} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          已淘汰的SKU不会修改；每个SKU的修改记入其操作日志。
        </Typography.Paragraph>
      </Modal>
    </>
  );
}

interface GridCell {
  id: string;
  code: string;
  status: string;
  sale_price?: string | null;
}
interface GridAnswer {
  clothing: boolean;
  row_dimension: string | null;
  column_dimension: string | null;
  rows: { value: string; code: string }[];
  columns: { value: string; code: string }[];
  cells: (GridCell | null)[][];
  missing: number;
}

const statusOf = (value: string) => skuStatus.states[value as keyof typeof skuStatus.states];

function CellView({ cell }: { cell: GridCell | null }) {
  if (!cell) return <Typography.Text type="secondary">缺少SKU</Typography.Text>;
  const state = statusOf(cell.status);
  return (
    <Space direction="vertical" size={2}>
      <span>{cell.code}</span>
      <Space size={4}>
        <Tag size="small" color={state?.color}>
          {state?.label ?? cell.status}
        </Tag>
        {cell.sale_price && <Typography.Text type="secondary">¥{cell.sale_price}</Typography.Text>}
      </Space>
    </Space>
  );
}

/** 颜色×尺码: the SPU's SKUs as a grid (spu/kakaclo), colours down and sizes across, gaps marked. */
export function ClothingGridTab({ spuId }: { spuId: string }) {
  const { data } = useReloading<GridAnswer>(standardUrls.clothing(spuId));
  if (!data) return <Spin loading style={{ display: 'block', minHeight: 80 }} />;
  if (!data.row_dimension) return <Empty description="单规格SPU：只有一个SKU" />;
  const columns = data.columns.length ? data.columns : [{ value: 'SKU', code: '' }];
  const rows = data.rows.map((r, i) => ({ key: r.code, value: r.value, cells: data.cells[i] ?? [] }));
  return (
    <div className="catalogue-clothing-grid">
      {data.missing > 0 && <Typography.Paragraph type="warning">有 {data.missing} 个规格组合缺少SKU，可用「同步到SKU」补齐。</Typography.Paragraph>}
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        border={{ cell: true }}
        data={rows}
        columns={[
          { title: `${data.row_dimension} \\ ${data.column_dimension ?? ''}`, dataIndex: 'value', width: 120 },
          ...columns.map((c, j) => ({
            title: c.value,
            key: c.code || 'only',
            render: (_: unknown, r: (typeof rows)[number]) => <CellView cell={r.cells[j] ?? null} />,
          })),
        ]}
      />
    </div>
  );
}
