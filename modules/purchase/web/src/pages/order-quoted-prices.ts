import { BASE, SERVICE } from '@entrepot/module-purchase/entities';
import { useArea } from '@entrepot/web/area';
import type { FormValues, LineHints, RowValues } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';

interface Quoted {
  price: string;
  currency_id: string;
}
interface ValidAnswer {
  sku_id: string;
  quantity: number;
  quotation: Quoted | null;
  /** The supplier's MOQ of the SKU (asked with a supplier). */
  moq?: number | null;
}

const chosen = (line: RowValues) => typeof line.sku_id === 'string';
const priced = (line: RowValues) => chosen(line) && Number.isInteger(Number(line.quantity)) && Number(line.quantity) > 0;
/** What a line is asked for: its quantity, or one piece before it is typed (the MOQ is the same for any). */
const keyOf = (line: RowValues) => `${String(line.sku_id)}:${priced(line) ? Number(line.quantity) : 1}`;

/** What an empty 数量 says before it is typed: the supplier's MOQ of the SKU, when there is one. */
export const moqHint = (moq: number | null | undefined): string | undefined => (moq ? `起订 ${moq}` : undefined);

/** What an empty 单价 says of the quotation it will take (README "Purchase orders"). */
export function quotedHint(quoted: Quoted | null | undefined, currency: unknown): string | undefined {
  if (quoted === undefined) return undefined;
  if (quoted === null) return '无有效报价';
  return quoted.currency_id === currency ? `按报价 ${quoted.price}` : '报价币种不同';
}

/**
 * The 单价 a blank line of the order form takes, shown in the empty cell as the buyer types: the chosen
 * supplier's quotation in force for the line's quantity on the order day (`quotation/valid` narrowed to the
 * supplier; the server prices a blank line by the same statement when it saves), asked once the lines settle;
 * and, in the empty 数量 of a chosen SKU, the supplier's MOQ the save holds the quantity to.
 */
export function useQuotedPrices(values: FormValues): LineHints {
  const { http } = useArea();
  const supplier = typeof values.supplier_id === 'string' ? values.supplier_id : null;
  const day = typeof values.order_date === 'string' ? values.order_date : undefined;
  // The answers with the supplier and day they were asked for: another supplier's prices are never shown.
  const asked = `${supplier}|${day ?? ''}`;
  const [quoted, setQuoted] = useState<{ asked: string; prices: Map<string, Quoted | null>; moqs: Map<string, number | null> }>(() => ({
    asked: '',
    prices: new Map(),
    moqs: new Map(),
  }));
  const lines = Array.isArray(values.lines) ? (values.lines as RowValues[]).filter(chosen) : [];
  const wanted = [...new Set(lines.map(keyOf))].sort().join(',');
  useEffect(() => {
    if (!supplier || !wanted) return;
    const items = wanted.split(',').map((k) => ({ sku_id: k.split(':')[0], quantity: Number(k.split(':')[1]) }));
    let current = true;
    const asking = setTimeout(() => {
      http
        .post<ValidAnswer[]>(`${SERVICE}${BASE}/quotation/valid`, { supplier_id: supplier, items, ...(day ? { date: day } : {}) }, { silent: true })
        .then(
          (answers) =>
            current &&
            setQuoted({
              asked,
              prices: new Map(answers.map((a) => [`${a.sku_id}:${a.quantity}`, a.quotation])),
              moqs: new Map(answers.map((a) => [a.sku_id, a.moq ?? null])),
            }),
        )
        .catch(() => {}); // no hint: the save still prices the line, or says why not
    }, 300);
    return () => {
      current = false;
      clearTimeout(asking);
    };
  }, [http, supplier, day, asked, wanted]);
  if (quoted.asked !== asked) return () => undefined;
  return (key, line) => {
    if (key === 'price' && priced(line)) return quotedHint(quoted.prices.get(keyOf(line)), values.currency_id);
    if (key === 'quantity' && chosen(line) && !priced(line)) return moqHint(quoted.moqs.get(String(line.sku_id)));
    return undefined;
  };
}
