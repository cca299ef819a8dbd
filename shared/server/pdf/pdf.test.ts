import { describe, expect, it } from 'vitest';
import { code128, documentPdf } from './document-pdf.ts';
import { pdfContents as contentsOf, pdfText } from './pdf-text.ts';
import { fitText, PdfDocument, textWidth } from './pdf-writer.ts';

const utf16hex = (s: string) => [...s].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('');

/** The file's objects found through its cross-reference table, each checked to start where the table says. */
function objectsOf(file: Buffer): string[] {
  const text = file.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(start, start + 4)).toBe('xref');
  const [, count] = /xref\n0 (\d+)\n/.exec(text.slice(start)) ?? [];
  const offsets = [...text.slice(start).matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
  expect(offsets).toHaveLength(Number(count) - 1);
  return offsets.map((o, i) => {
    expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    return text.slice(o, text.indexOf('endobj', o));
  });
}

describe('PDF writer', () => {
  it('writes a valid file: header, objects where the table says, the Chinese font, text as UTF-16', () => {
    const pdf = new PdfDocument('A4', '测试');
    pdf.addPage().text(40, 40, '采购单 PO1', { size: 12 });
    const file = pdf.toBuffer();
    expect(file.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const objects = objectsOf(file);
    expect(objects.some((o) => o.includes('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H'))).toBe(true);
    expect(contentsOf(file)[0]).toContain(`<${utf16hex('采购单 PO1')}> Tj`);
    expect(pdfText(file)).toBe('采购单 PO1');
  });

  it('measures Latin as half width and Chinese as full, and cuts what does not fit with an ellipsis', () => {
    expect(textWidth('AB', 10)).toBe(10);
    expect(textWidth('采购', 10)).toBe(20);
    expect(fitText('采购单号很长很长', 10, 45)).toBe('采购单…');
    expect(fitText('短', 10, 45)).toBe('短');
  });
});

describe('document printout', () => {
  const doc = (rows: number) =>
    documentPdf({
      title: '采购单',
      number: 'PO20261127-0001',
      fields: [
        ['供应商', '东莞市华彩服饰有限公司'],
        ['下单日期', '2026-11-27'],
      ],
      columns: [
        { title: 'SKU', width: 2 },
        { title: '数量', width: 1, align: 'right' },
      ],
      rows: Array.from({ length: rows }, (_, i) => [`TS001-${i}`, String(i + 1)]),
      totals: ['合计', String((rows * (rows + 1)) / 2)],
      notes: ['备注：按时交货'],
      footer: '打印：采购员',
    });

  it('prints the number, its barcode, the fields, every line and the totals', () => {
    const [content] = contentsOf(doc(3));
    for (const text of ['采购单', 'PO20261127-0001', '供应商：东莞市华彩服饰有限公司', 'TS001-2', '合计', '6', '备注：按时交货', '第 1 / 1 页'])
      expect(content).toContain(`<${utf16hex(text)}>`);
    // One filled box per run of bars in the number's Code 128 pattern.
    const runs = code128('PO20261127-0001').match(/1+/g)?.length ?? 0;
    expect(runs).toBeGreaterThan(20);
    expect(content?.match(/ re f\n/g)?.length).toBeGreaterThanOrEqual(runs);
  });

  it('continues on a new page with the heading again when the lines do not fit, numbering the pages', () => {
    const pages = contentsOf(doc(80));
    expect(pages.length).toBe(3);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`<${utf16hex('SKU')}>`);
      expect(page).toContain(`<${utf16hex(`第 ${i + 1} / 3 页`)}>`);
    }
    expect(pages.join('')).toContain(`<${utf16hex('TS001-79')}>`);
  });
});
