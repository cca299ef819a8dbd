import { describe, expect, it } from 'vitest';
import { country } from '../entities/index.ts';
import { DEMO_CHANNELS, DEMO_COMPANIES } from './demo-carriers.ts';
import { ISO_COUNTRIES } from './iso-countries.ts';

describe('the seeded ISO 3166-1 list', () => {
  it('holds the 249 assigned codes once each, in the shapes the entity checks', () => {
    expect(ISO_COUNTRIES).toHaveLength(249);
    for (const key of [0, 1, 2, 3] as const) expect(new Set(ISO_COUNTRIES.map((c) => c[key])).size).toBe(249);
    const { code, code3 } = country.fields;
    for (const [a2, a3, name, nameEn] of ISO_COUNTRIES) {
      expect([a2, code.type === 'text' ? code.check?.(a2) : 'x']).toEqual([a2, null]);
      expect([a3, code3.type === 'text' ? code3.check?.(a3) : 'x']).toEqual([a3, null]);
      expect(name.length).toBeLessThanOrEqual(50);
      expect(nameEn.length).toBeLessThanOrEqual(100);
    }
  });

  it('names places the way a Chinese back office does', () => {
    const byCode = new Map(ISO_COUNTRIES.map(([a2, a3, name, en]) => [a2, [a3, name, en]]));
    expect(byCode.get('CN')).toEqual(['CHN', '中国', 'China']);
    expect(byCode.get('HK')?.[1]).toBe('中国香港');
    expect(byCode.get('MO')?.[1]).toBe('中国澳门');
    expect(byCode.get('TW')?.[1]).toBe('中国台湾');
    expect(byCode.get('GB')).toEqual(['GBR', '英国', 'United Kingdom']);
    expect(byCode.has('XK')).toBe(false); // user-assigned, not ISO
  });

  it('gives every demo channel a demo company and known country codes', () => {
    const companies = new Set(DEMO_COMPANIES.map(([code]) => code));
    const codes = new Set(ISO_COUNTRIES.map(([a2]) => a2));
    for (const [code, , company, , served] of DEMO_CHANNELS) {
      expect([code, companies.has(company)]).toEqual([code, true]);
      expect(served.filter((c) => !codes.has(c))).toEqual([]);
    }
  });
});
