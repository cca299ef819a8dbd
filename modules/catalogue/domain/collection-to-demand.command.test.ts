import { describe, expect, it } from 'vitest';
import { type CollectionToDemandState, decideCollectionToDemand } from './collection-to-demand.command.ts';

const listing: CollectionToDemandState['listing'] = {
  code: 'CJ20250101-001',
  status: 'collected',
  url: 'https://www.amazon.com/dp/B0TEST3001',
  title: 'AMAZON 商品 B0TEST3001',
  price: '19.99',
  currency: 'EUR',
  platform: 'amazon',
};
const decide = (changes: Partial<CollectionToDemandState['listing']>) =>
  decideCollectionToDemand({ listing: { ...listing, ...changes }, actorId: 'u1' }, { category_id: 'cat1' });

describe('turning a collected listing into a demand', () => {
  it("makes the reader's demand of the listing's title, link, price, currency and platform, and closes the listing", () => {
    expect(decide({})).toEqual({
      demand: {
        title: 'AMAZON 商品 B0TEST3001',
        category_id: 'cat1',
        reference_url: 'https://www.amazon.com/dp/B0TEST3001',
        target_price: '19.99',
        currency: 'EUR',
        platform: 'amazon',
        description: '由数据采集 CJ20250101-001 转入',
        developer_id: 'u1',
      },
      move: { field: 'status', from: ['collected'], to: 'converted', action: 'todemand' },
    });
  });

  it('titles a listing without a title by its code, and cuts a long title to 100 characters', () => {
    expect(decide({ title: null })).toMatchObject({ demand: { title: 'CJ20250101-001' } });
    expect(decide({ title: '长'.repeat(150) })).toMatchObject({ demand: { title: '长'.repeat(100) } });
    expect(decide({ title: 'x'.repeat(100) })).toMatchObject({ demand: { title: 'x'.repeat(100) } });
  });

  it('asks in USD when the currency is none or not a declared one', () => {
    expect(decide({ currency: null })).toMatchObject({ demand: { currency: 'USD' } });
    expect(decide({ currency: 'AUD' })).toMatchObject({ demand: { currency: 'USD' } });
    expect(decide({ currency: 'CNY' })).toMatchObject({ demand: { currency: 'CNY' } });
  });

  it('leaves the platform out when none is read or no 标准价 is computed for it (1688, other)', () => {
    expect(decide({ platform: null })).toMatchObject({ demand: { platform: null } });
    expect(decide({ platform: '1688' })).toMatchObject({ demand: { platform: null } });
    expect(decide({ platform: 'other' })).toMatchObject({ demand: { platform: null } });
    expect(decide({ platform: 'temu' })).toMatchObject({ demand: { platform: 'temu' } });
  });

  it('keeps a listing without a price without a target price', () => {
    expect(decide({ price: null })).toMatchObject({ demand: { target_price: null } });
  });

  it('refuses a listing not collected yet', () => {
    for (const status of ['pending', 'failed', 'converted', 'ignored']) {
      expect(decide({ status })).toEqual({ refused: { conflict: '采集记录 CJ20250101-001 还没有采集成功，不能转为需求' } });
    }
  });
});
