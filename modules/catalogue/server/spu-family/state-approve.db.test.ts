import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { spuFamilyCalls } from './spu-family-test-kit.ts';

// spu/state/process/approve decides through the approval engine: only the holder of the current level's seat
// moves it, the level seen is checked, the steps are the engine's, and the states move only when the final
// decision is delivered. spu/state/process/inventory answers an empty list for no request.

let t: TestApp;
let admin: Session;
let requester: Session;
let reader: Session;
const approver = {} as Record<'first' | 'second' | 'noCode', Session>;
const { product, auth, leafCategory, restrictedUser, matrixSpu, putOnSale, skuId } = spuFamilyCalls(() => t);
const decide = (as: Session, body: object) => product('POST', '/spu/state/process/approve', as, body);
const statusOf = async (code: string) => (await product('GET', `/skus?code=${code}`, admin)).data.list[0].status;
const READ = 'catalogue.stateRequest.read';

async function ask(transition: string, codes: string[]) {
  const sku_ids = await Promise.all(codes.map((c) => skuId(admin, c)));
  const answer = await product('POST', '/spu/batchnewstate', requester, { transition, reason: '测试', sku_ids });
  expect(answer.code, answer.message).toBe(10000);
  expect(answer.data.approval.status).toBe('pending');
  return answer.data as { id: string; code: string; approval: { id: string } };
}

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  await putOnSale(admin, await matrixSpu(admin, 'TS600', await leafCategory(admin)));
  requester = await restrictedUser(admin, 'apprequester', '13700000931', [READ, 'catalogue.stateRequest.create', 'catalogue.sku.read']);
  reader = await restrictedUser(admin, 'appreader', '13700000932', [READ]);
  approver.first = await restrictedUser(admin, 'appfirst', '13700000933', [READ]);
  approver.second = await restrictedUser(admin, 'appsecond', '13700000934', [READ]);
  approver.noCode = await restrictedUser(admin, 'appnocode', '13700000935', ['catalogue.sku.read']);
  const staff = async (login: string) => (await auth('GET', `/staffs?login_name=${login}`, admin)).data.list[0].id as string;
  const level = (name: string, users: string[]) => ({ name, mode: 'any', approvers: { users } });
  const flow = await auth('POST', '/approval/flow', admin, {
    document_type: 'catalogue.state-change',
    name: '状态变更审批',
    priority: 10,
    levels: [level('运营确认', [await staff('appfirst'), await staff('appnocode')]), level('主管审批', [await staff('appsecond')])],
  });
  expect(flow.code, flow.message).toBe(10000);
});
afterAll(async () => t?.close());

describe('spu/state/process/approve', () => {
  let request: { id: string; code: string; approval: { id: string } };

  it('refuses whoever does not hold the current level, and a level that moved on', async () => {
    request = await ask('suspend', ['TS600-BLK-M', 'TS600-BLK-L']);
    for (const as of [reader, approver.second, requester])
      expect(await decide(as, { id: request.id })).toMatchObject({ code: 10403, message: '当前审批节点不由你审批' });
    expect((await decide(approver.noCode, { id: request.id })).code).toBe(10403); // a seat, but not the screen's code
    expect(await decide(approver.first, { id: request.id, level: 2 })).toMatchObject({ code: 10409, message: '审批节点已变化，请刷新后重试' });
    expect((await decide(approver.first, { id: request.id, foo: 1 })).code).toBe(10422);
    expect((await decide(approver.first, { id: request.id, action: 'skip' })).message).toBe('action: 审批操作应为 approve 或 reject');
    expect((await decide(approver.first, { id: 'ZT19990101001' })).message).toBe('状态变更申请不存在');
    expect((await decide(approver.first, {})).message).toBe('id: 请选择状态变更申请');
  });

  it('approves level by level (by code or id); the states move once the final decision is delivered', async () => {
    const first = await decide(approver.first, { id: request.code.toLowerCase(), comment: '库存已核对', level: 1 });
    expect(first.code, first.message).toBe(10000);
    expect(first.data).toMatchObject({ id: request.id, status: 'pending', approval: { status: 'pending', current_level: 2, current_level_name: '主管审批' } });
    await t.outbox.dispatch();
    expect(await statusOf('TS600-BLK-M')).toBe('on_sale');

    const last = await decide(approver.second, { id: request.id, action: 'approve' });
    expect(last.data.approval).toMatchObject({ status: 'approved', status_label: '已通过' });
    expect(last.data.status).toBe('pending'); // applied on delivery, as a decision taken in 我的审批
    await t.outbox.dispatch();
    expect(await statusOf('TS600-BLK-M')).toBe('suspended');
    expect(await statusOf('TS600-BLK-L')).toBe('suspended');
    const detail = (await product('GET', `/spu/state/process/${request.id}`, reader)).data;
    expect(detail).toMatchObject({ status: 'approved', applied_count: 2 });

    const steps = (await auth('GET', `/approval/${request.approval.id}`, admin)).data.steps;
    expect(steps.map((s: { action: string; actor_name: string; comment: string | null }) => [s.action, s.actor_name, s.comment])).toEqual([
      ['submit', 'apprequester', null],
      ['approve', 'appfirst', '库存已核对'],
      ['approve', 'appsecond', null],
    ]);
    expect(await decide(approver.second, { id: request.id })).toMatchObject({ code: 10409, message: '审批已结束' });
  });

  it('rejects with a reason: the request closes and nothing moves', async () => {
    const cleared = await ask('clear', ['TS600-WHT-S']);
    expect((await decide(approver.first, { id: cleared.id, action: 'reject' })).message).toBe('comment: 请填写驳回理由');
    const rejected = await decide(approver.first, { id: cleared.id, action: 'reject', comment: '库存太多，先促销' });
    expect(rejected.data.approval).toMatchObject({ status: 'rejected' });
    await t.outbox.dispatch();
    expect(await statusOf('TS600-WHT-S')).toBe('on_sale');
    const detail = (await product('GET', `/spu/state/process/${cleared.id}`, reader)).data;
    expect(detail.status).toBe('rejected');
    expect(detail.lines[0].outcome_label).toBe('已关闭');
  });
});

describe('spu/state/process/inventory', () => {
  it("answers the stock of the request's SKUs, and an empty list for no, a non-uuid or an unknown request", async () => {
    const pending = await ask('suspend', ['TS600-RED-S', 'TS600-RED-M']);
    const stock = (await product('GET', `/spu/state/process/inventory?id=${pending.id}`, reader)).data;
    expect(stock.map((s: { code: string; on_hand: number }) => [s.code, s.on_hand])).toEqual([
      ['TS600-RED-M', 0],
      ['TS600-RED-S', 0],
    ]);
    for (const q of ['', '?id=987654321', '?id=019a0000-0000-7000-8000-000000000000'])
      expect([q, (await product('GET', `/spu/state/process/inventory${q}`, reader)).data]).toEqual([q, []]);
    expect((await product('GET', `/spu/state/process/inventory?id=${pending.id}`, approver.noCode)).code).toBe(10403);
  });
});
