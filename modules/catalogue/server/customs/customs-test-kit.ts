// Helpers of the customs database tests (not used by the module itself).
import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { readXlsx, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { expect } from 'vitest';
import { skuExtrasCalls } from '../sku-extras-test-kit.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PRODUCT_BASE = '/api-product/api/v1/product';
const dir = mkdtempSync(join(tmpdir(), 'catalogue-customs-test-'));
let files = 0;

type Cells = Record<string, string>;

/** The elements of 6109100021 (cotton knitted T-shirts) as a declaration asks for them. */
export const TEE_ELEMENTS: [string, boolean][] = [
  ['品名', true],
  ['织造方法', true],
  ['成分含量', true],
  ['品牌类型', true],
  ['出口享惠情况', false],
];
export const TEE_HS = '6109100021';

export function customsCalls(t: () => TestApp) {
  const calls = skuExtrasCalls(t);
  const { product } = calls;
  const ok = async (answer: Promise<{ code: number; message: string; data: unknown }>) => {
    const a = await answer;
    expect(a.code, a.message).toBe(10000);
    return a.data as Record<string, unknown>;
  };
  /** The import kind at `<path>` (multipart `file`), run to its end: its `sku/import/log` row and error report. */
  const importKind = async (path: string, rows: Cells[], as: Session) => {
    const upload = join(dir, `upload-${++files}.xlsx`);
    const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    await writeXlsx(
      upload,
      headers.map((h) => ({ key: h, label: h })),
      (async function* () {
        yield rows;
      })(),
    );
    const { payload, headers: form } = multipart({}, [{ field: 'file', filename: 'import.xlsx', type: XLSX, bytes: await readFile(upload) }]);
    const answer = (await t().call({ method: 'POST', url: `${PRODUCT_BASE}/${path}`, payload, headers: form, as })).body;
    if (answer.code !== 10000) return { answer, task: undefined, errors: [] as Cells[] };
    await t().identity.tasks.runner.drain();
    const log = (await product('GET', '/sku/import/log?per_page=100', as)).data.list as { id: string; error_report_url: string | null; status: string }[];
    const task = log.find((r) => r.id === answer.data.task_id)!;
    const errors: Cells[] = [];
    if (task.error_report_url) {
      const file = await t().call({ method: 'GET', url: task.error_report_url, as });
      const path = join(dir, `report-${++files}.xlsx`);
      await writeFile(path, file.raw.rawPayload);
      for await (const r of readXlsx(path)) errors.push(r.values);
    }
    return { answer, task: task as Record<string, unknown>, errors };
  };
  return {
    ...calls,
    ok,
    importKind,
    /** The error report as `row|column|message` lines. */
    lines: (errors: Cells[]) => errors.map((e) => `${e['行号']}|${e['列']}|${e['错误信息']}`),
    /** Declares the elements of an HS code (in this order). */
    async declareElements(admin: Session, hs: string, elements: [string, boolean][]) {
      for (const [i, [name, mandatory]] of elements.entries())
        await ok(product('POST', '/customs/element/add', admin, { hs_code: hs, sort: i + 1, name, mandatory }));
    },
    /** A declared name (报关品名) of the T-shirt HS code with its elements filled in. */
    async teeGoods(admin: Session, extra: Record<string, unknown> = {}) {
      return ok(
        product('POST', '/customs/goods/add', admin, {
          name: '棉制针织T恤',
          name_en: 'Cotton knitted T-shirt',
          hs_code: TEE_HS,
          unit: '件',
          currency: 'USD',
          min_value: '1.00',
          max_value: '20.00',
          tax_rebate_rate: '0.13',
          elements: 'T恤|针织|100%棉|无品牌|不享惠',
          ...extra,
        }),
      );
    },
  };
}
