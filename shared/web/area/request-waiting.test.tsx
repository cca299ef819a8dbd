// @vitest-environment happy-dom
import '../widgets/testing/setup.ts';
import type { AreaBridge } from '@entrepot/bridge/area';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp } from '../entity/testing/fake-http.ts';
import type { HttpClient } from '../http/index.ts';
import { AreaContext } from './area-context.ts';
import { useWaitingMarks, type WaitingSource } from './request-waiting.tsx';

const sources: WaitingSource[] = [
  { url: '/state/waiting', open: (w) => `/approve?id=${w.request_id}` },
  { url: '/change/waiting', open: (w) => `/change/detail?id=${w.request_id}` },
];

function Rows({ rows }: { rows: { id: string; name: string }[] }) {
  const mark = useWaitingMarks('sku', sources);
  return (
    <ul>
      {rows.map((r) => (
        <li key={r.id} data-testid={r.id}>
          {r.name}
          {mark(r)}
        </li>
      ))}
    </ul>
  );
}

describe('useWaitingMarks', () => {
  it('asks each source once for the rows shown, marks the waited ones, and stays quiet when a source refuses', async () => {
    const fake = fakeHttp({
      'GET /state/waiting': [{ id: 'a', request_id: 'r1', code: 'ZT20261128001', what: '停售申请' }],
      'GET /change/waiting': () => Promise.reject(new Error('10403')),
    });
    const bridge = { subscribe: () => () => {}, getSnapshot: () => ({}), toast: vi.fn() } as unknown as AreaBridge;
    render(
      <AreaContext value={{ bridge, http: fake.http as unknown as HttpClient }}>
        <Rows
          rows={[
            { id: 'a', name: '黑色M' },
            { id: 'b', name: '白色M' },
          ]}
        />
      </AreaContext>,
    );
    await waitFor(() => expect(screen.getByTestId('a').textContent).toContain('审批中'));
    expect(screen.getByTestId('b').textContent).toBe('白色M');
    expect(fake.calls.map((c) => [c.url, c.params])).toEqual([
      ['/state/waiting', { kind: 'sku', ids: 'a,b' }],
      ['/change/waiting', { kind: 'sku', ids: 'a,b' }],
    ]);
  });
});
