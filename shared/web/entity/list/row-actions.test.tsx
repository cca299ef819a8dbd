// @vitest-environment happy-dom
import '../../widgets/testing/setup.ts';
import { defineEntity, defineMachine, status, text } from '@entrepot/entity';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityConfig } from '../config.ts';
import { fakeHttp } from '../testing/fake-http.ts';
import { probe, probeRow } from '../testing/probe-entity.ts';
import { RowActions, rowActionsWidth } from './row-actions.tsx';

const config: EntityConfig = {
  entity: probe,
  http: fakeHttp().http,
  urls: { list: '/p', detail: (i) => `/p/${i}`, create: '/p', update: (i) => `/p/${i}`, remove: (i) => `/p/${i}`, transition: (i, n) => `/p/${i}/${n}` },
  lookups: {},
  can: () => true,
};
const names = () => screen.getAllByRole('button').map((b) => b.textContent?.trim());

/** A page's own row link given as a component that says its words, and one that does not. */
const Choose = Object.assign(() => <button type="button">选择供应商</button>, { linkText: '选择供应商' });
const Other = () => <button type="button">分享</button>;
/** Several links by the row's state, as 包裹's. */
const Several = Object.assign((_: { many: boolean }) => null, { linkWords: ({ many }: { many: boolean }) => (many ? ['复制补发', '分享'] : ['分享']) });

