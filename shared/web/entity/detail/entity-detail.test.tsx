// @vitest-environment happy-dom
import '../../widgets/testing/setup.ts';
import { children, createdAt, defineEntity, quantity, reference, text } from '@entrepot/entity';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityConfig } from '../config.ts';
import { fakeHttp } from '../testing/fake-http.ts';
import { probe, probeRow } from '../testing/probe-entity.ts';
import { EntityDetail } from './entity-detail.tsx';
import { actionLabel, changeLines, type OperationLogEntry } from './operation-log.ts';

// Happy DOM draws no canvas: the barcode says what it would encode.
vi.mock('../../widgets/barcode/barcode.tsx', () => ({ Barcode: ({ value }: { value: string }) => <span>条码:{value}</span> }));

const id = '0190a000-0000-7000-8000-000000000001';
const log: OperationLogEntry[] = [
  {
    id: 'l3',
    at: '2026-11-21T10:00:00Z',
    user_name: '王芳',
    action: 'activate',
    changes: { status: { before: 'draft', after: 'active' } },
  },
  {
    id: 'l2',
    at: '2026-11-21T09:00:00Z',
    user_name: '王芳',
    action: 'update',
    changes: { name: { before: '纸箱', after: '木箱' }, owner_id: { before: null, after: 'p2' }, enabled: { before: true, after: false } },
  },
  { id: 'l1', at: '2026-11-21T08:00:00Z', user_name: '管理员', action: 'create', changes: { name: { before: null, after: '纸箱' } } },
];

describe('operation log text', () => {
  it('labels actions: CRUD in Chinese, transitions by their machine label', () => {
    expect(['create', 'update', 'delete', 'close', 'unknown'].map((a) => actionLabel(probe, a))).toEqual(['新增', '编辑', '删除', '关闭', 'unknown']);
  });

  it('writes each change as label: before → after in the renderers’ text form', () => {
    const titles = { owner_id: new Map([['p2', '李强']]) };
    expect(changeLines(probe, log[1]?.changes ?? null, titles)).toEqual(['名称: 纸箱 → 木箱', '负责人: 空 → 李强', '启用: 是 → 否']);
    expect(changeLines(probe, { due_at: { before: null, after: '2026-11-30T04:00:00Z' } })).toEqual(['截止时间: 空 → 2026-11-30 12:00:00']);
  });
});

