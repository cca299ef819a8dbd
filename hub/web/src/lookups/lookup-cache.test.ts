import { describe, expect, it, vi } from 'vitest';
import { itemsOf, LookupCache, type LookupInfo } from './lookup-cache.ts';

const info = (name: string, version: number): LookupInfo => ({ name, label: name, method: 'GET', url: `/${name}`, body: null, version });

function cacheWith(versions: Record<string, number>) {
  const state = { versions, reads: [] as string[] };
  const deliver = vi.fn();
  const cache = new LookupCache({
    describe: async () => Object.entries(state.versions).map(([n, v]) => info(n, v)),
    read: async (i) => {
      state.reads.push(i.name);
      return { list: [`${i.name}@${state.versions[i.name]}`] };
    },
    deliver,
  });
  return { cache, state, deliver };
}

describe('LookupCache', () => {
  it('reads a list once for every area that asks', async () => {
    const { cache, state, deliver } = cacheWith({ warehouses: 3 });
    await Promise.all([cache.request('wms', 'warehouses'), cache.request('purchase', 'warehouses')]);
    expect(state.reads).toEqual(['warehouses']);
    expect(deliver).toHaveBeenCalledWith(['wms'], 'warehouses', 3, ['warehouses@3']);
    expect(deliver).toHaveBeenCalledWith(['purchase'], 'warehouses', 3, ['warehouses@3']);
  });

  it('re-reads only the lists whose version moved, and sends them to every area that asked', async () => {
    const { cache, state, deliver } = cacheWith({ warehouses: 1, countries: 1 });
    await cache.request('wms', 'warehouses');
    await cache.request('purchase', 'warehouses');
    await cache.request('logistics', 'countries');
    state.versions = { warehouses: 2, countries: 1 };
    deliver.mockClear();
    expect(await cache.refresh()).toEqual(['warehouses']);
    expect(state.reads).toEqual(['warehouses', 'countries', 'warehouses']);
    expect(deliver).toHaveBeenCalledExactlyOnceWith(['wms', 'purchase'], 'warehouses', 2, ['warehouses@2']);
  });

  it('tells the area when a list cannot be read, and reads it again next time', async () => {
    const { cache, deliver } = cacheWith({});
    await cache.request('wms', 'nothing');
    expect(deliver).toHaveBeenCalledWith(['wms'], 'nothing', 0, [], '没有名为 nothing 的缓存列表');
  });

  it('reads items from arrays, pages and anything else as empty', () => {
    expect(itemsOf([1])).toEqual([1]);
    expect(itemsOf({ list: [2], total: 1 })).toEqual([2]);
    expect(itemsOf(null)).toEqual([]);
  });
});
