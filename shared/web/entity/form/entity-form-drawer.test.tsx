// @vitest-environment happy-dom
import '../../widgets/testing/setup.ts';
import { text } from '@entrepot/entity';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityConfig, EntityRow } from '../config.ts';
import { InvalidJson } from '../fields/json.tsx';
import { fakeHttp } from '../testing/fake-http.ts';
import { HttpErrorLike } from '../testing/http-error.ts';
import { probe, probeRow } from '../testing/probe-entity.ts';
import { EntityFormDrawer } from './entity-form-drawer.tsx';
import { fieldOfValidationError, validateField } from './validate.ts';

function renderForm(record: EntityRow | null, routes: Record<string, unknown> = {}, over: Partial<EntityConfig> = {}, prefill?: Record<string, unknown>) {
  const fake = fakeHttp({ 'GET /people': [], 'GET /tags': [], ...routes });
  const toast = vi.fn();
  const onSaved = vi.fn();
  const config: EntityConfig = {
    entity: probe,
    http: fake.http,
    urls: { list: '/probes', detail: (id) => `/probe/${id}`, create: '/probe', update: (id) => `/probe/${id}`, remove: (id) => `/probe/${id}` },
    lookups: { 'test.person': '/people', 'test.tag': '/tags' },
    can: () => true,
    toast,
    ...over,
  };
  render(<EntityFormDrawer config={config} record={record} prefill={prefill} onClose={vi.fn()} onSaved={onSaved} />);
  return { ...fake, toast, onSaved };
}

const save = async () => {
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await act(async () => {});
};
const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('validateField', () => {
  it('mirrors the server messages', () => {
    const f = probe.fields;
    expect(validateField(f.name, '  ')).toBe('请输入名称');
    expect(validateField({ ...f.kind, required: true }, null)).toBe('请选择类型');
    expect(validateField(f.name, '一二三四五六七八九十十')).toBe('名称最多10个字符');
    expect(validateField(f.qty, -1)).toBe('数量不能小于0');
    expect(validateField(f.phone, '123')).toBe('请输入正确的手机号码');
    expect(validateField(f.phone, '')).toBeNull();
    expect(validateField(f.code, '')).toBeNull(); // generated when blank
    expect(validateField(f.meta, new InvalidJson('{'))).toBe('附加信息格式不正确');
    expect(validateField(f.meta, [1])).toBe('附加信息必须是对象');
  });

  it('reads the field of a 10422 answer', () => {
    expect(fieldOfValidationError('name: 名称已存在', null, ['name'])).toEqual([{ field: 'name', rule: '名称已存在' }]);
    expect(fieldOfValidationError('x', { issues: [{ field: 'qty', rule: '数量不能大于999999' }] }, ['qty'])).toEqual([
      { field: 'qty', rule: '数量不能大于999999' },
    ]);
    expect(fieldOfValidationError('(body): 格式不正确', null, ['name'])).toEqual([]);
  });
});

describe('EntityFormDrawer', () => {
  it('refuses to save without the required field, and with a text too long', async () => {
    const { calls } = renderForm(null);
    expect(screen.getByText('新增探针')).toBeTruthy();
    await save();
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    type('请输入名称', '一二三四五六七八九十十');
    await save();
    expect(await screen.findByText('名称最多10个字符')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates with the filled fields and the extra create-only fields', async () => {
    const password = text({ label: '初始密码', max: 20, required: true, writeOnly: true });
    const { calls, toast, onSaved } = renderForm(null, { 'POST /probe': probeRow() }, { extraFields: { password } });
    expect(screen.queryByText('状态')).toBeNull(); // read-only
    type('请输入名称', ' 纸箱 ');
    type('请输入初始密码', 'Secret@2026');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: '纸箱', enabled: true, password: 'Secret@2026' });
    expect(toast).toHaveBeenCalledWith('success', '保存成功');
  });

  it('a new record opened with values from the page starts from them and saves them with the rest', async () => {
    const { calls, onSaved } = renderForm(null, { 'POST /probe': probeRow() }, {}, { name: '来自采购单', qty: 7 });
    expect(screen.getByText('新增探针')).toBeTruthy();
    expect(screen.getByDisplayValue('来自采购单')).toBeTruthy();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: '来自采购单', qty: 7, enabled: true });
  });

  it('updates the changed fields with the version; immutable ones are fixed', async () => {
    const row = probeRow();
    const { calls, onSaved } = renderForm(row, { 'PUT /probe/0190a000-0000-7000-8000-000000000001': probeRow({ name: '木箱', version: 4 }) });
    expect(screen.getByText('编辑探针')).toBeTruthy();
    expect((screen.getByDisplayValue('PB0001') as HTMLInputElement).disabled).toBe(true);
    type('请输入名称', '木箱');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: '木箱', version: 3 });
  });

  it('marks the field a 10422 answer names', async () => {
    renderForm(null, {
      'POST /probe': () => {
        throw new HttpErrorLike(10422, 'name: 名称已存在');
      },
    });
    type('请输入名称', '纸箱');
    await save();
    expect(await screen.findByText('名称已存在')).toBeTruthy();
  });

  describe('a document under an edit lease', () => {
    const ID = '0190a000-0000-7000-8000-000000000001';
    const lock = {
      state: (id: string) => `/probe/getLockBefor/${id}`,
      acquire: (id: string) => `/probe/getLock/${id}`,
      renew: (id: string) => `/probe/heartbeat/${id}`,
      release: (id: string) => `/probe/unLock/${id}`,
    };
    const leased = (routes: Record<string, unknown>) =>
      renderForm(probeRow(), routes, {
        urls: { list: '/probes', detail: (id) => `/probe/${id}`, create: '/probe', update: (id) => `/probe/${id}`, remove: (id) => `/probe/${id}`, lock },
      });

    it('takes the lease on opening, saves with its token and gives it back on closing', async () => {
      const { calls } = leased({ [`POST /probe/getLock/${ID}`]: { token: 'T1' }, [`PUT /probe/${ID}`]: probeRow(), [`POST /probe/unLock/${ID}`]: null });
      await screen.findByPlaceholderText('请输入名称');
      type('请输入名称', '木箱');
      await save();
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: '木箱', version: 3, lock_token: 'T1' });
      cleanup();
      expect(calls.at(-1)).toMatchObject({ method: 'POST', url: `/probe/unLock/${ID}`, body: { lock_token: 'T1' } });
    });

    it('says who holds it and does not let the person save', async () => {
      leased({
        [`POST /probe/getLock/${ID}`]: () => {
          throw new HttpErrorLike(10409, '该探针正由 张三 编辑（自 11-26 14:05 起），请稍后再试');
        },
      });
      expect(await screen.findByText('该探针正由 张三 编辑（自 11-26 14:05 起），请稍后再试')).toBeTruthy();
      expect((screen.getByRole('button', { name: /保\s*存/ }) as HTMLButtonElement).disabled).toBe(true);
    });
  });
});
