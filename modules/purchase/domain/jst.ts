// JST (聚水潭) seen from purchasing (README "Supplier grab", "Supplier inventory"): suppliers who keep their
// goods in JST share their items and stock with us. No JST API is reachable from here: the local fake
// (server/jst/fake-jst.ts) answers the demo and the tests; a real client implements `JstClient` and replaces it.

/** A supplier as JST knows it: its JST code and its registered name (what we match ours by). */
export interface JstSupplier {
  code: string;
  name: string;
}

/** One variant of a supplier's item: its SKU code, options in the supplier's words, price (decimal string, yuan), stock. */
export interface JstSku {
  sku_code: string;
  colour: string | null;
  size: string | null;
  price: string;
  quantity: number;
}

/** An item (款) a supplier keeps in JST, with its variants. */
export interface JstItem {
  item_code: string;
  name: string;
  skus: JstSku[];
}

/** One of our supplier SKU links, as the stock read and the push name it. */
export interface StockItem {
  supplier_code: string;
  sku_code: string;
  supplier_item_code: string | null;
}

export interface JstClient {
  /** The `source` value its stock figures are written with. */
  source: 'jst';
  /** The suppliers that share their JST with us. */
  suppliers(): Promise<JstSupplier[]>;
  /** Every item of a supplier (by its JST code). */
  items(supplierCode: string): Promise<JstItem[]>;
  /** One item by its code, or null when the supplier has no such item. */
  item(supplierCode: string, itemCode: string): Promise<JstItem | null>;
  /** The stock of these items now; an item JST does not know is left out of the answer. */
  read(items: readonly StockItem[]): Promise<(StockItem & { quantity: number })[]>;
  /** Tells a supplier's JST which of its SKU codes are our SKUs (`toerp`); answers how many it accepted. */
  bind(supplierCode: string, links: readonly { supplier_sku_code: string; our_sku_code: string }[]): Promise<number>;
}

/** Option codes for a SKU code: a size as it is (`XL`), a colour by its place among the item's colours (`C1`). */
export function optionCode(value: string, dimension: 'colour' | 'size', place: number): string {
  const plain = value.trim().toUpperCase();
  if (/^[A-Z0-9]{1,6}$/.test(plain)) return plain;
  return `${dimension === 'colour' ? 'C' : 'S'}${place + 1}`;
}

/** The SPU options (颜色, 尺码) a grabbed item's variants call for, each value once, in order of appearance. */
export function optionsOf(skus: readonly Pick<JstSku, 'colour' | 'size'>[]): { dimension: string; value: string; code: string }[] {
  const out: { dimension: string; value: string; code: string }[] = [];
  for (const [key, dimension] of [
    ['colour', '颜色'],
    ['size', '尺码'],
  ] as const) {
    const values = [...new Set(skus.map((s) => s[key]?.trim()).filter((v): v is string => !!v))];
    for (const [i, value] of values.entries()) out.push({ dimension, value, code: optionCode(value, key, i) });
  }
  return out;
}

/** Which supplier of ours a JST supplier is: the same registered name (spaces and brackets' width ignored). */
export const sameName = (a: string, b: string) => norm(a) === norm(b);
const norm = (s: string) => s.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');
