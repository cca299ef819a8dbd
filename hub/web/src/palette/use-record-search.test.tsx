// @vitest-environment happy-dom
import '../testing/setup.ts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../api/auth.api.ts';
import { useRecordSearch } from './use-record-search.ts';

vi.mock('../api/auth.api.ts', () => ({ authApi: { search: vi.fn() } }));

const hit = (code: string) => ({ kind: 'SKU', code, title: code, url: `/sku/${code}` });
const search = vi.mocked(authApi.search);

describe('the palette record lookup', () => {
  it('asks at every key with no wait, cancels the text typed over and keeps the hits until the newer answer', async () => {
    const answers: Record<string, (hits: ReturnType<typeof hit>[]) => void> = {};
    const signals: Record<string, AbortSignal> = {};
    search.mockImplementation(
      (q, signal) =>
        new Promise((resolve) => {
          answers[q] = resolve as never;
          signals[q] = signal;
        }),
    );
    const { result, rerender } = renderHook(({ q }) => useRecordSearch(q), { initialProps: { q: 'TS' } });
    expect(search).toHaveBeenLastCalledWith('TS', expect.any(AbortSignal)); // asked at once, not after a pause
    await act(async () => answers.TS!([hit('TS001')]));
    expect(result.current).toMatchObject({ hits: [hit('TS001')], answers: 'TS', loading: false });

    rerender({ q: 'TS0' });
    rerender({ q: 'TS00' });
    expect(signals.TS0!.aborted).toBe(true); // typed over: its request is cancelled
    expect(result.current.hits).toEqual([hit('TS001')]); // the last hits stay while the newer one runs
    await act(async () => answers.TS0!([hit('STALE')])); // a late answer of a cancelled text changes nothing
    expect(result.current.answers).toBe('TS');
    await act(async () => answers.TS00!([hit('TS001'), hit('TS002')]));
    await waitFor(() => expect(result.current).toMatchObject({ answers: 'TS00', loading: false }));
    expect(result.current.hits.map((h) => h.code)).toEqual(['TS001', 'TS002']);

    rerender({ q: 'T' });
    expect(result.current.hits).toEqual([]); // one character asks nothing
  });
});
