import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { matchDeclared } from './sniff.ts';
import { LocalStorage } from './storage.ts';

const key = '2026/11/01a200cb-1b5c-7a13-8269-1212095bb980.png';

describe('LocalStorage', () => {
  it('round-trips bytes and never overwrites', async () => {
    const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'entrepot-ls-')));
    await storage.put(key, Buffer.from('png'));
    const stream = await storage.get(key);
    expect(stream && (await text(stream))).toBe('png');
    await expect(storage.put(key, Buffer.from('again'))).rejects.toThrow();
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys that could leave the root', async () => {
    const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'entrepot-ls-')));
    await expect(storage.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('invalid storage key');
    await expect(storage.get('2026/11/../../x.png')).rejects.toThrow('invalid storage key');
  });
});

describe('matchDeclared', () => {
  const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]);
  it('accepts an xlsx declared as such and names it by its type', () => {
    expect(matchDeclared('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsx)?.ext).toBe('xlsx');
  });
  it('refuses a zip declared as an image', () => {
    expect(matchDeclared('image/png', xlsx)).toBeNull();
  });
  it('refuses unknown bytes', () => {
    expect(matchDeclared('text/html', Buffer.from('<html><script>'))).toBeNull();
  });
});
