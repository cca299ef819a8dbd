// A small PDF writer for documents sent to someone (a purchase order to its supplier): text in Chinese and Latin,
// lines, boxes and barcodes, on A4 or 100 × 100 mm pages. No font is embedded: text is set in Adobe's standard
// Chinese font STSong-Light (Adobe-GB1, UniGB-UCS2-H), which every PDF reader substitutes with the system's
// Chinese font — the file stays a few kilobytes. Coordinates are points from the page's top-left corner.
import { deflateSync } from 'node:zlib';

export type PageSize = 'A4' | 'label100';
const SIZES: Record<PageSize, [number, number]> = { A4: [595.28, 841.89], label100: [283.46, 283.46] };

/** Glyph widths in thousandths of the font size: Latin half width, everything else full width. */
const advance = (code: number) => (code < 0x7f ? 500 : 1000);

/** The width of `text` set at `size` points. */
export const textWidth = (text: string, size: number): number => ([...text].reduce((w, ch) => w + advance(ch.codePointAt(0) ?? 0), 0) * size) / 1000;

/** `text` cut to `width` points, an ellipsis marking the cut. */
export function fitText(text: string, size: number, width: number): string {
  if (textWidth(text, size) <= width) return text;
  let out = '';
  for (const ch of text) {
    if (textWidth(`${out}${ch}…`, size) > width) break;
    out += ch;
  }
  return `${out}…`;
}

/** UTF-16BE hex of the text, characters outside the basic plane dropped (the CMap is UCS-2). */
const hex = (text: string) =>
  [...text]
    .map((ch) => ch.codePointAt(0) ?? 0)
    .filter((c) => c <= 0xffff)
    .map((c) => c.toString(16).padStart(4, '0'))
    .join('');
const num = (n: number) => (Math.round(n * 100) / 100).toString();

export interface TextOptions {
  size?: number;
  /** Aligned within `width` from x (right: x + width is the text's end). */
  align?: 'left' | 'right' | 'center';
  width?: number;
  bold?: boolean;
}

export class PdfPage {
  readonly ops: string[] = [];
  readonly width: number;
  readonly height: number;
  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
  }

  text(x: number, y: number, text: string, o: TextOptions = {}): this {
    const size = o.size ?? 10;
    const shown = o.width ? fitText(text, size, o.width) : text;
    const w = textWidth(shown, size);
    const left = o.align === 'right' && o.width ? x + o.width - w : o.align === 'center' && o.width ? x + (o.width - w) / 2 : x;
    // Baseline at y + size × 0.88 (the font's ascent), so y is the text's top; bold as a stroked fill.
    const mode = o.bold ? `2 Tr ${num(size / 30)} w` : '0 Tr';
    this.ops.push(`BT /F1 ${num(size)} Tf ${mode} ${num(left)} ${num(this.height - y - size * 0.88)} Td <${hex(shown)}> Tj ET`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5): this {
    this.ops.push(`${num(width)} w ${num(x1)} ${num(this.height - y1)} m ${num(x2)} ${num(this.height - y2)} l S`);
    return this;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: number; stroke?: boolean } = {}): this {
    const box = `${num(x)} ${num(this.height - y - h)} ${num(w)} ${num(h)} re`;
    if (o.fill !== undefined) this.ops.push(`${num(o.fill)} g ${box} f 0 g`);
    if (o.stroke ?? o.fill === undefined) this.ops.push(`0.5 w ${box} S`);
    return this;
  }

  /** Bars of a barcode: `modules` is its pattern of 1 (bar) and 0 (space), drawn `w` wide and `h` high. */
  bars(x: number, y: number, w: number, h: number, modules: string): this {
    const unit = w / modules.length;
    let i = 0;
    while (i < modules.length) {
      if (modules[i] !== '1') {
        i++;
        continue;
      }
      let run = 1;
      while (modules[i + run] === '1') run++;
      this.ops.push(`${num(x + i * unit)} ${num(this.height - y - h)} ${num(run * unit)} ${num(h)} re f`);
      i += run;
    }
    return this;
  }
}

export class PdfDocument {
  readonly pages: PdfPage[] = [];
  readonly size: PageSize;
  readonly title: string;
  constructor(size: PageSize = 'A4', title = '') {
    this.size = size;
    this.title = title;
  }

  addPage(): PdfPage {
    const [w, h] = SIZES[this.size];
    const page = new PdfPage(w, h);
    this.pages.push(page);
    return page;
  }

  /** The file: catalog, page tree, the font, each page with its compressed content. */
  toBuffer(): Buffer {
    const objects: (string | Buffer)[] = [];
    const add = (body: string | Buffer) => objects.push(body); // its object number: the new length
    const pageIds = this.pages.map((_, i) => 5 + i * 2);
    add('<< /Type /Catalog /Pages 2 0 R >>');
    add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${this.pages.length} >>`);
    add('<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>');
    add(
      '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> ' +
        '/FontDescriptor << /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >> ' +
        '/DW 1000 /W [1 95 500] >>',
    );
    for (const [i, page] of this.pages.entries()) {
      const content = deflateSync(Buffer.from(page.ops.join('\n'), 'latin1'));
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      );
      add(
        Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]),
      );
    }
    const info = add(`<< /Title <feff${hex(this.title)}> /Producer (Entrepot) >>`);
    const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = chunks[0]!.length;
    const offsets: number[] = [];
    for (const [i, body] of objects.entries()) {
      offsets.push(offset);
      const chunk = Buffer.concat([
        Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
        typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      chunks.push(chunk);
      offset += chunk.length;
    }
    const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
    chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
    return Buffer.concat(chunks);
  }
}
