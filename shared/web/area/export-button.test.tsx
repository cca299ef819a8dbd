// @vitest-environment happy-dom
import '../widgets/testing/setup.ts';
import type { AreaBridge } from '@entrepot/bridge/area';
import { defineQuery, text } from '@entrepot/entity';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp } from '../entity/testing/fake-http.ts';
import type { HttpClient } from '../http/index.ts';
import { AreaContext } from './area-context.ts';
import { EXPORT_STARTED, ExportButton } from './export-button.tsx';

const probeQuery = defineQuery({
  name: 'test.probeQuery',
  label: '探针',
  permission: 'test.probe.read',
  defaultSort: [{ field: 'name', dir: 'asc' }],
  fields: { name: text({ label: '名称', max: 10, filter: 'like' }) },
});
const list = { query: { filters: { name: '纸' }, page: 2, per_page: 20, sort: null, exact: false } };

function renderButton(method?: 'get' | 'post') {
  const fake = fakeHttp({ 'GET /export': { task_id: 't1' }, 'POST /export': { task_id: 't1' } });
  const toast = vi.fn();
  const snapshot = { user: { is_admin: true }, permissions: [] };
  const bridge = { subscribe: () => () => {}, getSnapshot: () => snapshot, toast, openTab: vi.fn() } as unknown as AreaBridge;
  render(
    <AreaContext value={{ bridge, http: fake.http as unknown as HttpClient }}>
      <ExportButton entity={probeQuery} url="/export" list={list} method={method} />
    </AreaContext>,
  );
  return { ...fake, toast };
}

describe('ExportButton', () => {
  it('queues the export with the applied filters in the query string', async () => {
    const { calls, toast } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', EXPORT_STARTED));
    expect(calls).toEqual([{ method: 'GET', url: '/export', params: { name: '纸' }, body: undefined }]);
  });

  it('sends them as the body to a route taking its filters there (method post)', async () => {
    const { calls, toast } = renderButton('post');
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', EXPORT_STARTED));
    expect(calls).toEqual([{ method: 'POST', url: '/export', params: undefined, body: { name: '纸' } }]);
  });
});
