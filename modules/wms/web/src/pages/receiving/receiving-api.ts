import type { HttpClient } from '@entrepot/web/http';
import { API } from '../../entity/wms-urls.ts';

// The goods-in calls of the screens (server/receiving/receiving-routes.ts; README "Goods in: routes").

export interface ReceiptLine {
  id: string;
  line_no: number;
  order_id: string;
  order_code: string;
  sku_id: string;
  sku_code: string;
  /** The SKU as its reference shows it (code and name). */
  sku_id_title?: string;
  expected_quantity: number;
  counted_quantity: number;
  sample_quantity: number;
  qualified_quantity: number;
  rejected_quantity: number;
  put_away_quantity: number;
  reject_reason: string | null;
}

export interface Receipt {
  id: string;
  code: string;
  status: 'counting' | 'inspecting' | 'shelving' | 'completed' | 'cancelled';
  warehouse_id: string;
  warehouse_id_title?: string;
  supplier_id: string;
  supplier_id_title?: string;
  order_codes: string;
  total_expected: number;
  total_counted: number;
  total_rejected: number;
  total_put_away: number;
  received_at: string | null;
  created_at: string;
  lines: ReceiptLine[];
}

/** A command's answer: what it did, and the receipt as it now stands. */
export interface Done<R = unknown> {
  result: R;
  receipt: Receipt;
}

const quiet = { silent: true } as const;

/** Calls whose refusals the scan box shows itself (no toast): scans are answered where the person looks. */
export function receivingApi(http: HttpClient) {
  const at = (id: string, step: string) => `${API}/receipt/${encodeURIComponent(id)}/${step}`;
  return {
    scanOrder: (code: string) => http.post<{ id: string; opened: boolean; receipt: Receipt }>(`${API}/receipt/scanOrder`, { code }, quiet),
    scan: (id: string, code: string, quantity?: number) =>
      http.post<Done<{ kind: 'order' | 'sku'; message?: string; sku_code?: string; counted_quantity?: number; expected_quantity?: number }>>(
        at(id, 'scan'),
        { code, ...(quantity && quantity > 1 ? { quantity } : {}) },
        quiet,
      ),
    count: (id: string, lines: { id: string; counted_quantity: number }[]) => http.put<Done>(at(id, 'count'), { lines }),
    confirm: (id: string, reportShort: boolean) => http.post<Done>(at(id, 'confirm'), { report_short: reportShort }),
    inspect: (id: string, lines: { id: string; rejected_quantity: number; reject_reason: string | null }[]) => http.post<Done>(at(id, 'inspect'), { lines }),
    putaway: (id: string, body: { location: string; sku_code: string; quantity: number }) =>
      http.post<Done<{ sku_code: string; location: string; quantity: number; line_left: number; receipt_left: number }>>(at(id, 'putaway'), body, quiet),
    cancel: (id: string) => http.post<Done>(at(id, 'cancel'), {}),
    revoke: (id: string, reason: string) => http.post<Done>(at(id, 'revoke'), { reason }),
    report: (id: string, body: { kind: string; sku_code: string; quantity: number; reason?: string }) => http.post<Done>(at(id, 'exception'), body),
    suggest: (id: string) => http.get<Record<string, { location: string; why: string }>>(at(id, 'suggest')),
    detail: (id: string) => http.get<Receipt>(`${API}/receipt/${encodeURIComponent(id)}`),
    /** A scanned receipt or order number → the receipt in that state. */
    find: (code: string, status?: Receipt['status']) => http.get<Receipt>(`${API}/receipt/find`, { params: { code, status }, silent: true }),
    list: (status: Receipt['status']) =>
      http.get<{ list: Receipt[]; total: number }>(`${API}/receipt`, { params: { status, per_page: 20, sort: '-created_at' } }).then((p) => p.list),
    reasons: () => http.get<{ value: string; label: string }[]>(`${API}/qualityExpReason`),
  };
}

export type ReceivingApi = ReturnType<typeof receivingApi>;