describe('EntityDetail', () => {
  it('shows the fields by renderer and the operation log in Shanghai time', async () => {
    const fake = fakeHttp({
      [`GET /probe/${id}`]: probeRow({ status: 'active', phone: '13800000000' }),
      'GET /api-auth/api/v1/audit-log': log,
      'GET /people': [{ id: 'p2', name: '李强' }],
      'GET /tags': [],
    });
    const config: EntityConfig = {
      entity: probe,
      http: fake.http,
      urls: { list: '/probes', detail: (i) => `/probe/${i}`, create: '/probe', update: (i) => `/probe/${i}`, remove: (i) => `/probe/${i}` },
      lookups: { 'test.person': '/people', 'test.tag': '/tags' },
      can: () => true,
    };
    render(<EntityDetail config={config} id={id} />);
    expect(await screen.findByText('13800000000')).toBeTruthy(); // list: false fields are in the detail
    expect(screen.getByText('王芳')).toBeTruthy();
    expect(screen.getByText('2026-11-21 16:00:00')).toBeTruthy(); // 创建时间
    expect(screen.getByText('生效').parentElement?.querySelector('[data-color="green"]')).toBeTruthy();

    fireEvent.click(screen.getByText('操作日志'));
    const logTable = (await screen.findByText('管理员')).closest('table') as HTMLElement;
    expect(fake.calls.find((c) => c.url.startsWith('/api-auth'))?.url).toBe(`/api-auth/api/v1/audit-log?entity=test.probe&record_id=${id}`);
    expect(within(logTable).getByText('2026-11-21 18:00:00')).toBeTruthy();
    expect(within(logTable).getByText('状态: 草稿 → 生效')).toBeTruthy();
    expect(within(logTable).getByText('新增')).toBeTruthy();
    expect(within(logTable).getByText('编辑')).toBeTruthy();
    expect(await within(logTable).findByText('负责人: 空 → 李强')).toBeTruthy();
  });

  it('prints a document from its detail: its number, header and lines as a person reads them', async () => {
    const line = defineEntity({
      name: 'test.docLine',
      table: 'test.doc_lines',
      label: '明细',
      titleField: 'sku_code',
      fields: {
        doc_id: reference({ label: '单据', to: 'test.doc', required: true }),
        source_id: reference({ label: '来源明细', to: 'test.source', required: true, list: false }),
        sku_code: text({ label: 'SKU编码', max: 40 }),
        quantity: quantity({ label: '数量', required: true }),
      },
    });
    const doc = defineEntity({
      name: 'test.doc',
      table: 'test.docs',
      label: '测试单据',
      titleField: 'code',
      document: { lines: 'lines' },
      fields: {
        code: text({ label: '单号', max: 20 }),
        remark: text({ label: '备注', max: 20 }),
        lines: children({ label: '明细', entity: line, foreignKey: 'doc_id', max: 9 }),
      },
    });
    const fake = fakeHttp({
      [`GET /doc/${id}`]: {
        id,
        version: 1,
        created_at: '2026-11-21T08:00:00Z',
        updated_at: '2026-11-21T08:00:00Z',
        code: 'TD001',
        remark: '加急',
        lines: [{ id: 'l1', source_id: 'x-uuid', sku_code: 'HD001-BLK-XXL', quantity: 60 }],
      },
    });
    const urls = { list: '/docs', detail: (i: string) => `/doc/${i}`, create: '/doc', update: (i: string) => `/doc/${i}`, remove: (i: string) => `/doc/${i}` };
    render(<EntityDetail config={{ entity: doc, http: fake.http, urls, lookups: {}, can: () => true }} id={id} />);
    fireEvent.click(await screen.findByRole('button', { name: /打印/ }));
    const sheet = (await screen.findByText('测试单据')).closest('.print-doc') as HTMLElement;
    expect(within(sheet).getByText('加急')).toBeTruthy();
    expect([...sheet.querySelectorAll('.print-lines th')].map((th) => th.textContent)).toEqual(['序号', 'SKU编码', '数量']);
    expect(within(sheet).getByText('HD001-BLK-XXL')).toBeTruthy();
    expect(sheet.textContent).not.toContain('x-uuid');
    expect(within(sheet).getByText('条码:TD001')).toBeTruthy();
  });

  it('prints a numbered record declared printable (no lines): its header and barcode; an undeclared one offers no 打印', async () => {
    const voucher = defineEntity({
      name: 'test.voucher',
      table: 'test.vouchers',
      label: '测试凭证',
      titleField: 'code',
      printable: true,
      fields: { code: text({ label: '凭证号', max: 20 }), remark: text({ label: '摘要', max: 20 }) },
    });
    const fake = fakeHttp({
      [`GET /voucher/${id}`]: { id, version: 1, created_at: '2026-11-21T08:00:00Z', updated_at: '2026-11-21T08:00:00Z', code: 'TK001', remark: '运费多付' },
    });
    const urls = {
      list: '/vouchers',
      detail: (i: string) => `/voucher/${i}`,
      create: '/voucher',
      update: (i: string) => `/voucher/${i}`,
      remove: (i: string) => `/voucher/${i}`,
    };
    const { unmount } = render(<EntityDetail config={{ entity: voucher, http: fake.http, urls, lookups: {}, can: () => true }} id={id} />);
    fireEvent.click(await screen.findByRole('button', { name: /打印/ }));
    const sheet = (await screen.findByText('测试凭证')).closest('.print-doc') as HTMLElement;
    expect(within(sheet).getByText('运费多付')).toBeTruthy();
    expect(sheet.querySelector('.print-lines')).toBeNull();
    expect(within(sheet).getByText('条码:TK001')).toBeTruthy();
    unmount();
    const plain = { ...voucher, printable: undefined };
    render(<EntityDetail config={{ entity: plain, http: fake.http, urls, lookups: {}, can: () => true }} id={id} />);
    expect(await screen.findByText('运费多付')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /打印/ })).toBeNull();
  });

  it('says why a record cannot be opened, in place of an endless spinner, without the field key or a toast', async () => {
    const refused = (code: number, message: string) => () => Promise.reject(Object.assign(new Error(message), { code }));
    const fake = fakeHttp({
      'GET /probe/bad': refused(10422, 'id: 记录编号不正确'),
      'GET /probe/gone': refused(10404, '测试项不存在'),
      'GET /api-auth/api/v1/audit-log': [],
    });
    const config: EntityConfig = {
      entity: probe,
      http: fake.http,
      urls: { list: '/probes', detail: (i) => `/probe/${i}`, create: '/probe', update: (i) => `/probe/${i}`, remove: (i) => `/probe/${i}` },
      lookups: {},
      can: () => true,
    };
    const { unmount } = render(<EntityDetail config={config} id="bad" />);
    expect(await screen.findByText('无法打开这条探针')).toBeTruthy();
    expect(screen.getByText('记录编号不正确')).toBeTruthy();
    expect(fake.http.get).toHaveBeenCalledWith('/probe/bad', { silent: true });
    unmount();
    render(<EntityDetail config={config} id="gone" />);
    expect(await screen.findByText('记录不存在或已被删除')).toBeTruthy();
  });

  it('shows 创建时间 once when the entity declares it as a field, and tells the page the record arrived', async () => {
    const withCreatedAt = { ...probe, fields: { ...probe.fields, created_at: createdAt() } };
    const fake = fakeHttp({ [`GET /probe/${id}`]: probeRow({ status: 'active' }), 'GET /people': [], 'GET /tags': [] });
    const config: EntityConfig = {
      entity: withCreatedAt,
      http: fake.http,
      urls: { list: '/probes', detail: (i) => `/probe/${i}`, create: '/probe', update: (i) => `/probe/${i}`, remove: (i) => `/probe/${i}` },
      lookups: { 'test.person': '/people', 'test.tag': '/tags' },
      can: () => true,
    };
    const loaded = vi.fn();
    const { rerender } = render(<EntityDetail config={config} id={id} slots={{ loaded }} />);
    expect(await screen.findByText('2026-11-21 16:00:00')).toBeTruthy();
    expect(screen.getAllByText('创建时间')).toHaveLength(1);
    rerender(<EntityDetail config={config} id={id} slots={{ loaded: (row) => loaded(row) }} />);
    expect(loaded).toHaveBeenCalledOnce(); // once per record read, not per render
    expect(loaded.mock.calls[0]?.[0]).toMatchObject({ id });
  });
});
