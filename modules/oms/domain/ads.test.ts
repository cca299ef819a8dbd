import { describe, expect, it } from 'vitest';
import { fakeAds } from '../server/ads/fake-ads.ts';
import { percentOf } from './ads.ts';

describe('广告', () => {
  it.each([
    ['25.00', '100.00', '25.00'],
    ['1', '3', '33.33'],
    ['2', '3', '66.67'],
    ['0.005', '1', '0.50'],
    ['12.34', '0', null],
    ['-5', '20', '-25.00'],
    ['0', '7.5', '0.00'],
  ])('%s of %s is %s%%', (part, whole, percent) => {
    expect(percentOf(part, whole)).toBe(percent);
  });

  it('reads the same report for the same day, and none for a day not over', async () => {
    const ads = fakeAds({ skus: ['A-1', 'B-2'], now: () => new Date('2026-11-27T10:00:00Z') });
    const [profile] = await ads.profiles({ id: 'acc-1', account_name: 'amz', site_code: 'US' });
    expect(profile).toMatchObject({ country: 'US', currency: 'USD' });
    const once = await ads.spReport(profile!, '2026-11-26');
    expect(once).toHaveLength(6);
    expect(await ads.spReport(profile!, '2026-11-26')).toEqual(once);
    for (const l of once) {
      expect(l.clicks).toBeLessThanOrEqual(l.impressions);
      expect(l.ad_orders).toBeLessThanOrEqual(l.clicks);
      expect(l.spend).toMatch(/^\d+\.\d{2}$/);
    }
    expect(await ads.spReport(profile!, '2026-11-27')).toEqual([]);
    expect(await ads.profiles({ id: 'acc-2', account_name: 'x', site_code: 'ZZ' })).toEqual([]);
  });
});
