import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../identity/seed.ts';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: Session;
const s = {} as Record<'buyer' | 'warehouse' | 'finance' | 'ops' | 'cs', Session>;
const id = {} as Record<'buyer' | 'warehouse' | 'finance' | 'ops' | 'cs' | 'manager', string>;
const flow = {} as Record<'big' | 'normal' | 'urgent' | 'countersign', string>;

const api = (path: string) => `/api-auth/api/v1${path}`;
const get = (path: string, as: Session = admin) => t.call({ method: 'GET', url: api(path), as }).then((r) => r.body);
const post = (path: string, payload: object, as: Session = admin) => t.call({ method: 'POST', url: api(path), payload, as }).then((r) => r.body);
const put = (path: string, payload: object, as: Session = admin) => t.call({ method: 'PUT', url: api(path), payload, as }).then((r) => r.body);

const staffId = async (login: string) => (await get(`/staffs?login_name=${login}`)).data.list[0];
const submit = (document_id: string, extra: object = {}, as = s.buyer) =>
  post('/approval/submit', { document_type: 'purchase.order', document_id, title: `采购单 ${document_id}`, ...extra }, as);
const todo = async (as: Session) => (await get('/approval/todo', as)).data.list.map((r: { document_id: string }) => r.document_id);
const events = async (requestId: string) =>
  (await t.db.database.pool.query("select name, payload from platform.outbox_events where payload->>'request_id' = $1 order by created_at", [requestId])).rows;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  id.manager = (await post('/role', { name: '部门主管' })).data.id;
  const submitter = (await post('/role', { name: '审批提交', permissions: ['admin.approval.submit'] })).data.id;
  const logins = { buyer: 'buyer01', warehouse: 'warehouse01', finance: 'finance01', ops: 'ops01', cs: 'cs01' } as const;
  for (const [key, login] of Object.entries(logins) as [keyof typeof logins, string][]) {
    const staff = await staffId(login);
    id[key] = staff.id;
    const extra = key === 'buyer' ? [submitter] : key === 'warehouse' || key === 'finance' ? [id.manager] : [];
    if (extra.length) await put(`/staff/${staff.id}`, { role_ids: [...staff.role_ids, ...extra], version: staff.version });
    s[key] = await t.login(login, DEMO_PASSWORD);
  }
  const level = (name: string, approvers: object, mode = 'any') => ({ name, mode, approvers });
  const create = async (body: object) => {
    const res = await post('/approval/flow', body);
    expect(res.code, res.message).toBe(10000);
    return res.data.id as string;
  };
  flow.big = await create({
    document_type: 'purchase.order',
    name: '大额采购',
    priority: 10,
    conditions: { amount_min: '10000' },
    levels: [level('主管审批', { roles: [id.manager] }), level('运营审批', { users: [id.ops] })],
  });
  flow.normal = await create({ document_type: 'purchase.order', name: '普通采购', priority: 20, levels: [level('主管审批', { roles: [id.manager] })] });
  flow.urgent = await create({
    document_type: 'purchase.order',
    name: '加急采购',
    priority: 5,
    conditions: { types: ['urgent'] },
    levels: [level('客服确认', { users: [id.cs] })],
  });
  flow.countersign = await create({
    document_type: 'quality.change',
    name: '变更会签',
    priority: 1,
    levels: [level('会签', { users: [id.warehouse, id.finance] }, 'all')],
  });
});
afterAll(async () => t?.close());

