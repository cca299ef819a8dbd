import { Button, DatePicker, Input, InputNumber, Modal, Select, Space, Table } from '@arco-design/web-react';
import { BASE, DEFAULT_LEAD_DAYS, order, planOrder, replenishment, SERVICE } from '@entrepot/module-purchase/entities';
import { QueryListPage, useArea, useCan } from '@entrepot/web/area';
import type { EntityList, EntityRow } from '@entrepot/web/entity';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

const API = `${SERVICE}${BASE}`;
const NEEDING = { need: 'yes' };

type Row = EntityRow & {
  sku_code: string;
  supplier: string | null;
  suggested: number;
  adjusted: number | null;
  moq: number | null;
  lead_days: number;
  safety_days: number;
  days_of_stock: number | null;
};
export interface Area {
  id: string;
  code: string;
  name: string;
}
/** A SKU to buy: what the list suggests (0: nothing yet), its supplier, MOQ and lead time when known. */
export interface MakeRow {
  id: string;
  sku_code: string;
  supplier: string | null;
  suggested: number;
  moq?: number | null;
  lead_days?: number;
}
export type Making = { kind: 'plan' | 'order'; rows: MakeRow[] };

const toBuy = (r: Row) => r.adjusted ?? r.suggested;
const chosenRows = (list: EntityList) => list.rows.filter((r) => list.selectedKeys.includes(r.id)) as Row[];

/**
 * 生成计划单 / 生成采购单 (`<base>/create/plan|order`): the chosen SKUs with the quantity to buy (the suggestion,
 * editable), the warehouse, the day.
 */
export function MakeModal({
  making,
  base,
  areas,
  warehouse,
  onClose,
  onDone,
}: {
  making: Making;
  base: string;
  areas: Area[];
  warehouse?: string;
  onClose(): void;
  onDone(): void;
}) {
  const { http, bridge } = useArea();
  const [warehouseId, setWarehouseId] = useState(warehouse ?? areas[0]?.id);
  const longest = Math.max(DEFAULT_LEAD_DAYS, ...making.rows.map((r) => r.lead_days ?? 0));
  const [needDate, setNeedDate] = useState(dayjs().add(longest, 'day').format('YYYY-MM-DD'));
  const [quantities, setQuantities] = useState<Record<string, number | undefined>>(() =>
    Object.fromEntries(making.rows.map((r) => [r.id, r.suggested > 0 ? r.suggested : undefined])),
  );
  const missing = making.rows.filter((r) => !quantities[r.id]);
  const plan = making.kind === 'plan';
  const submit = () => {
    const lines = making.rows.map((r) => ({ sku_id: r.id, quantity: quantities[r.id] }));
    const request = plan
      ? http.post<{ code: string }>(`${API}/${base}/create/plan`, { warehouse_id: warehouseId, need_date: needDate, lines }).then((m) => [m.code])
      : http.post<{ code: string }[]>(`${API}/${base}/create/order`, { warehouse_id: warehouseId, lines }).then((m) => m.map((o) => o.code));
    return request
      .then((codes) => {
        bridge.toast('success', plan ? `已生成计划单 ${codes.join('、')}（草稿）` : `已生成采购单 ${codes.join('、')}（草稿，按报价定价）`);
        onDone();
      })
      .catch(() => {});
  };
  return (
    <Modal
      title={`${plan ? '生成计划单' : '生成采购单'} · ${making.rows.length} 个SKU`}
      visible
      style={{ width: 760 }}
      onCancel={onClose}
      onOk={submit}
      okButtonProps={{ disabled: !warehouseId || missing.length > 0 }}
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <span>收货仓库</span>
        <Select
          style={{ width: 200 }}
          placeholder="请选择收货仓库"
          value={warehouseId}
          onChange={setWarehouseId}
          options={areas.map((a) => ({ label: a.name, value: a.id }))}
        />
        {plan && (
          <>
            <span>需求日期</span>
            <DatePicker value={needDate} onChange={(v) => v && setNeedDate(v)} allowClear={false} />
          </>
        )}
      </Space>
      {!plan && <p style={{ marginTop: 0 }}>每个默认供应商一个采购单；未填单价的行取生效报价，数量须不低于起订量。</p>}
      {missing.length > 0 && <p style={{ color: 'rgb(var(--red-6))' }}>请填写 {missing.map((r) => r.sku_code).join('、')} 的补货数量</p>}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ y: 320 }}
        data={making.rows}
        columns={[
          { title: 'SKU', dataIndex: 'sku_code' },
          { title: '默认供应商', render: (_: unknown, r: MakeRow) => r.supplier ?? '—' },
          { title: '建议数量', dataIndex: 'suggested' },
          { title: '起订量', render: (_: unknown, r: MakeRow) => r.moq ?? '—' },
          {
            title: '补货数量',
            render: (_: unknown, r: MakeRow) => (
              <InputNumber
                min={1}
                max={999_999}
                precision={0}
                style={{ width: 120 }}
                value={quantities[r.id]}
                onChange={(v) => setQuantities((q) => ({ ...q, [r.id]: v ?? undefined }))}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}

/** 补货参数 of the chosen SKUs: what is filled is set; 恢复默认 clears them back to the purchase settings. */
function ParamsModal({ ids, onClose, onDone }: { ids: string[]; onClose(): void; onDone(): void }) {
  const { http, bridge } = useArea();
  const [values, setValues] = useState<Record<string, number | string | undefined>>({});
  const save = (body: object) =>
    http
      .put(`${API}/replenishments`, { sku_ids: ids, ...body })
      .then(() => {
        bridge.toast('success', `已设置 ${ids.length} 个SKU的补货参数`);
        onDone();
      })
      .catch(() => {});
  const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));
  const number = (key: string, label: string, max: number) => (
    <Space key={key}>
      <span style={{ display: 'inline-block', width: 72 }}>{label}</span>
      <InputNumber
        min={0}
        max={max}
        precision={0}
        style={{ width: 160 }}
        placeholder="不修改"
        value={values[key] as number | undefined}
        onChange={(v) => setValues((s) => ({ ...s, [key]: v ?? undefined }))}
      />
    </Space>
  );
  return (
    <Modal
      title={`补货参数 · ${ids.length} 个SKU`}
      visible
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button onClick={() => save({ safety_days: null, cover_days: null, adjusted: null })}>恢复默认</Button>
          <Button type="primary" disabled={Object.keys(filled).length === 0} onClick={() => save(filled)}>
            保存
          </Button>
        </>
      }
    >
      <Space direction="vertical">
        {number('safety_days', '安全天数', 365)}
        {number('cover_days', '备货天数', 365)}
        {number('adjusted', '人工调整', 999_999)}
        <Space>
          <span style={{ display: 'inline-block', width: 72 }}>备注</span>
          <Input
            style={{ width: 300 }}
            maxLength={200}
            placeholder="不修改"
            value={values.remark as string | undefined}
            onChange={(v) => setValues((s) => ({ ...s, remark: v }))}
          />
        </Space>
      </Space>
    </Modal>
  );
}

