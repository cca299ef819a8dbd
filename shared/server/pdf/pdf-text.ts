// The text a PDF written here shows, in drawing order, one string per line of text — what a module's tests read
// of its printouts (a general PDF reader is not needed: these files hold only our own operators).
import { inflateSync } from 'node:zlib';

/** The decompressed content streams of the pages, in order. */
export function pdfContents(file: Buffer): string[] {
  const text = file.toString('latin1');
  return [...text.matchAll(/<< \/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/g)].map((m) => {
    const from = (m.index ?? 0) + m[0].length;
    return inflateSync(file.subarray(from, from + Number(m[1]))).toString('latin1');
  });
}

const decode = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));

/** Every string shown (`<…> Tj`) on every page, joined by line breaks. */
export const pdfText = (file: Buffer): string =>
  pdfContents(file)
    .flatMap((page) => [...page.matchAll(/<([0-9a-f]*)> Tj/g)].map((m) => decode(m[1] ?? '')))
    .join('\n');
