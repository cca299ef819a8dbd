import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readXlsx, writeXlsx } from './xlsx.ts';

async function* batches<T>(...items: T[][]) {
  for (const b of items) yield b;
}

describe('xlsx round trip', () => {
  it('writes in batches and reads back the same text, formula-like cells included', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'entrepot-xlsx-')), 'a.xlsx');
    const columns = [
      { key: 'name', label: '名称' },
      { key: 'qty', label: '数量' },
    ];
    const seen: number[] = [];
    const n = await writeXlsx(
      path,
      columns,
      batches(
        [{ name: '=HYPERLINK("http://evil")', qty: 1 }],
        [
          { name: '＋86', qty: 2 },
          { name: '普通', qty: null },
        ],
      ),
      async (w) => {
        seen.push(w);
      },
    );
    expect(n).toBe(3);
    expect(seen).toEqual([1, 3]);
    const rows = [];
    for await (const r of readXlsx(path)) rows.push(r);
    expect(rows).toEqual([
      { row: 2, values: { 名称: '=HYPERLINK("http://evil")', 数量: '1' } },
      { row: 3, values: { 名称: '＋86', 数量: '2' } },
      { row: 4, values: { 名称: '普通', 数量: '' } },
    ]);
  });
});