/** The warehouses in use (where stock is counted and goods are received). */
export function useAreas(): Area[] {
  const { http } = useArea();
  const [areas, setAreas] = useState<Area[]>([]);
  useEffect(() => {
    http
      .get<Area[]>(`${API}/replenishment/area/codes`)
      .then(setAreas)
      .catch(() => {});
  }, [http]);
  return areas;
}

/**
 * 生成计划单 / 生成采购单 from a list's chosen rows (`<base>/create/plan|order`): the batch actions the reader may use
 * and the dialog they open; `rowsOf` says what each chosen row buys.
 */
export function useMaking(base: string, rowsOf: (list: EntityList) => MakeRow[]) {
  const can = useCan();
  const areas = useAreas();
  const [making, setMaking] = useState<Making | null>(null);
  const [list, setList] = useState<EntityList | null>(null);
  const open = (kind: Making['kind'], l: EntityList) => {
    setList(l);
    setMaking({ kind, rows: rowsOf(l) });
  };
  const actions = (l: EntityList) => [
    ...(can(planOrder.permission('create')) ? [{ key: 'plan', label: '生成计划单', onClick: () => open('plan', l) }] : []),
    ...(can(order.permission('create')) ? [{ key: 'order', label: '生成采购单', onClick: () => open('order', l) }] : []),
  ];
  const modal = making && (
    <MakeModal
      making={making}
      base={base}
      areas={areas}
      warehouse={list?.query.filters.warehouse_id as string | undefined}
      onClose={() => setMaking(null)}
      onDone={() => {
        setMaking(null);
        list?.refresh();
      }}
    />
  );
  return { actions, modal, areas };
}

/**
 * 采购管理 → 补货建议 (`#/purchase/management/replenish`): the declared query — per SKU on sale its sales, stock
 * (in one warehouse or all), what is under way and the quantity to buy, 需补货 first — with 补货参数 per SKU and
 * 生成计划单 / 生成采购单 from the chosen rows.
 */
export function ReplenishPage() {
  const can = useCan();
  const { actions, modal, areas } = useMaking('replenishment', (l) => chosenRows(l).map((r) => ({ ...r, suggested: toBuy(r) })));
  const [params, setParams] = useState<string[] | null>(null);
  const [list, setList] = useState<EntityList | null>(null);
  const done = () => {
    setParams(null);
    list?.refresh();
  };
  return (
    <>
      <QueryListPage
        query={replenishment}
        url={`${API}/replenishments`}
        exportUrl={`${API}/replenishments/export`}
        initialFilters={NEEDING}
        slots={{
          filters: (l) => (
            <Select
              style={{ width: 180 }}
              placeholder="全部仓库"
              allowClear
              value={(l.filters.warehouse_id as string | undefined) ?? undefined}
              onChange={(v) => l.setFilter('warehouse_id', v ?? null)}
              options={areas.map((a) => ({ label: a.name, value: a.id }))}
            />
          ),
          cells: {
            suggested: (r) => <b>{String(r.suggested)}</b>,
            days_of_stock: (r) => {
              const row = r as Row;
              if (row.days_of_stock === null) return '—';
              const short = row.days_of_stock < row.lead_days + row.safety_days;
              return <span style={short ? { color: 'rgb(var(--red-6))', fontWeight: 600 } : undefined}>{row.days_of_stock}</span>;
            },
          },
          rowActions: (r, l) =>
            can(planOrder.permission('update')) && (
              <Button
                type="text"
                size="mini"
                onClick={() => {
                  setList(l);
                  setParams([r.id]);
                }}
              >
                补货参数
              </Button>
            ),
          batchActions: (l) => [
            ...actions(l),
            ...(can(planOrder.permission('update'))
              ? [
                  {
                    key: 'params',
                    label: '设置补货参数',
                    onClick: () => {
                      setList(l);
                      setParams(l.selectedKeys);
                    },
                  },
                ]
              : []),
          ],
        }}
      />
      {modal}
      {params && <ParamsModal ids={params} onClose={() => setParams(null)} onDone={done} />}
    </>
  );
}
