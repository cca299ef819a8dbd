import { locationCodeRange } from '@entrepot/module-wms/entities';

export interface BatchForm {
  area_id?: string;
  reservoir_id?: string;
  spec_id?: string;
  code_from: string;
  code_to: string;
}

/** What the dialog says under the codes: how many will be made, or why the two codes are not a range. */
export function rangePreview(form: Pick<BatchForm, 'code_from' | 'code_to'>): { ok: boolean; text: string } {
  if (!form.code_from.trim() || !form.code_to.trim()) return { ok: false, text: '如 A-01-01 至 A-01-20：末尾数字递增，前缀与位数相同' };
  const range = locationCodeRange(form.code_from, form.code_to);
  if ('message' in range) return { ok: false, text: range.message };
  const { codes } = range;
  return { ok: true, text: `将生成 ${codes.length} 个库位：${codes[0]}${codes.length > 1 ? ` … ${codes.at(-1)}` : ''}` };
}
