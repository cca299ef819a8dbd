import { Alert, Button, Input, InputNumber, Select, Space, Switch, Table, type TableColumnProps } from '@arco-design/web-react';
import { qualityExpReasons, RECEIVING, returnLineStates } from '@entrepot/module-wms/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { ScanInput, type ScanOutcome, useScanState } from '@entrepot/web/widgets';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { SERVICE } from '../../entity/wms-urls.ts';
import { useOptions } from '../../list/use-options.ts';
import { ReturnHeader } from './return-header.tsx';
import { type GoodsReturn, type RegisterLine, returnsApi } from './returns-api.ts';

/** A row being counted: a line of the return, or a SKU scanned that it did not expect. */
interface Row extends RegisterLine {
  key: string;
  sku_code: string;
  expected_quantity: number;
}

const NOT_FOUND = 10404;
const rowsOf = (r: GoodsReturn): Row[] =>
  r.lines.map((l) => ({ key: l.id, id: l.id, sku_code: l.sku_code, expected_quantity: l.expected_quantity, good_quantity: 0, defect_quantity: 0 }));

/**
 * 收货质检 → 退货登记 (`#/warehouse/receiving-inspection/return-register`): scan a returned parcel's package,
 * order or refund number to open its return, then each SKU's barcode (良品, or 次品 with the switch) — or type the
 * figures — and 确认登记: the units enter the warehouse as 待检, waiting for 退货上架. A parcel nobody announced is
 * registered by its package number and warehouse.
 */