describe('an approval with two levels', () => {
  it('goes to the level-1 role, then the level-2 user, and its last approval finishes it with an event', async () => {
    const req = (await submit('PO-1', { amount: '12000.00' })).data;
    expect(req).toMatchObject({ status: 'pending', flow_id: flow.big, current_level: 1, current_level_name: '主管审批', amount: '12000.00' });
    expect(await todo(s.warehouse)).toContain('PO-1');
    expect(await todo(s.finance)).toContain('PO-1');
    expect(await todo(s.ops)).not.toContain('PO-1');
    expect((await get('/approval/mine', s.buyer)).data).toMatchObject({ total: 1, list: [{ document_id: 'PO-1' }] });

    for (const outsider of [s.cs, s.ops, s.buyer]) {
      expect(await post(`/approval/${req.id}/approve`, {}, outsider)).toMatchObject({ code: 10403, message: '当前审批节点不由你审批' });
    }
    const level2 = (await post(`/approval/${req.id}/approve`, { comment: '同意' }, s.warehouse)).data;
    expect(level2).toMatchObject({ status: 'pending', current_level: 2, current_level_name: '运营审批' });
    expect(await todo(s.warehouse)).not.toContain('PO-1');
    expect(await todo(s.finance)).not.toContain('PO-1');
    expect(await todo(s.ops)).toContain('PO-1');
    expect(await events(req.id)).toEqual([]);

    const done = (await post(`/approval/${req.id}/approve`, { level: 2 }, s.ops)).data;
    expect(done).toMatchObject({ status: 'approved', current_level_name: null });
    expect(done.decided_at).toMatch(/Z$/);
    expect(await todo(s.ops)).not.toContain('PO-1');
    expect(await events(req.id)).toEqual([
      { name: 'approval.approved', payload: { request_id: req.id, document_type: 'purchase.order', document_id: 'PO-1' } },
    ]);
    expect(await post(`/approval/${req.id}/approve`, {}, s.ops)).toMatchObject({ code: 10409, message: '审批已结束' });

    const detail = (await get(`/approval/${req.id}`, s.buyer)).data;
    expect(detail.steps.map((x: { action: string; level: number; actor_name: string }) => [x.action, x.level, x.actor_name])).toEqual([
      ['submit', 0, '采购-王芳'],
      ['approve', 1, '仓库-李强'],
      ['approve', 2, '运营-周杰'],
    ]);
    expect((await get(`/approval/${req.id}`, s.ops)).code).toBe(10000);
    expect((await get(`/approval/${req.id}`, s.finance)).code).toBe(10000); // an approver of level 1
    expect(await get(`/approval/${req.id}`, s.cs)).toMatchObject({ code: 10403, message: '无权查看该审批' });
    expect((await get(`/approval/${req.id}`)).code).toBe(10000);
  });

  it("'all' mode needs every listed user", async () => {
    const req = (await post('/approval/submit', { document_type: 'quality.change', document_id: 'CR-1', title: '变更' }, s.buyer)).data;
    expect((await post(`/approval/${req.id}/approve`, {}, s.finance)).data).toMatchObject({ status: 'pending', current_level: 1 });
    expect(await todo(s.finance)).not.toContain('CR-1');
    expect(await todo(s.warehouse)).toContain('CR-1');
    expect((await post(`/approval/${req.id}/approve`, {}, s.finance)).code).toBe(10403);
    expect((await post(`/approval/${req.id}/approve`, {}, s.warehouse)).data.status).toBe('approved');
  });

  it('two approvers of one level at once: the level advances once', async () => {
    // A few rounds: without the row lock, PostgreSQL lets both through most of the time.
    for (const round of [1, 2, 3]) {
      const req = (await submit(`PO-RACE-${round}`, { amount: '50000' })).data;
      const answers = await Promise.all([s.warehouse, s.finance].map((as) => post(`/approval/${req.id}/approve`, { level: 1 }, as)));
      expect(answers.map((a) => a.code).sort()).toEqual([10000, 10409]);
      expect(answers.find((a) => a.code === 10409)?.message).toBe('审批节点已变化，请刷新后重试');
      const detail = (await get(`/approval/${req.id}`)).data;
      expect(detail).toMatchObject({ status: 'pending', current_level: 2 });
      expect(detail.steps.filter((x: { action: string }) => x.action === 'approve')).toHaveLength(1);
    }
  });
});