describe('a row’s actions', () => {
  it('are all links when three fit', () => {
    render(<RowActions config={config} row={probeRow({ status: 'active' })} onEdit={vi.fn()} onDelete={vi.fn()} onTransition={vi.fn()} />);
    expect(names()).toEqual(['编辑', '关闭', '删除']);
  });

  it('offer only the transitions the resource serves: the others are the server’s own', () => {
    const served = { ...config, urls: { ...config.urls, transitions: [] } };
    render(<RowActions config={served} row={probeRow({ status: 'active' })} onEdit={vi.fn()} onDelete={vi.fn()} onTransition={vi.fn()} />);
    expect(names()).toEqual(['编辑', '删除']);
  });

  it('are at most three links, the rest under 更多; the page’s own links stay in sight', () => {
    const own = (
      <>
        <button type="button">详情</button>
        <button type="button">复制</button>
      </>
    );
    render(<RowActions config={config} row={probeRow({ status: 'active' })} onEdit={vi.fn()} onDelete={vi.fn()} onTransition={vi.fn()} extra={own} />);
    expect(names()).toEqual(['编辑', '详情', '复制', '更多']);
  });

  it('offer neither 编辑 nor 删除 past the states a record may be edited in, and let the submitter take back a pending one', () => {
    const lifecycle = defineMachine({
      initial: 'draft',
      states: { draft: { label: '草稿', color: 'default' }, pending: { label: '审批中', color: 'blue' }, active: { label: '已生效', color: 'green' } },
      transitions: {
        submit: { label: '提交审批', from: ['draft'], to: 'pending' },
        approve: { label: '通过', from: ['pending'], to: 'active' },
        reject: { label: '驳回', from: ['pending'], to: 'draft' },
        withdraw: { label: '撤回审批', from: ['pending'], to: 'draft' },
      },
    });
    const doc = defineEntity({
      name: 'probe.doc',
      table: 'probe.docs',
      label: '单据',
      titleField: 'code',
      editableIn: ['draft'],
      approval: { documentType: 'probe.doc', submit: 'submit', onDecision: { approved: 'approve', rejected: 'reject', withdrawn: 'withdraw' } },
      fields: { code: text({ label: '单号', max: 20 }), status: status({ label: '状态', machine: lifecycle }) },
    });
    const docs = { ...config, entity: doc };
    const row = (state: string) => ({ id: 'd1', version: 1, created_at: '', updated_at: '', code: 'D1', status: state });
    const { unmount } = render(<RowActions config={docs} row={row('draft')} onEdit={vi.fn()} onDelete={vi.fn()} onTransition={vi.fn()} />);
    expect(names()).toEqual(['编辑', '提交审批', '删除']);
    unmount();
    const again = render(<RowActions config={docs} row={row('pending')} onEdit={vi.fn()} onDelete={vi.fn()} onTransition={vi.fn()} />);
    expect(names()).toEqual(['撤回审批']);
    again.unmount();
    render(<RowActions config={docs} row={row('active')} onEdit={vi.fn()} onDelete={vi.fn()} onTransition={vi.fn()} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('offer 删除 only in the states a record may be deleted in (deletableIn), 编辑 in every state', () => {
    const life = defineMachine({
      initial: 'draft',
      states: { draft: { label: '开发中', color: 'blue' }, live: { label: '在售', color: 'green' } },
      transitions: { launch: { label: '上架', from: ['draft'], to: 'live' } },
    });
    const style = defineEntity({
      name: 'probe.style',
      table: 'probe.styles',
      label: '款式',
      titleField: 'code',
      deletableIn: { states: ['draft'] },
      fields: { code: text({ label: '编码', max: 20 }), status: status({ label: '状态', machine: life }) },
    });
    const row = (state: string) => ({ id: 's1', version: 1, created_at: '', updated_at: '', code: 'S1', status: state });
    const first = render(<RowActions config={{ ...config, entity: style }} row={row('draft')} onEdit={vi.fn()} onDelete={vi.fn()} onTransition={vi.fn()} />);
    expect(names()).toEqual(['编辑', '上架', '删除']);
    first.unmount();
    render(<RowActions config={{ ...config, entity: style }} row={row('live')} onEdit={vi.fn()} onDelete={vi.fn()} onTransition={vi.fn()} />);
    expect(names()).toEqual(['编辑']);
  });

  it('ask the values a transition takes in a dialog, each required, and run it with them', async () => {
    const course = defineMachine({
      initial: 'open',
      states: { open: { label: '待筛选', color: 'orange' }, rejected: { label: '已驳回', color: 'red' } },
      transitions: { reject: { label: '驳回', from: ['open'], to: 'rejected', input: ['reason'] } },
    });
    const idea = defineEntity({
      name: 'probe.idea',
      table: 'probe.ideas',
      label: '需求',
      titleField: 'code',
      fields: {
        code: text({ label: '编号', max: 20 }),
        reason: text({ label: '驳回原因', max: 20, readOnly: true }),
        status: status({ label: '状态', machine: course }),
      },
    });
    const onTransition = vi.fn(async () => {});
    render(
      <RowActions
        config={{ ...config, entity: idea }}
        row={{ id: 'i1', version: 1, created_at: '', updated_at: '', code: 'XQ1', reason: null, status: 'open' }}
        onTransition={onTransition}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('驳回：XQ1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入驳回原因')).toBeTruthy();
    expect(onTransition).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '利润太低' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onTransition).toHaveBeenCalledWith('reject', { reason: '利润太低' }));
  });

  it("size the 操作 column for the row's links: 编辑, the page's own, the commands shown and 更多", () => {
    const row = probeRow({ status: 'active' });
    const own = (
      <>
        <button type="button">上传图片</button>
        <button type="button">转为SPU</button>
      </>
    );
    const plain = rowActionsWidth(config, row, { edit: true, remove: true }); // 编辑 关闭 删除
    expect(plain).toBe(32 + 3 * (2 * 12 + 22) + 2 * 4);
    const crowded = rowActionsWidth(config, row, { edit: true, remove: true, extra: own }); // 编辑 上传图片 转为SPU 更多
    expect(crowded).toBe(32 + (2 * 12 + 22) + (4 * 12 + 22) + (5 * 12 + 22) + (2 * 12 + 22) + 3 * 4 + 14);
    expect(crowded).toBeGreaterThan(180);
    // A component showing a link (and its dialog) says its words; one that does not counts as five characters.
    expect(rowActionsWidth(config, row, { edit: true, remove: false, extra: <Choose /> })).toBe(32 + (2 * 12 + 22) + (5 * 12 + 22) + (2 * 12 + 22) + 2 * 4); // 编辑 选择供应商 关闭
    expect(rowActionsWidth(config, row, { edit: true, remove: false, extra: <Other /> })).toBe(32 + (2 * 12 + 22) + (5 * 12 + 22) + (2 * 12 + 22) + 2 * 4); // 编辑 选择供应商 关闭
    expect(rowActionsWidth({ ...config, can: () => false }, row, { edit: true, remove: true })).toBe(0);
    // A component of several links says them by row: each one counts, and 关闭 then goes under 更多.
    expect(rowActionsWidth(config, row, { edit: true, remove: false, extra: <Several many={false} /> })).toBe(32 + 3 * (2 * 12 + 22) + 2 * 4); // 编辑 分享 关闭
    expect(rowActionsWidth(config, row, { edit: true, remove: false, extra: <Several many /> })).toBe(
      32 + (2 * 12 + 22) + (4 * 12 + 22) + (2 * 12 + 22) + (2 * 12 + 22) + 3 * 4 + 14,
    ); // 编辑 复制补发 分享 更多
  });
});