export function ReturnRegisterPage() {
  const { http, bridge } = useArea();
  const can = useCan();
  const api = useMemo(() => returnsApi(http), [http]);
  const warehouses = useOptions(`${SERVICE}/getWarehouse`);
  const [current, setCurrent] = useState<GoodsReturn | null>(null);
  const [rows, setRows, rowsNow] = useScanState<Row[] | null>(null);
  const [defect, setDefect, defectNow] = useScanState(false);
  const [unknown, setUnknown] = useState<string | null>(null);
  const [bare, setBare] = useState<{ warehouse_id?: string; package_code: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const search = useSearch();

  const open = useCallback(
    (r: GoodsReturn) => {
      setCurrent(r);
      setRows(r.status === 'expected' ? rowsOf(r) : null);
      setUnknown(null);
      setBare(null);
    },
    [setRows],
  );
  useEffect(() => {
    const id = new URLSearchParams(search).get('id');
    if (id) api.detail(id).then(open, () => {});
  }, [api, search, open]);

  const onScan = useCallback(
    async (code: string): Promise<ScanOutcome> => {
      const counting = rowsNow.current;
      if (!counting) {
        try {
          const found = await api.find(code);
          open(found);
          return found.status === 'expected'
            ? { ok: true, message: `退货单 ${found.code}：请扫描退回的SKU` }
            : { ok: false, message: `退货单 ${found.code} 已登记，请到退货上架` };
        } catch (error) {
          if ((error as { code?: number }).code !== NOT_FOUND) throw error;
          setUnknown(code);
          return { ok: false, message: `没有 ${code} 的退货预报：可按无预报退货登记` };
        }
      }
      const upper = code.toUpperCase();
      const field = defectNow.current ? 'defect_quantity' : 'good_quantity';
      const at = counting.findIndex((r) => r.sku_code.toUpperCase() === upper);
      const next =
        at >= 0
          ? counting.map((r, i) => (i === at ? { ...r, [field]: r[field] + 1 } : r))
          : [...counting, { key: `new-${upper}`, sku_code: upper, expected_quantity: 0, good_quantity: 0, defect_quantity: 0, [field]: 1 }];
      setRows(next);
      const row = next[at >= 0 ? at : next.length - 1]!;
      return {
        ok: true,
        message: `${row.sku_code} 良品 ${row.good_quantity} · 次品 ${row.defect_quantity}${row.expected_quantity ? ` / 应退 ${row.expected_quantity}` : '（不在预报中）'}`,
      };
    },
    [api, open, rowsNow, defectNow, setRows],
  );

  const edit = (key: string, patch: Partial<Row>) => setRows((rows ?? []).map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const columns: TableColumnProps<Row>[] = [
    { title: 'SKU', dataIndex: 'sku_code' },
    { title: '应退', dataIndex: 'expected_quantity', width: 70, align: 'right' },
    ...(['good_quantity', 'defect_quantity'] as const).map(
      (field): TableColumnProps<Row> => ({
        title: field === 'good_quantity' ? '良品' : '次品',
        width: 120,
        render: (_, r) => (
          <InputNumber
            value={r[field]}
            min={0}
            precision={0}
            aria-label={`${r.sku_code} ${field === 'good_quantity' ? '良品' : '次品'}`}
            onChange={(v) => edit(r.key, { [field]: v ?? 0 })}
          />
        ),
      }),
    ),
    {
      title: '次品原因',
      width: 180,
      render: (_, r) =>
        r.defect_quantity > 0 ? (
          <Select
            allowClear
            value={r.defect_reason ?? undefined}
            placeholder="请选择"
            options={qualityExpReasons.map((v) => ({ value: v, label: v }))}
            onChange={(v) => edit(r.key, { defect_reason: v ?? null })}
          />
        ) : (
          '—'
        ),
    },
  ];

  const reset = () => {
    setCurrent(null);
    setRows(null);
    setBare(null);
    setUnknown(null);
  };
  const register = async () => {
    if (!rows) return;
    setBusy(true);
    try {
      const lines = rows.map(({ id, sku_code, good_quantity, defect_quantity, defect_reason }) =>
        id ? { id, good_quantity, defect_quantity, defect_reason } : { sku_code, good_quantity, defect_quantity, defect_reason },
      );
      const done = await api.register(current ? { id: current.id, lines } : { ...bare, lines });
      bridge.toast('success', `退货单 ${done.return.code} 已登记 ${done.result.units} 件，待上架`);
      open(done.return);
    } finally {
      setBusy(false);
    }
  };
  const allowed = can('wms.goodsReturn.register');
  const units = (rows ?? []).reduce((sum, r) => sum + r.good_quantity + r.defect_quantity, 0);

  return (
    <div className="wms-page receiving-page">
      <ScanInput
        onScan={onScan}
        disabled={!allowed}
        placeholder={rows ? `扫描退回的SKU条码（计为${defect ? '次品' : '良品'}）` : '扫描退货包裹的包裹号、订单号或退款单号'}
      />
      {unknown && !rows && (
        <Alert
          type="warning"
          className="receipt-actions"
          content={`没有 ${unknown} 的退货预报。`}
          action={
            <Button
              size="small"
              type="primary"
              onClick={() => {
                setBare({ package_code: unknown, warehouse_id: warehouses[0]?.value });
                setRows([]);
                setUnknown(null);
              }}
            >
              按无预报退货登记
            </Button>
          }
        />
      )}
      {current && <ReturnHeader value={current} />}
      {bare && (
        <Space className="receipt-actions" wrap>
          仓库
          <Select
            style={{ width: 200 }}
            value={bare.warehouse_id}
            options={warehouses}
            onChange={(v) => setBare({ ...bare, warehouse_id: v })}
            aria-label="仓库"
          />
          包裹号
          <Input style={{ width: 220 }} value={bare.package_code} onChange={(v) => setBare({ ...bare, package_code: v })} aria-label="包裹号" />
        </Space>
      )}
      {rows && (
        <>
          <Space className="receipt-actions" wrap>
            <span>
              扫描计为：
              <Switch checked={defect} onChange={setDefect} checkedText="次品" uncheckedText="良品" aria-label="扫描计为次品" />
            </span>
            <Button type="primary" loading={busy} disabled={units === 0} onClick={register}>
              确认登记（{units} 件）
            </Button>
            <Button onClick={reset}>换一个包裹</Button>
          </Space>
          <Table rowKey="key" columns={columns} data={rows} pagination={false} scroll={{ x: 560 }} noDataElement="请扫描退回的SKU条码" />
        </>
      )}
      {current && !rows && (
        <Table
          rowKey="id"
          data={current.lines}
          pagination={false}
          scroll={{ x: 560 }}
          columns={[
            { title: 'SKU', dataIndex: 'sku_code' },
            { title: '应退', dataIndex: 'expected_quantity', align: 'right' },
            { title: '良品', dataIndex: 'good_quantity', align: 'right' },
            { title: '次品', dataIndex: 'defect_quantity', align: 'right' },
            { title: '次品原因', dataIndex: 'defect_reason', render: (v) => v ?? '—' },
            { title: '状态', dataIndex: 'status', render: (v: string) => returnLineStates.find((s) => s.value === v)?.label ?? '' },
          ]}
        />
      )}
      {current && !rows && (
        <Space className="receipt-actions" wrap>
          {current.status === 'shelving' && can('wms.goodsReturn.shelve') && (
            <Button type="primary" onClick={() => bridge.openTab(`${RECEIVING}/return-shelf`, { search: `id=${current.id}`, title: '退货上架' })}>
              去上架
            </Button>
          )}
          <Button onClick={reset}>登记下一个包裹</Button>
        </Space>
      )}
    </div>
  );
}
