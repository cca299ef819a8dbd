import { BASE, SERVICE, stationReplenishment } from '@entrepot/module-purchase/entities';
import { QueryListPage } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { type MakeRow, useMaking } from './replenish.page.tsx';

const API = `${SERVICE}${BASE}`;

type Row = EntityRow & { sku_code: string; supplier: string | null; to_buy: number };

/** A row's id is `<station>:<sku>`: the SKU it buys. */
const skuOf = (r: Row) => r.id.slice(r.id.indexOf(':') + 1);

/** The chosen rows as SKUs to buy: one line per SKU, the stations' 需采购 added up. */
function toBuy(rows: Row[]): MakeRow[] {
  const bySku = new Map<string, MakeRow>();
  for (const r of rows) {
    const sku = skuOf(r);
    const line = bySku.get(sku) ?? { id: sku, sku_code: r.sku_code, supplier: r.supplier, suggested: 0 };
    line.suggested += r.to_buy;
    bySku.set(sku, line);
  }
  return [...bySku.values()];
}

/**
 * 采购管理 → 站点补货 (`#/purchase/management/station-replenishment`): per station (海外仓, FBA/WFS) and SKU it sells,
 * what to send (most first) and what domestic stock cannot send (需采购), with 生成计划单 / 生成采购单 for a domestic
 * warehouse from the chosen rows.
 */
export function StationReplenishPage() {
  const { actions, modal } = useMaking('station/replenishment', (l) => toBuy(l.rows.filter((r) => l.selectedKeys.includes(r.id)) as Row[]));
  return (
    <>
      <QueryListPage
        query={stationReplenishment}
        url={`${API}/station/replenishment`}
        exportUrl={`${API}/station/replenishment/export`}
        slots={{ cells: { to_buy: (r) => <b>{String(r.to_buy)}</b> }, batchActions: actions }}
      />
      {modal}
    </>
  );
}
