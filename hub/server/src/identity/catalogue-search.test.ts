import { describe, expect, it } from 'vitest';
import type { ModuleContext, ModuleManifest, SearchHit } from '../module.ts';
import { Catalogue } from './catalogue.ts';
import type { SessionUser } from './sessions.ts';

const hit = (code: string): SearchHit => ({ kind: '记录', code, title: code, url: `/r/${code}` });
const provider = (name: string, codes: string[]): ModuleManifest => ({ name, services: {}, search: async () => codes.map(hit) });

describe('the palette search', () => {
  it('puts the record whose code is the text typed first, whichever module found it; keeps the others in order', async () => {
    const catalogue = new Catalogue(
      [provider('orders', ['TS001-BLK-ML', 'TS001-BLK-M2']), provider('catalogue', ['TS001-BLK-MX', 'TS001-BLK-M'])],
      {} as ModuleContext,
    );
    const found = await catalogue.search('ts001-blk-m', { isAdmin: true } as SessionUser);
    expect(found.map((h) => h.code)).toEqual(['TS001-BLK-M', 'TS001-BLK-ML', 'TS001-BLK-M2', 'TS001-BLK-MX']);
  });
});
