import { describe, expect, it } from 'vitest';
import { CHINA_CITIES, type CityNode, isKnownCity } from './china-cities.ts';

const cities = (province: string): CityNode[] => CHINA_CITIES.find((p) => p.value === province)?.children ?? [];

describe('CHINA_CITIES', () => {
  it('lists the 34 province-level divisions once each', () => {
    expect(CHINA_CITIES).toHaveLength(34);
    expect(new Set(CHINA_CITIES.map((p) => p.value)).size).toBe(34);
  });

  it('lists no city twice within a province, and every province has cities', () => {
    for (const province of CHINA_CITIES) {
      const names = (province.children ?? []).map((c) => c.value);
      expect(names.length, province.value).toBeGreaterThan(0);
      expect(new Set(names).size, province.value).toBe(names.length);
    }
  });

  it('has the prefecture-level divisions of a few provinces', () => {
    expect(cities('广东省')).toHaveLength(21);
    expect(cities('广东省').map((c) => c.value)).toEqual(expect.arrayContaining(['深圳市', '广州市']));
    expect(cities('浙江省')).toHaveLength(11);
    expect(cities('江苏省')).toHaveLength(13);
    expect(cities('四川省')).toHaveLength(21);
    expect(cities('北京市')).toHaveLength(16);
  });

  it('labels every node with its value', () => {
    for (const province of CHINA_CITIES) {
      for (const n of [province, ...(province.children ?? [])]) {
        expect(n.label).not.toBe('');
        expect(n.label).toBe(n.value);
      }
    }
  });
});

describe('isKnownCity', () => {
  it('is true only for a city of that province', () => {
    expect(isKnownCity('广东省', '深圳市')).toBe(true);
    expect(isKnownCity('广东省', '杭州市')).toBe(false);
    expect(isKnownCity('火星省', '深圳市')).toBe(false);
  });
});
