import { describe, expect, it, vi } from 'vitest';
import type { EntityHttp } from './config.ts';
import { createEntityUi } from './entity-context.tsx';

const httpAnswering = (answer: unknown) => ({ get: vi.fn(async () => answer) }) as unknown as EntityHttp & { get: ReturnType<typeof vi.fn> };

describe('createEntityUi lookups', () => {
  it('reads `cache:<name>` from the hub cache and other URLs over HTTP, each once per page', async () => {
    const http = httpAnswering({ list: [{ id: 's1', name: '深圳仓' }] });
    const cachedLookup = vi.fn(async () => [{ id: 'w1', name: '义乌仓' }]);
    const ui = createEntityUi({ http, cachedLookup });
    expect(await ui.lookup('cache:warehouses')).toEqual([{ id: 'w1', name: '义乌仓' }]);
    await ui.lookup('cache:warehouses');
    expect(cachedLookup).toHaveBeenCalledExactlyOnceWith('warehouses');
    expect(await ui.lookup('/api-wms/service/api/getArea')).toEqual([{ id: 's1', name: '深圳仓' }]);
    expect(http.get).toHaveBeenCalledExactlyOnceWith('/api-wms/service/api/getArea');
  });
});
