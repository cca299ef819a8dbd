/** File kinds we accept, recognised by their bytes (magic numbers), never by the declared name or type. */
export interface FileKind {
  ext: string;
  contentType: string;
  image: boolean;
}

const KINDS = {
  png: { ext: 'png', contentType: 'image/png', image: true },
  jpg: { ext: 'jpg', contentType: 'image/jpeg', image: true },
  gif: { ext: 'gif', contentType: 'image/gif', image: true },
  webp: { ext: 'webp', contentType: 'image/webp', image: true },
  bmp: { ext: 'bmp', contentType: 'image/bmp', image: true },
  pdf: { ext: 'pdf', contentType: 'application/pdf', image: false },
  zip: { ext: 'zip', contentType: 'application/zip', image: false },
  ole: { ext: 'xls', contentType: 'application/vnd.ms-excel', image: false },
} satisfies Record<string, FileKind>;

const startsWith = (b: Buffer, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);

export function sniff(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return KINDS.jpg;
  if (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a') return KINDS.gif;
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return KINDS.webp;
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length > 26) return KINDS.bmp;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return KINDS.pdf;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return KINDS.zip; // also xlsx, docx
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return KINDS.ole; // xls, doc
  return null;
}

const ZIP_DECLARED: Record<string, string> = {
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
const OLE_DECLARED: Record<string, string> = { 'application/vnd.ms-excel': 'xls', 'application/msword': 'doc' };

/** The stored kind when the declared type agrees with the bytes; null when they disagree. */
export function matchDeclared(declared: string, bytes: Buffer): FileKind | null {
  const kind = sniff(bytes);
  if (!kind) return null;
  const type = declared.toLowerCase().split(';')[0]!.trim();
  if (kind === KINDS.zip) return ZIP_DECLARED[type] ? { ...kind, ext: ZIP_DECLARED[type]!, contentType: type } : null;
  if (kind === KINDS.ole) return OLE_DECLARED[type] ? { ...kind, ext: OLE_DECLARED[type]!, contentType: type } : null;
  if (type === 'image/jpg' && kind === KINDS.jpg) return kind;
  if (type === 'image/apng' && kind === KINDS.png) return kind;
  return type === kind.contentType ? kind : null;
}
