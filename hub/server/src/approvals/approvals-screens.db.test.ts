// What the admin screens (审批流程, 我的审批) rely on beyond the engine's own tests: flows naming only people,
// roles, jobs and organizations that exist; organization conditions over the tree; the lists and the detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../identity/seed.ts';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: Session;
let buyer: Session;
let ops: Session;
let cs: Session;
const id = {} as Record<'ops' | 'cs' | 'role' | 'job' | 'company' | 'dept' | 'team' | 'other', string>;
const MISSING = '00000000-0000-7000-8000-00000000dead';

const api = (path: string) => `/api-auth/api/v1${path}`;
const get = (path: string, as: Session = admin) => t.call({ method: 'GET', url: api(path), as }).then((r) => r.body);
const post = (path: string, payload: object, as: Session = admin) => t.call({ method: 'POST', url: api(path), payload, as }).then((r) => r.body);
const put = (path: string, payload: object, as: Session = admin) => t.call({ method: 'PUT', url: api(path), payload, as }).then((r) => r.body);
const created = async (path: string, payload: object) => {
  const res = await post(path, payload);
  expect(res.code, res.message).toBe(10000);
  return res.data.id as string;
};
const level = (approvers: object, name = '审批') => ({ name, mode: 'any', approvers });
const submit = (document_type: string, document_id: string, extra: object = {}) =>
  post('/approval/submit', { document_type, document_id, title: `单据 ${document_id}`, ...extra }, buyer).then((r) => r.data);
