export const DEFAULT_IMPORT_ACCEPT = ['.xls', '.xlsx'];
export const DEFAULT_IMPORT_HINT = 'xls、xlsx...';

/** Whether a file name ends with one of the accepted extensions ('.xlsx'); no list accepts anything. */
export function acceptsFileName(name: string, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const lower = name.toLowerCase();
  return accept.some((extension) => lower.endsWith(extension.toLowerCase()));
}

type HeldFile = Pick<File, 'name' | 'size' | 'lastModified'>;

/** Identifies a held file; the same file picked twice has the same key. */
export function heldFileKey(file: HeldFile): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

/**
 * The held files after a pick: single mode keeps only the newest file, multiple mode adds to the list
 * and ignores a file that is already held.
 */
export function withPickedFiles<T extends HeldFile>(current: readonly T[], picked: readonly T[], multiple: boolean): T[] {
  if (picked.length === 0) return [...current];
  if (!multiple) return [picked[picked.length - 1] as T];
  const held = new Set(current.map(heldFileKey));
  const added = picked.filter((file) => {
    const key = heldFileKey(file);
    if (held.has(key)) return false;
    held.add(key);
    return true;
  });
  return [...current, ...added];
}
