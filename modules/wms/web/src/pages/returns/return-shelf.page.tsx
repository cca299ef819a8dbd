import { Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { defectLeft, goodLeft, returnResources } from '@entrepot/module-wms/entities';
import { ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import { ScanInput, type ScanOutcome, useScanState } from '@entrepot/web/widgets';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { WMS_LOOKUPS } from '../../entity/wms-urls.ts';
import { DocumentPicker } from '../receiving/receipt-picker.tsx';
import { ShelvingControls, useShelving } from '../receiving/shelving-controls.tsx';
import { ReturnHeader } from './return-header.tsx';
import { type GoodsReturn, type ReturnLine, type ReturnsApi, returnsApi } from './returns-api.ts';

/**
 * 收货质检 → 退货上架 (`#/warehouse/receiving-inspection/return-shelf`): scan a registered return (its package,
 * order or return number), then a location, then the SKUs placed there — good units onto any location but a
 * 次品区, defective ones only into a 次品区 (the location decides which are meant). Below, every shelving made.
 */
export function ReturnShelfPage() {
  const { http } = useArea();
  const can = useCan();
  const api = useMemo(() => returnsApi(http), [http]);
  const [current, setCurrent, currentNow] = useScanState<GoodsReturn | null>(null);
  const [location, setLocation, locationNow] = useScanState<string | null>(null);
  const shelving = useShelving();
  const { wholeLine, quantity } = shelving;
  const [refreshList, setRefreshList] = useState(0);
  const search = useSearch();
  useEffect(() => {
    const id = new URLSearchParams(search).get('id');
    if (id) api.detail(id).then(setCurrent, () => {});
  }, [api, search, setCurrent]);

  const onScan = useCallback(
    async (code: string): Promise<ScanOutcome> => {
      const r = currentNow.current;
      const at = locationNow.current;
      if (!r || r.status !== 'shelving') {
        const found = await api.find(code);
        if (found.status !== 'shelving') return { ok: false, message: `退货单 ${found.code} 还没有登记，请先到退货登记` };
        setCurrent(found);
        setLocation(null);
        return { ok: true, message: `退货单 ${found.code}：请扫描库位` };
      }
      const line = r.lines.find((l) => l.sku_code.toUpperCase() === code.toUpperCase() && goodLeft(l) + defectLeft(l) > 0);
      if (!line) {
        const loc = await shelving.locationOf(code, r.warehouse_id);
        if (!loc) return { ok: false, message: `${code} 既不是本退货单待上架的SKU，也不是本仓库的库位` };
        setLocation(loc);
        return { ok: true, message: `库位 ${loc}：请扫描SKU` };
      }
      if (!at) return { ok: false, message: '请先扫描库位' };
      // The server decides good or defective by the location; a whole line is what is left of either.
      const units = wholeLine ? Math.max(goodLeft(line), defectLeft(line)) : quantity;
      const done = await shelveSome(api, r.id, at, line, units);
      setCurrent(done.return);
      setRefreshList((n) => n + 1);
      const x = done.result;
      return {
        ok: true,
        message: `${x.sku_code} ${x.quantity} 件${x.condition === 'defect' ? '次品' : '良品'}已上架到 ${x.location}${x.return_left === 0 ? '：本退货单已全部上架' : `，本单还剩 ${x.return_left} 件`}`,
      };
    },
    [api, shelving.locationOf, quantity, wholeLine, currentNow, locationNow, setCurrent, setLocation],
  );

  const columns: TableColumnProps<ReturnLine>[] = [
    { title: 'SKU', dataIndex: 'sku_code' },
    { title: '良品', dataIndex: 'good_quantity', width: 70, align: 'right' },
    { title: '次品', dataIndex: 'defect_quantity', width: 70, align: 'right' },
    { title: '良品待上架', width: 100, align: 'right', render: (_, l) => goodLeft(l) },
    { title: '次品待上架', width: 100, align: 'right', render: (_, l) => (defectLeft(l) > 0 ? <Tag color="red">{defectLeft(l)} · 次品区</Tag> : 0) },
  ];
  return (
    <div className="wms-page receiving-page">
      {can('wms.goodsReturn.shelve') && (
        <>
          <ScanInput onScan={onScan} placeholder={current?.status === 'shelving' ? '扫描库位，再扫描SKU' : '扫描待上架的退货单号、包裹号或订单号'} />
          {current ? (
            <>
              <ReturnHeader value={current} />
              <ShelvingControls location={location} shelving={shelving} drop={{ label: '换一张退货单', onClick: () => setCurrent(null) }} />
              <Table
                rowKey="id"
                columns={columns}
                data={current.lines.filter((l) => l.good_quantity + l.defect_quantity > 0)}
                pagination={false}
                scroll={{ x: 520 }}
              />
            </>
          ) : (
            <WaitingReturns api={api} onPick={setCurrent} />
          )}
          <h3 className="receiving-subtitle">退货上架记录</h3>
        </>
      )}
      <ResourceListPage key={refreshList} resource={returnResources.returnShelf} lookups={WMS_LOOKUPS} />
    </div>
  );
}

/**
 * A whole line: the server is asked for what is left of the kind the location takes; asked for more of one kind
 * than is left, it names the figure — then the smaller remainder is tried.
 */
async function shelveSome(api: ReturnsApi, id: string, location: string, line: ReturnLine, units: number) {
  try {
    return await api.shelve({ id, location, sku_code: line.sku_code, quantity: units });
  } catch (error) {
    const other = Math.min(goodLeft(line), defectLeft(line));
    if (other <= 0 || other === units) throw error;
    return api.shelve({ id, location, sku_code: line.sku_code, quantity: other });
  }
}

/** The returns registered and waiting for shelving (the newest 20), to pick one up without scanning. */
function WaitingReturns({ api, onPick }: { api: ReturnsApi; onPick(r: GoodsReturn): void }) {
  const load = useCallback(() => api.list('shelving'), [api]);
  return (
    <DocumentPicker<GoodsReturn>
      title="待上架的退货单"
      numberTitle="退货单号"
      load={load}
      open={(r) => api.detail(r.id)}
      onPick={onPick}
      columns={[
        { title: '包裹号', dataIndex: 'package_code' },
        { title: '良品', dataIndex: 'total_good', align: 'right' },
        { title: '次品', dataIndex: 'total_defect', align: 'right' },
      ]}
    />
  );
}
