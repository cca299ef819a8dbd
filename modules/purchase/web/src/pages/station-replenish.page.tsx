import { BASE, order, planOrder, SERVICE, stationReplenishment } from '@entrepot/module-purchase/entities';
import { QueryListPage, useCan } from '@entrepot/web/area';
import type { EntityList, EntityRow } from '@entrepot/web/entity';
import { useState } from 'react';
import { MakeModal, type MakeRow, type Making, useAreas } from './replenish.page.tsx';

const API = `${SERVICE}${BASE}`;

type Row = EntityRow & { sku_id: string; sku_code: string; supplier: string | null; to_buy: number };

/** The chosen rows as SKUs to buy: one line per SKU, the stations' 需采购 added up. */
function toBuy(rows: Row[]): MakeRow[] {
  const bySku = new Map<string, MakeRow>();
  for (const r of rows) {
    const line = bySku.get(r.sku_id) ?? { id: r.sku_id, sku_code: r.sku_code, supplier: r.supplier, suggested: 0 };
    line.suggested += r.to_buy;
    bySku.set(r.sku_id, line);
  }
  return [...bySku.values()];
}

/**
 * 采购管理 → 站点补货 (`#/purchase/management/station-replenishment`): per station (海外仓, FBA/WFS) and SKU it sells,
 * what to send (most first) and what domestic stock cannot send (需采购), with 生成计划单 / 生成采购单 for a domestic
 * warehouse from the chosen rows.
 */
export function StationReplenishPage() {
  const can = useCan();
  const areas = useAreas();
  const [making, setMaking] = useState<Making | null>(null);
  const [list, setList] = useState<EntityList | null>(null);
  const make = (kind: Making['kind'], l: EntityList) => {
    setList(l);
    setMaking({ kind, rows: toBuy(l.rows.filter((r) => l.selectedKeys.includes(r.id)) as Row[]) });
  };
  return (
    <>
      <QueryListPage
        query={stationReplenishment}
        url={`${API}/station/replenishment`}
        exportUrl={`${API}/station/replenishment/export`}
        slots={{
          cells: { to_buy: (r) => <b>{String(r.to_buy)}</b> },
          batchActions: (l) => [
            ...(can(planOrder.permission('create')) ? [{ key: 'plan', label: '生成计划单', onClick: () => make('plan', l) }] : []),
            ...(can(order.permission('create')) ? [{ key: 'order', label: '生成采购单', onClick: () => make('order', l) }] : []),
          ],
        }}
      />
      {making && (
        <MakeModal
          making={making}
          base="station/replenishment"
          areas={areas}
          onClose={() => setMaking(null)}
          onDone={() => {
            setMaking(null);
            list?.refresh();
          }}
        />
      )}
    </>
  );
}
