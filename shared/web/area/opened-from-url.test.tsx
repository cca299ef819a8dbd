// @vitest-environment happy-dom
import '../widgets/testing/setup.ts';
import type { AreaBridge } from '@entrepot/bridge/area';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { AreaContext } from './area-context.ts';
import { type Arrival, useOpenedFromUrl, useScreenTitle } from './opened-from-url.ts';

function Probe({ arrival, prefill, seen }: { arrival: Arrival; prefill?: string[]; seen: unknown[] }) {
  seen.push(useOpenedFromUrl(arrival, prefill));
  useScreenTitle('新增公告');
  return null;
}

function arrive(search: string, arrival: Arrival, prefill?: string[]) {
  const seen: unknown[] = [];
  const setTitle = vi.fn();
  const bridge = { getSnapshot: () => ({ path: '/x/add' }), setTitle } as unknown as AreaBridge;
  render(
    <AreaContext value={{ bridge, http: {} as never }}>
      <Router searchHook={() => search}>
        <Probe arrival={arrival} prefill={prefill} seen={seen} />
      </Router>
    </AreaContext>,
  );
  return { got: seen.at(-1), setTitle };
}

describe('useOpenedFromUrl', () => {
  it('opens the detail of ?id=, nothing without one', () => {
    expect(arrive('id=7', 'detail').got).toEqual({ id: '7', key: 'id=7', opened: { detail: '7' } });
    expect(arrive('', 'detail').got).toEqual({ id: '', key: '', opened: undefined });
  });

  it("opens ?id='s form to edit, a new record's form without one", () => {
    expect(arrive('id=7', 'edit').got).toMatchObject({ opened: { edit: '7' } });
    expect(arrive('', 'edit').got).toMatchObject({ opened: { create: true } });
  });

  it('fills a new form from the prefill parameters present, and only those', () => {
    expect(arrive('spu_id=s1&x=2', 'create', ['spu_id', 'brand_id']).got).toMatchObject({ opened: { create: true, values: { spu_id: 's1' } } });
    expect(arrive('', 'create', ['spu_id']).got).toMatchObject({ opened: { create: true } });
    expect((arrive('', 'create', ['spu_id']).got as { opened: object }).opened).not.toHaveProperty('values');
  });

  it('names the tab of the screen', () => {
    expect(arrive('', 'create').setTitle).toHaveBeenCalledWith('/x/add', '新增公告');
  });
});
