import { Alert, Button, Empty, Popconfirm, Space, Spin, Table, Typography } from '@arco-design/web-react';
import { sku, spu } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { useState } from 'react';
import { useReloading } from '../standard/spu-standard.tab.tsx';
import { CompositionEditor, type EditRow } from './composition-editor.tsx';
import { compositionUrls } from './composition-urls.ts';

export interface CompositionRow {
  material_id: string;
  material_code: string;
  material_name: string;
  material_name_en: string | null;
  percent: string;
}
interface CompositionAnswer {
  owner: { type: 'spu' | 'sku'; code: string; spu_code: string };
  source: 'spu' | 'sku' | null;
  inherited: boolean;
  version: number | null;
  rows: CompositionRow[];
  label: string;
  label_en: string | null;
}

const asEditRows = (rows: CompositionRow[]): EditRow[] => rows.map((r, i) => ({ key: i, material_id: r.material_id, percent: r.percent.replace(/\.0$/, '') }));

/**
 * 材质成分 of an SPU or a SKU (material/config/{kind}/{id}): the label (`95% 棉 5% 氨纶`) and its rows; a SKU
 * without its own shows its SPU's as inherited and may set its own, or go back to the SPU's.
 */
export function CompositionTab({ kind, id }: { kind: 'spu' | 'sku'; id: string }) {
  const { http, bridge } = useArea();
  const editable = useCan()((kind === 'spu' ? spu : sku).permission('update'));
  const { data, reload } = useReloading<CompositionAnswer>(compositionUrls.of(kind, id));
  const [editing, setEditing] = useState<EditRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (!data) return <Spin loading style={{ display: 'block', minHeight: 80 }} />;
  const send = async (rows: { material_id: string; percent: string }[], done: string) => {
    setBusy(true);
    try {
      await http.post(compositionUrls.of(kind, id), { rows, version: data.version });
      bridge.toast('success', done);
      setEditing(null);
      reload();
    } catch {
      // the HTTP client already showed the refusal
    } finally {
      setBusy(false);
    }
  };
  if (editing) {
    return <CompositionEditor initial={editing} busy={busy} onCancel={() => setEditing(null)} onSave={(rows) => send(rows, '材质成分已保存')} />;
  }
  const own = data.source === kind;
  return (
    <div className="catalogue-composition">
      {data.inherited && <Alert type="info" style={{ marginBottom: 12 }} content={`此SKU没有单独设置成分，使用所属SPU ${data.owner.spu_code} 的材质成分`} />}
      {data.rows.length ? (
        <>
          <Typography.Title heading={6} className="composition-label">
            {data.label}
          </Typography.Title>
          {data.label_en && <Typography.Paragraph type="secondary">{data.label_en}</Typography.Paragraph>}
          <Table
            size="small"
            rowKey="material_id"
            pagination={false}
            data={data.rows}
            style={{ marginBottom: 12, maxWidth: 560 }}
            columns={[
              { title: '材质', dataIndex: 'material_name' },
              { title: '英文名称', dataIndex: 'material_name_en' },
              { title: '比例(%)', dataIndex: 'percent' },
            ]}
          />
        </>
      ) : (
        <Empty description={kind === 'sku' ? '此SKU和所属SPU都还没有材质成分' : '还没有材质成分'} />
      )}
      {editable && (
        <Space>
          <Button type="primary" onClick={() => setEditing(asEditRows(data.rows))}>
            {kind === 'sku' && !own ? '单独设置此SKU的成分' : data.rows.length ? '编辑成分' : '设置材质成分'}
          </Button>
          {kind === 'sku' && own && (
            <Popconfirm title="清除此SKU自己的成分，改用所属SPU的材质成分？" onOk={() => send([], '已恢复使用SPU的材质成分')}>
              <Button loading={busy}>恢复使用SPU成分</Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </div>
  );
}
