import { Alert, Button, Form, Input, Modal, Select, Table } from '@arco-design/web-react';
import { IconSync } from '@arco-design/web-react/icon';
import { BASE, jstGrabItem, purchaseResources as R, SERVICE } from '@entrepot/module-purchase/entities';
import { ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import type { EntityList, EntityRow } from '@entrepot/web/entity';
import { formatDisplayTime } from '@entrepot/web/time';
import { useEffect, useState } from 'react';
import { PURCHASE_LOOKUPS } from '../purchase-lookups.ts';

const API = `${SERVICE}${BASE}`;

interface Supplier {
  id: string;
  code: string;
  name: string;
  jst_code: string | null;
}
interface Matched {
  jst_code: string;
  jst_name: string;
  supplier_code: string | null;
  supplier_name: string | null;
}
interface Category {
  id: string;
  name: string;
  level: number;
}
interface Stock {
  read_at: string;
  found: boolean;
  rows: { sku_code: string; colour: string | null; size: string | null; sku_id_title: string | null; grabbed_quantity: number; quantity: number | null }[];
}

/** The suppliers a buyer may grab from: those linked to JST (抓取供应商 links them by name). */
function useJstSuppliers(open: boolean) {
  const { http } = useArea();
  const [list, setList] = useState<Supplier[]>([]);
  useEffect(() => {
    if (open)
      http
        .get<Supplier[]>(`${API}/supplier/lists`)
        .then((all) => setList(all.filter((s) => s.jst_code)))
        .catch(() => setList([]));
  }, [http, open]);
  return list;
}

/** 抓取商品 (every item of a supplier) or 添加商品 (one item by its 款号). */
function GrabDialog({ mode, onClose }: { mode: 'all' | 'one' | null; onClose: (grabbed: boolean) => void }) {
  const { http, bridge } = useArea();
  const [form] = Form.useForm<{ supplier_id: string; item_code?: string }>();
  const suppliers = useJstSuppliers(mode !== null);
  const submit = async () => {
    const values = await form.validate();
    if (mode === 'one') {
      await http.post(`${API}/supplierInventory/addJstGrabSpu`, values);
      bridge.toast('success', `已抓取款号 ${values.item_code}`);
    } else {
      const r = await http.post<{ items: number; created: number; refreshed: number }>(`${API}/supplierInventory/jstGrabSpu`, values);
      bridge.toast('success', `已抓取 ${r.items} 个商品：新增 ${r.created} 个，更新 ${r.refreshed} 个`);
    }
    onClose(true);
  };
  return (
    <Modal
      title={mode === 'one' ? '添加商品' : '抓取商品'}
      visible={mode !== null}
      onOk={submit}
      onCancel={() => onClose(false)}
      afterClose={() => form.resetFields()}
    >
      {suppliers.length === 0 && (
        <Alert type="warning" content="没有关联聚水潭的供应商：请先「抓取供应商」，或在供应商资料中填写聚水潭编码" style={{ marginBottom: 12 }} />
      )}
      <Form form={form} layout="vertical">
        <Form.Item label="供应商" field="supplier_id" rules={[{ required: true, message: '请选择供应商' }]}>
          <Select showSearch placeholder="请选择" options={suppliers.map((s) => ({ value: s.id, label: `${s.name}（${s.jst_code}）` }))} />
        </Form.Item>
        {mode === 'one' && (
          <Form.Item label="供应商款号" field="item_code" rules={[{ required: true, message: '请填写供应商款号' }]}>
            <Input placeholder="聚水潭中的款号" maxLength={60} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** 生成SPU: the item's category, and optionally its SPU code and name. */
function GenerateDialog({ row, onClose }: { row: EntityRow | null; onClose: (made: boolean) => void }) {
  const { http, bridge } = useArea();
  const [form] = Form.useForm<{ category_id: string; code?: string; name?: string }>();
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    if (!row) return;
    form.setFieldsValue({ name: String(row.name ?? '').slice(0, 100) });
    http
      .get<Category[]>('/api-product/api/v1/product/category/kaka/list')
      .then(setCategories)
      .catch(() => setCategories([]));
  }, [http, row, form]);
  const submit = async () => {
    if (!row) return;
    const values = await form.validate();
    const made = await http.post<{ spu_code: string; sku_count: number; linked: string[] }>(`${API}/supplierInventory/generateSpu`, { id: row.id, ...values });
    bridge.toast('success', `已生成SPU ${made.spu_code}（${made.sku_count} 个SKU，关联供应商SKU ${made.linked.length} 个）`);
    onClose(true);
  };
  return (
    <Modal
      title={`生成SPU · ${String(row?.item_code ?? '')}`}
      visible={row !== null}
      onOk={submit}
      onCancel={() => onClose(false)}
      afterClose={() => form.resetFields()}
    >
      <p>按该款的颜色和尺码生成SPU及其SKU，并把供应商的每个SKU关联为默认供应商、参考单价取供货价。</p>
      <Form form={form} layout="vertical">
        <Form.Item label="分类" field="category_id" rules={[{ required: true, message: '请选择分类' }]}>
          <Select
            showSearch
            placeholder="请选择"
            filterOption={(input, option) => String((option as { props?: { children?: unknown } })?.props?.children ?? '').includes(input)}
          >
            {categories.map((c) => (
              <Select.Option key={c.id} value={c.id}>
                {`${'　'.repeat(Math.max(0, c.level - 1))}${c.name}`}
              </Select.Option>
            ))}
          </Select>
        </Form.Item>
        <Form.Item
          label="SPU编码"
          field="code"
          extra="留空则自动编号"
          rules={[{ match: /^[A-Z][A-Z0-9]{1,15}$/, message: 'SPU编码须以大写字母开头，由大写字母和数字组成' }]}
        >
          <Input placeholder="自动编号" maxLength={16} />
        </Form.Item>
        <Form.Item label="中文名称" field="name" rules={[{ required: true, message: '请填写中文名称' }]}>
          <Input maxLength={100} showWordLimit />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 实时库存: the item's variants as JST holds them now, beside the grabbed figures. */
function LiveStock({ row }: { row: EntityRow }) {
  const { http } = useArea();
  const [stock, setStock] = useState<Stock | null>(null);
  useEffect(() => {
    http
      .get<Stock>(`${API}/supplierInventory/inventory`, { params: { id: row.id } })
      .then(setStock)
      .catch(() => setStock({ read_at: '', found: false, rows: [] }));
  }, [http, row.id]);
  return (
    <>
      {stock && <p>{stock.found ? `聚水潭同步，读取于 ${formatDisplayTime(stock.read_at)}` : '聚水潭中已没有该款，以下为抓取时的库存'}</p>}
      <Table
        size="small"
        rowKey="sku_code"
        loading={stock === null}
        data={stock?.rows ?? []}
        pagination={false}
        columns={[
          { title: '供应商SKU', dataIndex: 'sku_code' },
          { title: '颜色', dataIndex: 'colour' },
          { title: '尺码', dataIndex: 'size' },
          { title: '我方SKU', dataIndex: 'sku_id_title', render: (v: string | null) => v ?? '未生成' },
          { title: '抓取时库存', dataIndex: 'grabbed_quantity', align: 'right' },
          { title: '当前库存', dataIndex: 'quantity', align: 'right', render: (v: number | null) => (v === null ? '—' : v) },
        ]}
      />
    </>
  );
}

/**
 * 供应商管理 → 供应商抓取 (`#/purchase/information/supplier-grab`): the items suppliers keep in their JST (聚水潭),
 * grabbed by supplier (抓取商品), by 款号 (添加商品) or all at once (全部抓取), after 抓取供应商 links ours to JST by
 * name. 生成SPU turns an item into our SPU with SKUs and supplier links; 忽略 sets it aside. The detail's 实时库存 tab
 * reads the variants' stock from JST now.
 */
export function SupplierGrabPage() {
  const { http, bridge } = useArea();
  const can = useCan();
  const [grab, setGrab] = useState<{ mode: 'all' | 'one'; list: EntityList } | null>(null);
  const [generating, setGenerating] = useState<{ row: EntityRow; list: EntityList } | null>(null);
  const [matched, setMatched] = useState<Matched[] | null>(null);
  const [busy, setBusy] = useState(false);
  const grabSuppliers = () => {
    setBusy(true);
    http
      .post<{ suppliers: Matched[] }>(`${API}/supplierInventory/jstGrabSupplier`, {})
      .then((r) => setMatched(r.suppliers))
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  const grabAll = (list: EntityList) =>
    Modal.confirm({
      title: '全部抓取',
      content: '从聚水潭抓取所有已关联供应商的全部商品？已生成SPU的商品只更新价格和库存。',
      onOk: () =>
        http.post<{ suppliers: number; items: number }>(`${API}/jst/all/spu`, {}).then((r) => {
          bridge.toast('success', `已抓取 ${r.suppliers} 个供应商的 ${r.items} 个商品`);
          list.refresh();
        }),
    });
  const allowed = can(jstGrabItem.permission('create'));
  return (
    <>
      <ResourceListPage
        resource={R.jstGrabItem}
        lookups={PURCHASE_LOOKUPS}
        tools={(list) =>
          allowed && (
            <>
              <Button loading={busy} onClick={grabSuppliers}>
                抓取供应商
              </Button>
              <Button onClick={() => setGrab({ mode: 'all', list })}>抓取商品</Button>
              <Button onClick={() => setGrab({ mode: 'one', list })}>添加商品</Button>
              <Button icon={<IconSync />} onClick={() => grabAll(list)}>
                全部抓取
              </Button>
            </>
          )
        }
        slots={{
          rowActions: (row, l) =>
            row.status === 'new' &&
            can(jstGrabItem.permission('generate')) && (
              <Button type="text" size="mini" onClick={() => setGenerating({ row, list: l })}>
                生成SPU
              </Button>
            ),
          detail: { tabs: (row) => [{ key: 'stock', title: '实时库存', content: <LiveStock row={row} /> }] },
        }}
      />
      <GrabDialog
        mode={grab?.mode ?? null}
        onClose={(grabbed) => {
          if (grabbed) grab?.list.refresh();
          setGrab(null);
        }}
      />
      <GenerateDialog
        row={generating?.row ?? null}
        onClose={(made) => {
          if (made) generating?.list.refresh();
          setGenerating(null);
        }}
      />
      <Modal title="抓取供应商" visible={matched !== null} footer={null} onCancel={() => setMatched(null)} style={{ width: 720 }}>
        <p>聚水潭中的供应商按名称与我方供应商匹配，匹配上的已记下聚水潭编码。</p>
        <Table
          size="small"
          rowKey="jst_code"
          data={matched ?? []}
          pagination={false}
          columns={[
            { title: '聚水潭编码', dataIndex: 'jst_code' },
            { title: '聚水潭供应商', dataIndex: 'jst_name' },
            { title: '我方供应商', dataIndex: 'supplier_name', render: (v: string | null, r: Matched) => (v ? `${v}（${r.supplier_code}）` : '未匹配') },
          ]}
        />
      </Modal>
    </>
  );
}
