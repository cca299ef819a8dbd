/** A document type as the engine answers it: its code and its words (采购单). */
export interface DocumentType {
  value: string;
  label: string;
}

/** 采购单（purchase.order）: a type's words with its code, or the code alone when no document named it. */
export function typeText(code: string, types: readonly DocumentType[]): string {
  const label = types.find((t) => t.value === code)?.label;
  return label && label !== code ? `${label}（${code}）` : code;
}
