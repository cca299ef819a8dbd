import type { HttpClient } from '@entrepot/web/http';
import { API } from '../../entity/wms-urls.ts';

// The returns' calls of the screens (server/returns/return-routes.ts; README "Returns: routes").

export interface ReturnLine {
  id: string;
  line_no: number;
  sku_code: string;
  status: 'expected' | 'shelving' | 'done' | 'none';
  expected_quantity: number;
  good_quantity: number;
  defect_quantity: number;
  defect_reason: string | null;
  shelved_good_quantity: number;
  shelved_defect_quantity: number;
}

export interface GoodsReturn {
  id: string;
  code: string;
  source: 'refund' | 'unannounced';
  status: 'expected' | 'shelving' | 'completed' | 'cancelled';
  warehouse_id: string;
  warehouse_id_title?: string;
  order_code: string | null;
  package_code: string | null;
  refund_code: string | null;
  total_expected: number;
  total_good: number;
  total_defect: number;
  total_shelved_good: number;
  total_shelved_defect: number;
  registered_at: string | null;
  created_at: string;
  lines: ReturnLine[];
}

export interface RegisterLine {
  id?: string;
  sku_code?: string;
  good_quantity: number;
  defect_quantity: number;
  defect_reason?: string | null;
}

/** A command's answer: what it did, and the return as it now stands. */
interface Done<R = unknown> {
  result: R;
  return: GoodsReturn;
}

const quiet = { silent: true } as const;

/** Calls whose refusals the scan box shows itself (no toast): scans are answered where the person looks. */
export function returnsApi(http: HttpClient) {
  return {
    /** A scanned package, order, refund or return number → its open return. */
    find: (code: string) => http.post<GoodsReturn>(`${API}/getPacketOrder`, { code }, quiet),
    detail: (id: string) => http.get<GoodsReturn>(`${API}/goodsReturn/${encodeURIComponent(id)}`),
    register: (body: { id?: string; warehouse_id?: string; package_code?: string; order_code?: string; lines: RegisterLine[] }) =>
      http.post<Done<{ id: string; units: number }>>(`${API}/setReturnGoodsSku`, body),
    shelve: (body: { id: string; location: string; sku_code: string; quantity: number }) =>
      http.post<Done<{ sku_code: string; location: string; condition: 'good' | 'defect'; quantity: number; return_left: number }>>(
        `${API}/returnShelf`,
        body,
        quiet,
      ),
    cancel: (id: string) => http.post<Done>(`${API}/cancelReturnGoods`, { id }),
    list: (status: GoodsReturn['status']) =>
      http.get<{ list: GoodsReturn[] }>(`${API}/goodsReturn`, { params: { status, per_page: 20, sort: '-created_at' } }).then((p) => p.list),
  };
}

export type ReturnsApi = ReturnType<typeof returnsApi>;
