import { describe, expect, it } from 'vitest';
import { acceptsFileName, DEFAULT_IMPORT_ACCEPT, withPickedFiles } from './import-files.ts';

const f = (name: string) => ({ name, size: 1, lastModified: 0 });
const names = (files: { name: string }[]) => files.map((file) => file.name);

describe('acceptsFileName', () => {
  it('checks the extension, ignoring case', () => {
    expect(acceptsFileName('skus.xlsx', DEFAULT_IMPORT_ACCEPT)).toBe(true);
    expect(acceptsFileName('SKUS.XLS', DEFAULT_IMPORT_ACCEPT)).toBe(true);
    expect(acceptsFileName('skus.csv', DEFAULT_IMPORT_ACCEPT)).toBe(false);
    expect(acceptsFileName('xlsx', DEFAULT_IMPORT_ACCEPT)).toBe(false);
    expect(acceptsFileName('anything.bin', [])).toBe(true);
  });
});

describe('withPickedFiles', () => {
  it('single mode keeps only the newest file', () => {
    expect(names(withPickedFiles([f('a')], [f('b'), f('c')], false))).toEqual(['c']);
  });

  it('multiple mode adds to the held files, once each', () => {
    expect(names(withPickedFiles([f('a')], [f('b'), f('c')], true))).toEqual(['a', 'b', 'c']);
    expect(names(withPickedFiles([f('a')], [f('a'), f('b'), f('b')], true))).toEqual(['a', 'b']);
  });

  it('an empty pick changes nothing', () => {
    expect(names(withPickedFiles([f('a')], [], false))).toEqual(['a']);
  });
});
