// The printout of a document as a PDF (the document kit's "print" where a file must be sent to someone): title,
// number with its Code 128 barcode, the header's fields two to a row, the lines as a table repeated on every page
// with its heading, the totals, the notes, and 第 n / N 页 with the print time at the foot of each page.
import type { FastifyReply } from 'fastify';
import JsBarcode from 'jsbarcode';
import { PdfDocument, type PdfPage } from './pdf-writer.ts';

export interface PrintColumn {
  title: string;
  /** Share of the table's width (the shares are summed). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface DocumentPrint {
  /** 采购单 */
  title: string;
  /** The document's number, printed and as a barcode the warehouse scans. */
  number: string;
  /** Header fields, `[label, value]`, two to a row. */
  fields: [string, string][];
  columns: PrintColumn[];
  rows: string[][];
  /** A last row in bold (合计). */
  totals?: string[];
  /** Lines below the table (备注, terms). */
  notes?: string[];
  /** Left of the page number at each page's foot (who printed it, when). */
  footer?: string;
}

const MARGIN = 40;
const ROW = 18;
const HEAD = 20;
const FOOT = 50;

/** The Code 128 pattern of `text` (1 = bar), as the web's barcodes draw it (jsbarcode). */
export function code128(text: string): string {
  const out: { encodings?: { data: string }[] } = {};
  JsBarcode(out, text, { format: 'CODE128' });
  return (out.encodings ?? []).map((e) => e.data).join('');
}

export function documentPdf(d: DocumentPrint): Buffer {
  const pdf = new PdfDocument('A4', `${d.title} ${d.number}`);
  const share = d.columns.reduce((s, c) => s + c.width, 0);
  let page: PdfPage = pdf.addPage();
  const inner = page.width - MARGIN * 2;
  const widths = d.columns.map((c) => (c.width / share) * inner);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));

  const row = (p: PdfPage, y: number, cells: string[], o: { bold?: boolean; fill?: number; height?: number } = {}) => {
    const h = o.height ?? ROW;
    if (o.fill !== undefined) p.rect(MARGIN, y, inner, h, { fill: o.fill, stroke: false });
    for (const [i, cell] of cells.entries())
      p.text(lefts[i]! + 3, y + (h - 9) / 2, cell, { size: 9, width: widths[i]! - 6, align: d.columns[i]?.align ?? 'left', bold: o.bold });
    p.line(MARGIN, y + h, MARGIN + inner, y + h, 0.3);
  };
  const heading = (p: PdfPage, y: number) => {
    p.line(MARGIN, y, MARGIN + inner, y, 0.6);
    row(
      p,
      y,
      d.columns.map((c) => c.title),
      { bold: true, fill: 0.92, height: HEAD },
    );
    return y + HEAD;
  };

  // The first page's head: title, number and barcode, the fields.
  page.text(MARGIN, MARGIN, d.title, { size: 18, bold: true, width: inner, align: 'center' });
  const bars = code128(d.number);
  const barWidth = Math.min(200, bars.length * 1.2);
  page.bars(page.width - MARGIN - barWidth, MARGIN + 28, barWidth, 34, bars);
  page.text(page.width - MARGIN - barWidth, MARGIN + 64, d.number, { size: 9, width: barWidth, align: 'center' });
  page.text(MARGIN, MARGIN + 40, `单号：${d.number}`, { size: 11, bold: true });
  let y = MARGIN + 84;
  const half = inner / 2;
  for (let i = 0; i < d.fields.length; i += 2) {
    for (const [k, [label, value]] of d.fields.slice(i, i + 2).entries()) page.text(MARGIN + k * half, y, `${label}：${value}`, { size: 9.5, width: half - 8 });
    y += 16;
  }
  y = heading(page, y + 8);
  const room = () => y + ROW > page.height - FOOT;
  for (const cells of d.rows) {
    if (room()) {
      page = pdf.addPage();
      y = heading(page, MARGIN);
    }
    row(page, y, cells);
    y += ROW;
  }
  if (d.totals) {
    if (room()) {
      page = pdf.addPage();
      y = heading(page, MARGIN);
    }
    row(page, y, d.totals, { bold: true });
    y += ROW;
  }
  y += 10;
  for (const note of d.notes ?? []) {
    if (y + 14 > page.height - FOOT) {
      page = pdf.addPage();
      y = MARGIN;
    }
    page.text(MARGIN, y, note, { size: 9, width: inner });
    y += 14;
  }
  for (const [i, p] of pdf.pages.entries()) {
    p.line(MARGIN, p.height - 36, p.width - MARGIN, p.height - 36, 0.3);
    if (d.footer) p.text(MARGIN, p.height - 30, d.footer, { size: 8, width: inner - 80 });
    p.text(p.width - MARGIN - 80, p.height - 30, `第 ${i + 1} / ${pdf.pages.length} 页`, { size: 8, width: 80, align: 'right' });
  }
  return pdf.toBuffer();
}

/** Answers a PDF as an attachment named `fileName` (`.pdf` is the caller's). */
export const sendPdf = (reply: FastifyReply, fileName: string, file: Buffer) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(file);