describe('conditions choose the flow', () => {
  it('by amount above or below the threshold, and by type before both', async () => {
    expect((await submit('PO-2', { amount: '10000' })).data.flow_id).toBe(flow.big);
    expect((await submit('PO-3', { amount: '9999.99' })).data.flow_id).toBe(flow.normal);
    expect((await submit('PO-4')).data.flow_id).toBe(flow.normal); // no amount: the amount flow does not apply
    expect((await submit('PO-5', { amount: '99999', type: 'urgent' })).data).toMatchObject({ flow_id: flow.urgent, flow_name: '加急采购' });
    expect(await todo(s.cs)).toContain('PO-5');
  });

  it('a disabled flow is skipped', async () => {
    const { version } = (await get(`/approval/flow/${flow.urgent}`)).data;
    await put(`/approval/flow/${flow.urgent}`, { enabled: false, version });
    expect((await submit('PO-6', { amount: '1', type: 'urgent' })).data.flow_id).toBe(flow.normal);
    await put(`/approval/flow/${flow.urgent}`, { enabled: true, version: version + 1 });
  });

  it('no flow: approved at once, recorded, and the event written', async () => {
    const req = (await post('/approval/submit', { document_type: 'finance.payment', document_id: 'PAY-1', title: '付款', amount: '5' }, s.buyer)).data;
    expect(req).toMatchObject({ status: 'approved', flow_id: null });
    const detail = (await get(`/approval/${req.id}`, s.buyer)).data;
    expect(detail.steps.map((x: { action: string; actor_name: string }) => [x.action, x.actor_name])).toEqual([
      ['submit', '采购-王芳'],
      ['approve', '系统'],
    ]);
    expect((await events(req.id)).map((e: { name: string }) => e.name)).toEqual(['approval.approved']);
  });

  it('one pending request per document; amounts are decimal strings; submitting needs the permission', async () => {
    expect(await submit('PO-2', { amount: '10000' })).toMatchObject({ code: 10409, message: '该单据已在审批中' });
    expect((await submit('PO-7', { amount: 12000.5 })).code).toBe(10422);
    expect((await submit('PO-7', {}, s.cs)).code).toBe(10403);
  });
});

describe('reject and withdraw', () => {
  it('an approver rejects with a reason; the request ends with an event', async () => {
    const req = (await submit('PO-R', { amount: '3' })).data;
    expect((await post(`/approval/${req.id}/reject`, {}, s.warehouse)).message).toBe('comment: 请填写驳回理由');
    expect((await post(`/approval/${req.id}/reject`, { comment: '无' }, s.cs)).code).toBe(10403);
    expect((await post(`/approval/${req.id}/reject`, { comment: '供应商报价过高' }, s.finance)).data.status).toBe('rejected');
    expect((await events(req.id)).map((e: { name: string }) => e.name)).toEqual(['approval.rejected']);
    expect(await todo(s.warehouse)).not.toContain('PO-R');
    expect((await submit('PO-R', { amount: '3' })).data.status).toBe('pending'); // a decided request does not block a new one
  });

  it('only the submitter withdraws, only while pending', async () => {
    const req = (await submit('PO-W', { amount: '3' })).data;
    expect(await post(`/approval/${req.id}/withdraw`, {}, s.warehouse)).toMatchObject({ code: 10403, message: '只有提交人可以撤回' });
    expect((await post(`/approval/${req.id}/withdraw`, {}, s.buyer)).data.status).toBe('withdrawn');
    expect(await post(`/approval/${req.id}/withdraw`, {}, s.buyer)).toMatchObject({ code: 10409, message: '审批已结束，不能撤回' });
    expect(await post(`/approval/${req.id}/approve`, {}, s.warehouse)).toMatchObject({ code: 10409, message: '审批已结束' });
    expect((await events(req.id)).map((e: { name: string }) => e.name)).toEqual(['approval.withdrawn']);
    expect((await get('/approval/mine?status=withdrawn', s.buyer)).data.list.map((r: { document_id: string }) => r.document_id)).toEqual(['PO-W']);
  });
});

describe('flows', () => {
  it('are checked on write and need their permission codes', async () => {
    const base = { document_type: 'purchase.order', name: '坏的', priority: 1 };
    expect((await post('/approval/flow', { ...base, levels: [] })).message).toBe('levels: 请至少设置一级审批节点');
    expect((await post('/approval/flow', base)).code).toBe(10422);
    expect(
      (await post('/approval/flow', { ...base, conditions: { amount_min: 100 }, levels: [{ name: 'a', mode: 'any', approvers: { users: [id.ops] } }] }))
        .message,
    ).toBe('conditions: amount_min: 金额须为非负的十进制字符串，如 "10000.00"');
    expect((await get('/approval/flows?document_type=purchase.order')).data.total).toBe(3);
    expect((await get('/approval/flows', s.buyer)).code).toBe(10403);
    expect((await get(`/approval/flow/${flow.big}`)).data.levels).toHaveLength(2);
  });
});