const ids = (answer: { data: { list: { document_id: string }[] } }) => answer.data.list.map((r) => r.document_id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  const staff = async (login: string) => (await get(`/staffs?login_name=${login}`)).data.list[0];
  id.ops = (await staff('ops01')).id;
  id.cs = (await staff('cs01')).id;
  id.role = await created('/role', { name: '审批主管' });
  id.company = await created('/organization', { name: '总公司', type: 'company' });
  id.dept = await created('/organization', { name: '采购部', type: 'department', parent_id: id.company });
  id.team = await created('/organization', { name: '采购一组', type: 'department', parent_id: id.dept });
  id.other = await created('/organization', { name: '财务部', type: 'department', parent_id: id.company });
  id.job = await created('/job', { name: '采购经理', organization_id: id.dept });
  const submitter = await created('/role', { name: '提交审批', permissions: ['admin.approval.submit'] });
  const b = await staff('buyer01');
  await put(`/staff/${b.id}`, { role_ids: [...b.role_ids, submitter], version: b.version });
  buyer = await t.login('buyer01', DEMO_PASSWORD);
  ops = await t.login('ops01', DEMO_PASSWORD);
  cs = await t.login('cs01', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

describe('a flow names only approvers and organizations that exist', () => {
  const base = { document_type: 'finance.payment', name: '付款审批', priority: 1 };

  it('refuses unknown users, roles, jobs and organizations with 10422 naming the field', async () => {
    const cases: [object, string][] = [
      [{ levels: [level({ users: [MISSING] })] }, 'levels: 第1级: 审批人员不存在'],
      [{ levels: [level({ users: [id.ops] }), level({ roles: [MISSING] })] }, 'levels: 第2级: 审批角色不存在'],
      [{ levels: [level({ roles: [id.role], jobs: [MISSING] })] }, 'levels: 第1级: 审批岗位不存在'],
      // a real id of another kind is not a job
      [{ levels: [level({ jobs: [id.role] })] }, 'levels: 第1级: 审批岗位不存在'],
      [{ conditions: { organization_ids: [MISSING] }, levels: [level({ users: [id.ops] })] }, 'conditions: 适用组织不存在'],
    ];
    for (const [body, message] of cases) {
      const res = await post('/approval/flow', { ...base, ...body });
      expect(res).toMatchObject({ code: 10422, message, data: { field: message.split(':')[0] } });
    }
    expect((await get('/approval/flows?document_type=finance.payment')).data.total).toBe(0);
  });

  it('checks again on update, and only what the update changes', async () => {
    const flow = await created('/approval/flow', { ...base, levels: [level({ users: [id.ops], roles: [id.role], jobs: [id.job] })] });
    expect(await put(`/approval/flow/${flow}`, { levels: [level({ users: [MISSING] })], version: 1 })).toMatchObject({
      code: 10422,
      message: 'levels: 第1级: 审批人员不存在',
    });
    expect(await put(`/approval/flow/${flow}`, { conditions: { organization_ids: [MISSING] }, version: 1 })).toMatchObject({ code: 10422 });
    expect((await put(`/approval/flow/${flow}`, { name: '付款审批（改）', enabled: false, version: 1 })).data).toMatchObject({ enabled: false, version: 2 });
    expect((await get(`/approval/flow/${flow}`)).data.levels[0].approvers.users).toEqual([id.ops]);
    // the flow's operation log (the generic audit-log route serves identity's entities only)
    const log = (await get(`/approval/flow/${flow}/log`)).data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['update', 'create']); // newest first
    expect((await get(`/approval/flow/${flow}/log`, ops)).code).toBe(10403);
  });
});

describe('an organization condition covers the organizations under it', () => {
  it('matches documents of the organization and its descendants, not its siblings or parent', async () => {
    const purchase = await created('/approval/flow', {
      document_type: 'purchase.contract',
      name: '采购部合同',
      priority: 1,
      conditions: { organization_ids: [id.dept] },
      levels: [level({ users: [id.ops] })],
    });
    const fallback = await created('/approval/flow', {
      document_type: 'purchase.contract',
      name: '其他合同',
      priority: 9,
      levels: [level({ users: [id.cs] })],
    });
    const flowOf = async (documentId: string, organization_id?: string) =>
      (await submit('purchase.contract', documentId, organization_id ? { organization_id } : {})).flow_id;
    expect(await flowOf('C-DEPT', id.dept)).toBe(purchase);
    expect(await flowOf('C-TEAM', id.team)).toBe(purchase); // a sub-department
    expect(await flowOf('C-OTHER', id.other)).toBe(fallback); // a sibling
    expect(await flowOf('C-TOP', id.company)).toBe(fallback); // the parent
    expect(await flowOf('C-NONE')).toBe(fallback);
    expect(await flowOf('C-UNKNOWN', MISSING)).toBe(fallback);
  });
});

describe('the lists and the detail of 我的审批', () => {
  let pending: { id: string };
  beforeAll(async () => {
    await created('/approval/flow', {
      document_type: 'quality.change',
      name: '质检变更',
      priority: 1,
      levels: [level({ users: [id.ops] }, '运营审批'), level({ roles: [id.role], users: [id.cs] }, '终审')],
    });
    pending = await submit('quality.change', 'QC-001', { amount: '1200.50' });
    const rejected = await submit('quality.change', 'QC-002');
    await submit('quality.change', 'QC-003');
    await post(`/approval/${rejected.id}/reject`, { comment: '资料不全' }, ops);
    await post(`/approval/${pending.id}/approve`, { level: 1 }, ops);
  });

  it('to-do, done and submitted, filtered by keyword, type and status', async () => {
    expect(ids(await get('/approval/todo?document_type=quality.change', ops))).toEqual(['QC-003']);
    expect(ids(await get('/approval/todo?keyword=C-', ops))).toEqual(['QC-003', 'C-TEAM', 'C-DEPT']);
    expect(ids(await get('/approval/todo', cs))).toContain('QC-001');
    expect(ids(await get('/approval/done?document_type=quality.change', ops))).toEqual(['QC-002', 'QC-001']);
    expect(ids(await get('/approval/done?status=rejected', ops))).toEqual(['QC-002']);
    expect((await get('/approval/done', cs)).data.total).toBe(0);
    expect(ids(await get('/approval/mine?keyword=QC-00&document_type=quality.change', buyer))).toEqual(['QC-003', 'QC-002', 'QC-001']);
    expect(ids(await get('/approval/mine?keyword=qc-001', buyer))).toEqual(['QC-001']);
    expect((await get('/approval/mine?keyword=%25', buyer)).data.total).toBe(0); // % is a character, not a wildcard
    expect((await get('/approval/mine?status=approving', buyer)).message).toBe('status: 请选择正确的审批状态');
  });

  it('the document types that have flows, for any signed-in user', async () => {
    expect((await get('/approval/document-types', cs)).data).toEqual(
      ['finance.payment', 'purchase.contract', 'quality.change'].map((t) => ({ value: t, label: t })),
    );
  });

  it('the detail names the approvers of each level and says what the reader may do', async () => {
    const forCs = (await get(`/approval/${pending.id}`, cs)).data;
    expect(forCs).toMatchObject({ current_level: 2, current_level_name: '终审', amount: '1200.50', can_decide: true, can_withdraw: false });
    expect(forCs.levels.map((l: { approver_names: object }) => l.approver_names)).toEqual([
      { users: ['运营-周杰'], roles: [], jobs: [] },
      { users: ['客服-陈晨'], roles: ['审批主管'], jobs: [] },
    ]);
    expect(forCs.steps.map((s: { action_label: string; actor_name: string }) => `${s.action_label} ${s.actor_name}`)).toEqual([
      '提交 采购-王芳',
      '通过 运营-周杰',
    ]);
    expect((await get(`/approval/${pending.id}`, ops)).data).toMatchObject({ can_decide: false, can_withdraw: false });
    expect((await get(`/approval/${pending.id}`, buyer)).data).toMatchObject({ can_decide: false, can_withdraw: true });
  });
});

describe('approvers an enabled flow names', () => {
  it('are not disabled (staff) or disabled and deleted (roles) until the flow changes', async () => {
    const newcomer = await created('/staff', { login_name: 'approver.x', name: '审批人X', mobile: '13600000077', password: 'Start#2026x' });
    const role = await created('/role', { name: '临时审批角色' });
    const flow = await created('/approval/flow', {
      document_type: 'quality.check',
      name: '质检放行',
      priority: 1,
      levels: [level({ users: [id.ops] }, '组长'), level({ users: [newcomer], roles: [role] }, '经理')],
    });
    expect(await post(`/staff/${newcomer}/disable`, {})).toMatchObject({
      code: 10409,
      message: '该员工是审批流程「质检放行」第2级的审批人，请先在审批流程中更换审批人或停用该流程',
    });
    expect((await put(`/role/${role}`, { enabled: false, version: 1 })).message).toBe(
      '该角色是审批流程「质检放行」第2级的审批人，请先在审批流程中更换审批人或停用该流程',
    );
    expect((await t.call({ method: 'DELETE', url: api(`/role/${role}`), as: admin })).body.code).toBe(10409);
    expect((await put(`/approval/flow/${flow}`, { enabled: false, version: 1 })).code).toBe(10000);
    expect((await post(`/staff/${newcomer}/disable`, {})).code).toBe(10000);
    expect((await put(`/role/${role}`, { enabled: false, version: 1 })).code).toBe(10000);
  });
});
