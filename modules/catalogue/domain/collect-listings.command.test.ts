import { describe, expect, it } from 'vitest';
import { COLLECTABLE, collectedMoves, decideCollectListings } from './collect-listings.command.ts';

const record = (id: string, status: string) => ({ id, code: `CJ20250101-00${id}`, status, url: `https://www.amazon.com/dp/B0TEST000${id}` });
const listing = { title: 'AMAZON 商品 B0TEST0001', price: '19.99', currency: 'USD', rating: '4.5', reviews: 120, image_url: null };

describe('collecting listings: which links are read', () => {
  it('reads every record waiting, read or failed, in the order read', () => {
    expect(decideCollectListings({ records: [record('2', 'failed'), record('1', 'pending'), record('3', 'collected')] })).toEqual({
      read: [
        { id: '2', url: 'https://www.amazon.com/dp/B0TEST0002' },
        { id: '1', url: 'https://www.amazon.com/dp/B0TEST0001' },
        { id: '3', url: 'https://www.amazon.com/dp/B0TEST0003' },
      ],
    });
  });

  it('refuses records turned into a demand or ignored, naming each', () => {
    expect(decideCollectListings({ records: [record('1', 'pending'), record('2', 'converted'), record('3', 'ignored')] })).toEqual({
      refused: { conflict: '以下采集记录已转需求或已忽略，不能采集：CJ20250101-002、CJ20250101-003' },
    });
    expect(decideCollectListings({ records: [record('4', 'ignored')] })).toEqual({
      refused: { conflict: '以下采集记录已转需求或已忽略，不能采集：CJ20250101-004' },
    });
  });
});

describe('collecting listings: what the links read come to', () => {
  it('moves a record read to collected with its figures and no reason, one not read to failed with the reason', () => {
    const moves = collectedMoves([
      { id: '1', result: listing },
      { id: '2', result: { error: '暂不支持该平台的链接' } },
      { id: '3', result: { ...listing, title: 'other' } },
    ]);
    expect(moves).toEqual({
      from: ['pending', 'collected', 'failed'],
      action: 'collect',
      moves: [
        { id: '1', to: 'collected', extra: { ...listing, fail_reason: null } },
        { id: '2', to: 'failed', extra: { fail_reason: '暂不支持该平台的链接' } },
        { id: '3', to: 'collected', extra: { ...listing, title: 'other', fail_reason: null } },
      ],
      collected: 2,
      failed: 1,
    });
    expect(moves.from).toBe(COLLECTABLE);
  });

  it('counts every link failed, or none read', () => {
    expect(collectedMoves([{ id: '1', result: { error: '链接中没有商品编号，无法采集' } }])).toMatchObject({ collected: 0, failed: 1 });
    expect(collectedMoves([])).toEqual({ from: COLLECTABLE, action: 'collect', moves: [], collected: 0, failed: 0 });
  });
});
