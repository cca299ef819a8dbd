// The lines of a change request checked together (submit and the spreadsheet import): each names a field
// of the closed list and a target of the SPU (the SPU itself, or one of its SKUs); its new value passes the
// field's own rules, differs from the current value (captured here), a brand exists and is enabled, a
// barcode is held by no other SKU nor twice in the request. Every bad line is named in one refusal.
import { invalid } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { type InfoChangeTarget, spu as spuDecl } from '../../entities/index.ts';
import { barcodeHolder, brandsOf, checkValue, currentOf, displayOf, fieldOf, sameText } from './info-change-fields.ts';

type Row = Record<string, unknown>;

export interface LineInput {
  field: string;
  sku_id?: string | null | undefined;
  new_value?: string | number | null | undefined;
}

export interface CheckedLine {
  target: InfoChangeTarget;
  sku_id: string | null;
  target_code: string;
  field: string;
  label: string;
  old_value: string | null;
  new_value: string | null;
  old_text: string | null;
  new_text: string | null;
}

export interface LineProblem {
  /** The line's index in the input. */
  index: number;
  /** `TS001-BLK-M 销售价: 销售价最多2位小数`. */
  message: string;
}

/** Each line's refusal, or the checked lines; `rowOf` numbers a line in the messages (a spreadsheet's row). */
export async function lineProblems(
  exec: Executor,
  spu: Row,
  skuRows: Row[],
  input: LineInput[],
  rowOf: (index: number) => number = (i) => i + 1,
): Promise<{ lines: CheckedLine[]; problems: LineProblem[] }> {
  const skuById = new Map(skuRows.map((r) => [String(r.id), r]));
  const problems: LineProblem[] = [];
  const lines: CheckedLine[] = [];
  const seen = new Map<string, number>();
  const barcodes = new Map<string, number>();
  const brandIds = input.filter((l) => l.field === 'spu.brand_id' && l.new_value).map((l) => String(l.new_value));
  const brands = await brandsOf(exec, [...brandIds, ...(spu.brand_id ? [String(spu.brand_id)] : [])]);
  const names = new Map([...brands].map(([id, b]) => [id, b.name]));
  for (const [i, line] of input.entries()) {
    const n = rowOf(i);
    const f = fieldOf(line.field);
    if (!f) {
      problems.push({ index: i, message: `字段「${line.field}」不能变更` });
      continue;
    }
    const row = f.target === 'spu' ? spu : line.sku_id ? skuById.get(line.sku_id) : undefined;
    if (f.target === 'sku' && !row) {
      problems.push({ index: i, message: `请选择SPU ${String(spu.code)} 的SKU` });
      continue;
    }
    const code = String(row!.code);
    const fail = (message: string) => problems.push({ index: i, message: `${code} ${f.label}: ${message}` });
    const key = `${f.target === 'spu' ? 'spu' : line.sku_id}:${f.key}`;
    const twin = seen.get(key);
    if (twin !== undefined) {
      fail(`与第${twin}行重复`);
      continue;
    }
    seen.set(key, n);
    const checked = checkValue(f, line.new_value ?? null);
    if ('error' in checked) {
      fail(checked.error);
      continue;
    }
    const current = currentOf(f, row!);
    if (sameText(current, checked.value)) {
      fail('新值与当前值相同');
      continue;
    }
    if (f.key === 'spu.brand_id' && checked.value) {
      const brand = brands.get(checked.value);
      if (!brand) fail(`${spuDecl.fields.brand_id.label}不存在`);
      else if (!brand.enabled) fail(`品牌「${brand.name}」已停用`);
      if (!brand?.enabled) continue;
    }
    if (f.key === 'sku.barcode' && checked.value) {
      const holder = await barcodeHolder(exec, checked.value, String(row!.id));
      const again = barcodes.get(checked.value);
      if (holder) fail(`条码已被SKU ${holder}使用`);
      else if (again !== undefined) fail(`与第${again}行的条码相同`);
      barcodes.set(checked.value, again ?? n);
      if (holder || again !== undefined) continue;
    }
    lines.push({
      target: f.target,
      sku_id: f.target === 'sku' ? String(row!.id) : null,
      target_code: code,
      field: f.key,
      label: f.label,
      old_value: current,
      new_value: checked.value,
      old_text: displayOf(f, current, names),
      new_text: displayOf(f, checked.value, names),
    });
  }
  return { lines, problems };
}

/** The checked lines, or 10422 on `lines` naming every bad one (`第2行 TS001-BLK-M 销售价: 销售价最多2位小数`). */
export async function checkLines(exec: Executor, spu: Row, skuRows: Row[], input: LineInput[]): Promise<CheckedLine[]> {
  const { lines, problems } = await lineProblems(exec, spu, skuRows, input);
  if (problems.length) throw invalid('lines', problems.map((p) => `第${p.index + 1}行 ${p.message}`).join('；'));
  return lines;
}
