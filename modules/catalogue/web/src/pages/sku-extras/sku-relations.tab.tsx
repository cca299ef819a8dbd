import { Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from '@arco-design/web-react';
import { skuRelationship, skuRelationshipTypes, skuStatus } from '@entrepot/module-catalogue/entities';
import { ImportButton, useArea, useCan } from '@entrepot/web/area';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { skuExtrasUrls } from './sku-extras-urls.ts';
import { SkuSearchSelect } from './sku-search-select.tsx';

interface Relation {
  id: string;
  related_sku_id: string;
  related_code: string;
  related_name: string;
  related_spec: string | null;
  related_status: keyof typeof skuStatus.states;
  type: string;
  sort: number | null;
  remark: string | null;
}

const typeLabel = (v: string) => skuRelationshipTypes.find((t) => t.value === v)?.label ?? v;

/** 关联SKU: the SKU's related SKUs in its order; 添加 (search, type, remark), 上移/下移, 删除, 导入. */
export function SkuRelationsTab({ skuId }: { skuId: string }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [, navigate] = useLocation();
  const [rows, setRows] = useState<Relation[]>([]);
  const [loading, setLoading] = useState(false);
  const [adding, setAdding] = useState(false);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await http.get<Relation[]>(skuExtrasUrls.relationsOf(skuId)));
    } catch {
      // the HTTP client already showed the error
    } finally {
      setLoading(false);
    }
  }, [http, skuId]);
  useEffect(() => {
    void load();
  }, [load]);

  const move = async (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    await http.post(skuExtrasUrls.relationsSort, { sku_id: skuId, ids }).catch(() => undefined);
    await load();
  };
  const remove = async (row: Relation) => {
    await http.post(skuExtrasUrls.relationsDelete, { ids: [row.id] });
    bridge.toast('success', '删除成功');
    await load();
  };
  const canSort = can(skuRelationship.permission('update'));
  return (
    <div className="catalogue-sku-relations">
      <Space style={{ marginBottom: 12 }}>
        {can(skuRelationship.permission('create')) && (
          <Button type="primary" onClick={() => setAdding(true)}>
            添加关联SKU
          </Button>
        )}
        <ImportButton
          entity={skuRelationship}
          template={`${skuExtrasUrls.relationsImport}/template`}
          upload={`${skuExtrasUrls.relationsImport}/import`}
          explanation="每行一组关联：SKU、关联SKU 填SKU编码；已有的一组关联会更新其类型和备注。整个文件校验通过才会写入。"
        />
      </Space>
      <Table<Relation>
        rowKey="id"
        size="small"
        loading={loading}
        data={rows}
        pagination={false}
        noDataElement="暂无关联SKU"
        columns={[
          { title: '序号', width: 60, render: (_: unknown, __: Relation, i: number) => i + 1 },
          {
            title: '关联SKU',
            dataIndex: 'related_code',
            width: 170,
            render: (code: string, row: Relation) => (
              <Button type="text" size="mini" onClick={() => navigate(`/commodity/information/sku/detail?id=${row.related_sku_id}`)}>
                {code}
              </Button>
            ),
          },
          { title: 'SKU名称', dataIndex: 'related_name' },
          { title: '规格', dataIndex: 'related_spec', width: 110 },
          {
            title: '状态',
            dataIndex: 'related_status',
            width: 80,
            render: (s: Relation['related_status']) => <Tag color={skuStatus.states[s]?.color}>{skuStatus.states[s]?.label ?? s}</Tag>,
          },
          { title: '关联类型', dataIndex: 'type', width: 90, render: typeLabel },
          { title: '备注', dataIndex: 'remark', width: 160 },
          {
            title: '操作',
            width: 170,
            render: (_: unknown, row: Relation, i: number) => (
              <Space size={4}>
                {canSort && (
                  <Button type="text" size="mini" disabled={i === 0} onClick={() => move(i, -1)}>
                    上移
                  </Button>
                )}
                {canSort && (
                  <Button type="text" size="mini" disabled={i === rows.length - 1} onClick={() => move(i, 1)}>
                    下移
                  </Button>
                )}
                {can(skuRelationship.permission('delete')) && (
                  <Popconfirm title={`确定删除与 ${row.related_code} 的关联吗？`} onOk={() => remove(row)}>
                    <Button type="text" size="mini" status="danger">
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <AddRelationsDialog
        skuId={skuId}
        visible={adding}
        onClose={() => setAdding(false)}
        onAdded={async (n) => {
          setAdding(false);
          bridge.toast('success', `已添加 ${n} 个关联SKU`);
          await load();
        }}
      />
    </div>
  );
}

function AddRelationsDialog({ skuId, visible, onClose, onAdded }: { skuId: string; visible: boolean; onClose(): void; onAdded(n: number): void }) {
  const { http } = useArea();
  const [ids, setIds] = useState<string[]>([]);
  const [type, setType] = useState<string>('accessory');
  const [remark, setRemark] = useState('');
  const save = async () => {
    const created = await http.post<unknown[]>(skuExtrasUrls.relationsAdd, { sku_id: skuId, related_sku_ids: ids, type, remark: remark.trim() || undefined });
    setIds([]);
    setRemark('');
    onAdded(created.length);
  };
  return (
    <Modal title="添加关联SKU" visible={visible} onCancel={onClose} onOk={save} okButtonProps={{ disabled: ids.length === 0 }} unmountOnExit>
      <Form layout="vertical">
        <Form.Item label="关联SKU" required>
          <SkuSearchSelect multiple value={ids} exclude={[skuId]} onChange={(next) => setIds(next)} />
        </Form.Item>
        <Form.Item label="关联类型" required>
          <Select value={type} onChange={setType} options={skuRelationshipTypes.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
        <Form.Item label="备注">
          <Input maxLength={200} value={remark} onChange={setRemark} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
