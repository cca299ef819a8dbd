// An entity declared with `approval`: its submit route sends the record and the approval request in one
// transaction, the engine's decisions move its status, and nobody runs a decision's transition by hand.
import { defineEntity, defineMachine, defineResource, money, permissionCodesOf, status, text } from '@entrepot/entity';
import { servicesOf, tableOf } from '@entrepot/server-kit/entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFlow } from './approvals/public.ts';
import type { ModuleManifest } from './module.ts';
import { mountResources } from './resources.ts';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from './testing/test-app.ts';

const lifecycle = defineMachine({
  initial: 'draft',
  states: {
    draft: { label: '草稿', color: 'gray' },
    pending: { label: '审批中', color: 'orange' },
    approved: { label: '已审核', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
  },
  transitions: {
    submit: { label: '提交审批', from: ['draft', 'rejected'], to: 'pending' },
    approve: { label: '审批通过', from: ['pending'], to: 'approved' },
    reject: { label: '审批驳回', from: ['pending'], to: 'rejected' },
  },
});
const order = defineEntity({
  name: 'apprprobe.order',
  table: 'apprprobe.orders',
  label: '测试单',
  titleField: 'code',
  fields: {
    code: text({ label: '单号', max: 30, required: true }),
    total: money({ label: '金额' }),
    status: status({ label: '状态', machine: lifecycle }),
  },
  approval: { documentType: 'apprprobe.order', submit: 'submit', onDecision: { approved: 'approve', rejected: 'reject' }, amount: 'total' },
});
const orders = tableOf(order);
const resource = defineResource({ entity: order, service: '/api-apprprobe', base: '/api/v1', segment: 'order', style: 'rest', files: false });
const manifest: ModuleManifest = {
  name: 'apprprobe',
  services: {
    '/api-apprprobe': (app, ctx) => {
      const s = servicesOf({ order: [order, orders] });
      mountResources(app, ctx, s.registry, { order: { resource, service: s.order } });
    },
  },
  permissions: permissionCodesOf(order),
};

let t: TestApp;
let admin: Session;
const api = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  (await t.call({ method, url: `/api-apprprobe/api/v1/${url}`, as: admin, ...(payload ? { payload } : {}) })).body;

beforeAll(async () => {
  t = await createTestApp([manifest], { tables: { orders } });
  admin = await t.login('admin', ADMIN_PASSWORD);
  const [me] = (await t.db.database.pool.query("select id from identity.users where login_name = 'admin'")).rows;
  await ensureFlow(
    t.db.database,
    {
      document_type: 'apprprobe.order',
      name: '测试单审批',
      enabled: true,
      priority: 1,
      levels: [{ name: '主管', mode: 'any', approvers: { users: [me.id] } }],
    },
    { id: me.id, name: '系统' },
  );
});
afterAll(async () => t?.close());

describe('approval as an entity option', () => {
  it('submits through its route, and the decision moves the record', async () => {
    const created = (await api('POST', 'order', { code: 'A-1', total: '1200.00' })).data;
    const sent = await api('POST', `order/${created.id}/submit`);
    expect([sent.code, sent.data?.status]).toEqual([10000, 'pending']);
    const request = (await t.call({ method: 'GET', url: '/api-auth/api/v1/approval/mine', as: admin })).body.data.list.find(
      (r: { document_id: string }) => r.document_id === created.id,
    );
    // 我的审批 names the type in the entity's words (its label), never its code alone.
    expect(request).toMatchObject({
      document_type: 'apprprobe.order',
      document_type_label: '测试单',
      title: '测试单 A-1',
      amount: '1200.00',
      status: 'pending',
    });
    expect((await api('POST', `order/${created.id}/submit`)).code).toBe(10409); // already pending
    expect((await t.call({ method: 'POST', url: `/api-auth/api/v1/approval/${request.id}/approve`, as: admin, payload: {} })).body.code).toBe(10000);
    await t.outbox.dispatch();
    expect((await api('GET', `order/${created.id}`)).data.status).toBe('approved');
    const log = (await api('GET', `order/${created.id}/logs`)).data.map((l: { action: string }) => l.action);
    expect(log).toEqual(['approve', 'submit', 'create']);
  });

  it('a rejection sends it back; it may be submitted again', async () => {
    const created = (await api('POST', 'order', { code: 'A-3', total: '80.00' })).data;
    await api('POST', `order/${created.id}/submit`);
    const mine = (await t.call({ method: 'GET', url: '/api-auth/api/v1/approval/mine', as: admin })).body.data.list;
    const request = mine.find((r: { document_id: string }) => r.document_id === created.id);
    const rejected = await t.call({ method: 'POST', url: `/api-auth/api/v1/approval/${request.id}/reject`, as: admin, payload: { comment: '金额不对' } });
    expect(rejected.body.code).toBe(10000);
    await t.outbox.dispatch();
    expect((await api('GET', `order/${created.id}`)).data.status).toBe('rejected');
    expect((await api('POST', `order/${created.id}/submit`)).data.status).toBe('pending');
  });

  it('serves no route for a decision’s transition and grants no code for it', async () => {
    const created = (await api('POST', 'order', { code: 'A-2' })).data;
    expect((await api('POST', `order/${created.id}/approve`)).code).toBe(10404);
    expect(permissionCodesOf(order).map((p) => p.code)).not.toContain('apprprobe.order.approve');
    expect(permissionCodesOf(order).map((p) => p.code)).toContain('apprprobe.order.submit');
  });
});
