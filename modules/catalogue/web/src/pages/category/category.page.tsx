import { Button, Drawer, Empty, Form, Input, InputNumber, Modal, Space, Spin, Tree } from '@arco-design/web-react';
import { category, categoryMaxLevel } from '@entrepot/module-catalogue/entities';
import { ImportButton, useArea, useCan, useEntityConfig } from '@entrepot/web/area';
import { EntityDetail } from '@entrepot/web/entity';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { categoryUrls, PRODUCT, PRODUCT_LOOKUPS } from '../product-urls.ts';
import { type CategoryRow, toTree } from './category-tree.ts';

const IMPORT_NOTE = '上级分类填名称或编码，须已存在（先导入上级，再导入下级）；分类编码相同的行更新该分类；最多4级。';

type Editing = { parent: CategoryRow | null; row: CategoryRow | null } | null;

/** 商品资料 → 商品分类 (`#/commodity/information/category`): the tree, add/edit/delete, each node's log. */
export function CategoryPage() {
  const { http, bridge } = useArea();
  const can = useCan();
  const config = useEntityConfig(category, categoryUrls, PRODUCT_LOOKUPS);
  const [rows, setRows] = useState<CategoryRow[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const load = useCallback(() => {
    http.get<CategoryRow[]>(categoryUrls.tree).then(setRows, () => setRows([]));
  }, [http]);
  useEffect(load, [load]);
  const tree = useMemo(() => toTree(rows ?? []), [rows]);

  const remove = (row: CategoryRow) =>
    Modal.confirm({
      title: '删除分类',
      content: `确定删除分类「${row.name}」吗？`,
      onOk: async () => {
        try {
          await http.delete(categoryUrls.remove(row.id));
        } catch {
          return; // the HTTP client showed the refusal (children, SPUs); the dialog closes
        }
        bridge.toast('success', '删除成功');
        load();
      },
    });

  const actions = (row: CategoryRow) => (
    <Space size={4} style={{ marginLeft: 12 }}>
      {can(category.permission('create')) && row.level < categoryMaxLevel && (
        <Button type="text" size="mini" onClick={() => setEditing({ parent: row, row: null })}>
          新增下级
        </Button>
      )}
      {can(category.permission('update')) && (
        <Button type="text" size="mini" onClick={() => setEditing({ parent: null, row })}>
          编辑
        </Button>
      )}
      {can(category.permission('delete')) && (
        <Button type="text" size="mini" status="danger" onClick={() => remove(row)}>
          删除
        </Button>
      )}
      <Button type="text" size="mini" onClick={() => setViewing(row.id)}>
        日志
      </Button>
    </Space>
  );

  return (
    <div className="catalogue-category-page">
      <Space style={{ marginBottom: 12 }}>
        {can(category.permission('create')) && (
          <Button type="primary" onClick={() => setEditing({ parent: null, row: null })}>
            新增一级分类
          </Button>
        )}
        <ImportButton entity={category} template={`${PRODUCT}/category/kaka/template`} upload={`${PRODUCT}/category/kaka/import`} explanation={IMPORT_NOTE} />
        <Button onClick={load}>刷新</Button>
      </Space>
      {rows === null ? (
        <Spin />
      ) : tree.length === 0 ? (
        <Empty description="暂无分类" />
      ) : (
        <Tree
          key={rows.length} // re-expanded after a node is added or removed
          blockNode
          defaultExpandedKeys={rows.map((r) => r.id)}
          treeData={tree}
          renderExtra={(node) => actions((node.dataRef as { row: CategoryRow }).row)}
        />
      )}
      <CategoryForm
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          load();
        }}
      />
      <Drawer width={640} visible={viewing !== null} title="分类详情" footer={null} unmountOnExit onCancel={() => setViewing(null)}>
        {viewing && <EntityDetail config={config} id={viewing} />}
      </Drawer>
    </div>
  );
}

function CategoryForm({ editing, onClose, onSaved }: { editing: Editing; onClose(): void; onSaved(): void }) {
  const { http, bridge } = useArea();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const row = editing?.row ?? null;
  useEffect(() => {
    if (editing) form.setFieldsValue({ name: row?.name ?? '', name_en: row?.name_en ?? '', sort: row?.sort ?? 0 });
  }, [editing, row, form]);
  const submit = async () => {
    const values = (await form.validate()) as { name: string; name_en?: string; sort?: number };
    setSaving(true);
    try {
      const body = { name: values.name.trim(), name_en: values.name_en?.trim() || null, sort: values.sort ?? 0 };
      if (row) await http.put(categoryUrls.update(row.id), { ...body, version: row.version });
      else await http.post(categoryUrls.create, { ...body, ...(editing?.parent ? { parent_id: editing.parent.id } : {}) });
      bridge.toast('success', '保存成功');
      onSaved();
    } finally {
      setSaving(false);
    }
  };
  const title = row ? `编辑分类「${row.name}」` : editing?.parent ? `新增「${editing.parent.name}」的下级分类` : '新增一级分类';
  return (
    <Modal title={title} visible={editing !== null} onCancel={onClose} onOk={submit} confirmLoading={saving} unmountOnExit>
      <Form form={form} layout="vertical">
        <Form.Item
          label="分类名称"
          field="name"
          rules={[
            { required: true, message: '请输入分类名称' },
            { maxLength: 50, message: '分类名称最多50个字' },
          ]}
        >
          <Input placeholder="如 T恤" />
        </Form.Item>
        <Form.Item label="英文名称" field="name_en" rules={[{ maxLength: 100, message: '英文名称最多100个字' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="排序" field="sort">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
