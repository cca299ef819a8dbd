import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, restrictedUser as personWith, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post as postStock } from '../../wms/public.ts';
import { manifest } from './manifest.ts';
import { catalogueCalls, colours, sheetRows, sizes } from './test-kit.ts';

// 状态变更申请 through the approval engine: nothing moves until `approval.approved` is delivered; a two-level
// flow for 停售, no flow (approved at once) for the other transitions; rejections, withdrawals and
// redeliveries change nothing.

let t: TestApp;
let admin: Session;
let requester: Session;
let reader: Session;
let nobody: Session;
let categoryId: string;
const approver = {} as Record<'warehouse' | 'ops', Session>;
const { product, auth, leafCategory, restrictedUser } = catalogueCalls(() => t);

const events = async (name: string) =>
  (await t.db.database.pool.query('select payload from platform.outbox_events where name = $1 order by created_at, id', [name])).rows.map((r) => r.payload);
const skuOf = async (code: string) => (await product('GET', `/skus?code=${code}`, admin)).data.list[0];
const statusOf = async (code: string) => (await skuOf(code)).status;
const idsOf = async (...codes: string[]) => Promise.all(codes.map(async (c) => (await skuOf(c)).id as string));
const decide = (as: Session, approvalId: string, action: 'approve' | 'reject' | 'withdraw', body: object = {}) =>
  auth('POST', `/approval/${approvalId}/${action}`, as, body);
const submit = (as: Session, body: object) => product('POST', '/spu/batchnewstate', as, body);

async function onSaleSpu(code: string, categoryId: string, developerId?: string): Promise<string> {
  const options = [...colours, ...sizes].map((o, position) => ({ ...o, position }));
  const developer = developerId ? { developer_id: developerId } : {};
  const spu = (await product('POST', '/spus', admin, { code, name: `${code} T恤`, category_id: categoryId, options, ...developer })).data;
  await product('POST', `/spu/${spu.id}/submit`, admin);
  expect((await product('POST', `/spu/${spu.id}/approve`, admin)).data.status).toBe('on_sale');
  return spu.id;
}

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  categoryId = await leafCategory(admin);
  await onSaleSpu('TS001', categoryId);
  await onSaleSpu('TS002', categoryId);
  requester = await restrictedUser(admin, 'stoprequester', '13700000201', [
    'catalogue.stateRequest.read',
    'catalogue.stateRequest.create',
    'catalogue.sku.read',
  ]);
  reader = await restrictedUser(admin, 'stopreader', '13700000202', ['catalogue.stateRequest.read']);
  nobody = await restrictedUser(admin, 'stopnobody', '13700000203', ['catalogue.sku.read']);
  const staff = async (login: string) => (await auth('GET', `/staffs?login_name=${login}`, admin)).data.list[0].id as string;
  const level = (name: string, user: string) => ({ name, mode: 'any', approvers: { users: [user] } });
  const flow = await auth('POST', '/approval/flow', admin, {
    document_type: 'catalogue.state-change',
    name: '停售审批',
    priority: 10,
    conditions: { types: ['suspend'] },
    levels: [level('仓库确认', await staff('warehouse01')), level('运营审批', await staff('ops01'))],
  });
  expect(flow.code, flow.message).toBe(10000);
  approver.warehouse = await t.login('warehouse01', DEMO_PASSWORD);
  approver.ops = await t.login('ops01', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

describe('停售 through a two-level approval', () => {
  let request: { id: string; code: string; approval: { id: string } };

  it('writes the request 审批中 and changes no state, whatever the outbox delivers', async () => {
    const ids = await idsOf('TS001-BLK-M', 'TS001-BLK-L');
    const answer = await submit(requester, { transition: 'suspend', reason: '面料供应商停产', sku_ids: ids });
    expect(answer.code, answer.message).toBe(10000);
    request = answer.data;
    expect(answer.data).toMatchObject({ status: 'pending', status_label: '审批中', transition_label: '停售', requester_name: 'stoprequester' });
    expect(answer.data.code).toMatch(/^ZT\d{8}\d{3}$/);
    expect(answer.data.approval).toMatchObject({ status: 'pending', flow_name: '停售审批' });
    expect(
      answer.data.lines.map((l: { code: string; from_label: string; to_label: string; outcome_label: string }) => [
        l.code,
        l.from_label,
        l.to_label,
        l.outcome_label,
      ]),
    ).toEqual([
      ['TS001-BLK-M', '在售', '停售', '待生效'],
      ['TS001-BLK-L', '在售', '停售', '待生效'],
    ]);
    await t.outbox.dispatch();
    expect(await statusOf('TS001-BLK-M')).toBe('on_sale');
    const todo = (await auth('GET', '/approval/todo', approver.warehouse)).data.list;
    expect(todo).toContainEqual(
      expect.objectContaining({
        document_type: 'catalogue.state-change',
        document_type_label: '状态变更申请',
        document_id: request.code,
        title: '停售申请：TS001-BLK-M 等2个SKU',
      }),
    );
  });

  it('refuses a second request for a SKU that waits, and a transition its state does not allow', async () => {
    const [m, s] = await idsOf('TS001-BLK-M', 'TS001-BLK-S');
    expect(await submit(requester, { transition: 'clear', reason: '清仓', sku_ids: [s, m] })).toMatchObject({
      code: 10409,
      message: `SKU TS001-BLK-M 已有审批中的状态变更申请 ${request.code}，不能重复申请`,
    });
    const spu = (await product('GET', '/spus?code=TS001', admin)).data.list[0];
    expect((await submit(requester, { transition: 'clear', reason: '清仓', spu_ids: [spu.id] })).message).toBe(
      `SKU TS001-BLK-L 已有审批中的状态变更申请 ${request.code}，不能重复申请`,
    );
    const [x, y] = await idsOf('TS001-BLK-XL', 'TS001-WHT-XL');
    const racing = await Promise.all([
      submit(requester, { transition: 'suspend', reason: 'a', sku_ids: [x, y] }),
      submit(requester, { transition: 'suspend', reason: 'b', sku_ids: [y] }),
    ]);
    // two requests for one SKU at once: one goes through (either: both wait for the 停售 flow, so it can be withdrawn)
    expect(racing.map((r) => r.code).sort()).toEqual([10000, 10409]);
    const won = racing.find((r) => r.code === 10000)!.data;
    expect((await decide(requester, won.approval.id, 'withdraw')).data.status).toBe('withdrawn');
    await t.outbox.dispatch();
    expect((await submit(requester, { transition: 'resume', reason: '恢复', sku_ids: [s] })).message).toBe(
      'SKU TS001-BLK-S 当前状态为「在售」，不能申请恢复在售',
    );
    expect((await submit(requester, { transition: 'suspend', reason: '  ', sku_ids: [s] })).message).toBe('reason: 请填写申请原因');
    expect((await submit(requester, { transition: 'suspend', reason: 'x' })).message).toBe('sku_ids: 请选择SKU或SPU');
    expect((await submit(requester, { transition: 'launch', reason: 'x', sku_ids: [s] })).message).toBe('transition: 请选择申请的状态');
  });

  it('moves nothing after level 1; the last level applies the transition with its event', async () => {
    expect((await decide(approver.warehouse, request.approval.id, 'approve', { comment: '库存已核对' })).data).toMatchObject({
      status: 'pending',
      current_level: 2,
    });
    await t.outbox.dispatch();
    expect(await statusOf('TS001-BLK-M')).toBe('on_sale');
    const before = (await events('catalogue.sku.status-changed')).length;
    expect((await decide(approver.ops, request.approval.id, 'approve')).data.status).toBe('approved');
    expect(await statusOf('TS001-BLK-M')).toBe('on_sale'); // the decision is delivered, not applied inline
    await t.outbox.dispatch();
    expect(await statusOf('TS001-BLK-M')).toBe('suspended');
    expect(await statusOf('TS001-BLK-L')).toBe('suspended');
    expect(await statusOf('TS001-BLK-S')).toBe('on_sale');
    const changed = await events('catalogue.sku.status-changed');
    expect(changed).toHaveLength(before + 1);
    expect(changed.at(-1)).toMatchObject({ transition: 'suspend', to: 'suspended', skus: [{ code: 'TS001-BLK-M' }, { code: 'TS001-BLK-L' }] });
    const detail = (await product('GET', `/spu/state/process/${request.id}`, reader)).data;
    expect(detail).toMatchObject({ status: 'approved', status_label: '已通过', applied_count: 2, skipped_count: 0 });
    expect(detail.lines.map((l: { outcome_label: string }) => l.outcome_label)).toEqual(['已生效', '已生效']);
    const log = (await product('GET', `/sku/log?id=${(await skuOf('TS001-BLK-M')).id}`, admin)).data;
    expect(JSON.stringify(log)).toContain(`${request.code}审批通过`);
  });

  it('changes nothing when the decision is delivered again', async () => {
    const versions = async () => Promise.all(['TS001-BLK-M', 'TS001-BLK-L'].map(async (c) => (await skuOf(c)).version));
    const before = { versions: await versions(), events: (await events('catalogue.sku.status-changed')).length };
    const payload = { request_id: request.approval.id, document_type: 'catalogue.state-change', document_id: request.code };
    await t.db.database.tx((tx) => t.outbox.publish(tx, 'approval.approved', payload));
    expect(await t.outbox.dispatch()).toBeGreaterThan(0);
    expect(await versions()).toEqual(before.versions);
    expect((await events('catalogue.sku.status-changed')).length).toBe(before.events);
    expect((await product('GET', `/spu/state/process/${request.id}`, reader)).data.applied_count).toBe(2);
  });

  it('answers the SKU state with its requests at skustate/{id}, by id or code', async () => {
    const state = (await product('GET', '/skustate/TS001-BLK-M', reader)).data;
    expect(state).toMatchObject({ status: 'suspended', status_label: '停售', spu_code: 'TS001', spu_status_label: '在售', pending: null });
    expect(state.requestable.map((x: { label: string }) => x.label)).toEqual(['恢复在售', '清仓', '淘汰']);
    expect(state.history[0]).toMatchObject({ code: request.code, status_label: '已通过', line: { outcome_label: '已生效' } });
    const waiting = await submit(requester, { transition: 'suspend', reason: '滞销', sku_ids: await idsOf('TS001-WHT-M') });
    const byId = (await product('GET', `/skustate/${(await skuOf('TS001-WHT-M')).id}`, reader)).data;
    expect(byId).toMatchObject({ status: 'on_sale', pending: { code: waiting.data.code }, requestable: [] });
    expect((await decide(requester, waiting.data.approval.id, 'withdraw', { comment: '不停了' })).data.status).toBe('withdrawn');
    await t.outbox.dispatch();
    expect((await product('GET', `/spu/state/process/${waiting.data.id}`, reader)).data).toMatchObject({
      status: 'withdrawn',
      lines: [{ outcome_label: '已关闭' }],
    });
    expect(await statusOf('TS001-WHT-M')).toBe('on_sale');
  });
});

describe('rejections, the automatic approval and lines that can no longer move', () => {
  it('leaves the states as they were when the approval is rejected; the SKU can be asked for again', async () => {
    const ids = await idsOf('TS001-RED-M');
    const first = (await submit(requester, { transition: 'suspend', reason: '质量投诉', sku_ids: ids })).data;
    expect((await decide(approver.warehouse, first.approval.id, 'reject', { comment: '还有订单' })).data.status).toBe('rejected');
    await t.outbox.dispatch();
    expect(await statusOf('TS001-RED-M')).toBe('on_sale');
    expect((await product('GET', `/spu/state/process/${first.id}`, reader)).data).toMatchObject({
      status: 'rejected',
      status_label: '已驳回',
      applied_count: 0,
    });
    expect((await submit(requester, { transition: 'suspend', reason: '质量投诉（补充材料）', sku_ids: ids })).code).toBe(10000);
  });

  it('applies at once (after delivery) when no flow matches: a whole SPU is cleared with its SKUs', async () => {
    const spu = (await product('GET', '/spus?code=TS002', admin)).data.list[0];
    const answer = await submit(requester, { transition: 'clear', reason: '换季清仓', spu_ids: [spu.id] });
    expect(answer.data).toMatchObject({ status: 'pending', approval: { status: 'approved', flow_name: null } });
    expect((await product('GET', `/spu/${spu.id}`, admin)).data.status).toBe('on_sale');
    await t.outbox.dispatch();
    expect((await product('GET', `/spu/${spu.id}`, admin)).data.status).toBe('clearance');
    expect((await product('GET', `/skus?spu_id=${spu.id}&status=clearance`, admin)).data.total).toBe(12);
    expect((await events('catalogue.sku.status-changed')).at(-1)).toMatchObject({ transition: 'clear', to: 'clearance' });
    expect((await product('GET', `/spu/state/process/${answer.data.id}`, reader)).data).toMatchObject({ status: 'approved', applied_count: 1 });
  });

  it('applies the lines that still can and notes why the others did not', async () => {
    const [green, grey] = await idsOf('TS001-WHT-S', 'TS001-WHT-L');
    const answer = (await submit(requester, { transition: 'suspend', reason: '断码', sku_ids: [green, grey] })).data;
    // Meanwhile an administrator stops one directly (the emergency path).
    expect((await product('POST', `/sku/${grey}/suspend`, admin)).data.status).toBe('suspended');
    await decide(approver.warehouse, answer.approval.id, 'approve');
    await decide(approver.ops, answer.approval.id, 'approve');
    await t.outbox.dispatch();
    const detail = (await product('GET', `/spu/state/process/${answer.id}`, reader)).data;
    expect(detail).toMatchObject({ status: 'approved', applied_count: 1, skipped_count: 1 });
    expect(detail.lines.map((l: { code: string; outcome_label: string; note: string | null }) => [l.code, l.outcome_label, l.note])).toEqual([
      ['TS001-WHT-S', '已生效', null],
      ['TS001-WHT-L', '未生效', '当前状态为「停售」，不能停售'],
    ]);
    expect(await statusOf('TS001-WHT-S')).toBe('suspended');
  });
});

describe('list, stock and permissions', () => {
  it('lists requests by status, SKU code, requester, type and day', async () => {
    const list = async (query: string, as = reader) => (await product('GET', `/spu/state/process/list?${query}`, as)).data;
    const all = await list('per_page=50');
    expect(all.total).toBe(7);
    expect(all.list[0].created_at >= all.list.at(-1).created_at).toBe(true);
    expect((await list('status=pending')).list.map((r: { lines_preview: string }) => r.lines_preview)).toEqual(['TS001-RED-M']);
    expect((await list('status=rejected,withdrawn')).total).toBe(3);
    // The count bar: each status under the other filters (its own left out).
    expect((await list('status=rejected')).counts.map((c: { label: string; count: number }) => `${c.label}${c.count}`)).toEqual([
      '全部7',
      '审批中1',
      '已通过3',
      '已驳回1',
      '已撤回2',
    ]);
    expect((await list('sku=blk-l')).list).toMatchObject([{ lines_preview: 'TS001-BLK-M、TS001-BLK-L', line_count: 2 }]);
    expect((await list('transition=clear')).list).toMatchObject([{ lines_preview: 'TS002', transition_label: '清仓' }]);
    expect((await list('requester=requester')).total).toBe(7);
    expect((await list('mine=1')).total).toBe(0); // the reader asked for none
    expect((await list('mine=1', requester)).total).toBe(7);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await list(`created_from=${today}&created_to=${today}`)).total).toBe(7);
    expect((await list('created_to=2000-01-01')).total).toBe(0);
    expect((await product('GET', '/spu/state/process/list?status=done', reader)).message).toBe('status: 状态不正确');
    // The export answers the same filtered rows, every value in its label.
    const file = await t.call({ method: 'GET', url: '/api-product/api/v1/product/spu/state/process/export?status=pending', as: reader });
    const rows = await sheetRows(file.raw.rawPayload);
    expect(rows.map((r) => [r.申请单号?.slice(0, 2), r.申请类型, r.商品, r.状态])).toEqual([['ZT', '停售', 'TS001-RED-M', '审批中']]);
  });

  it('answers the stock of the SKUs of a request from the wms ledger', async () => {
    await t.db.database.tx((tx) =>
      postStock(
        tx,
        [
          { type: 'receive', warehouseId: 'WH-SZ', skuId: 'TS001-RED-M', qty: 30, source: { type: 'test', id: 'RK1' }, operator: 'test' },
          { type: 'receive', warehouseId: 'WH-LA', skuId: 'TS001-RED-M', qty: 5, source: { type: 'test', id: 'RK2' }, operator: 'test' },
          { type: 'reserve', warehouseId: 'WH-SZ', skuId: 'TS001-RED-M', qty: 4, source: { type: 'test', id: 'SO1' }, operator: 'test' },
        ],
        t.outbox,
      ),
    );
    const pending = (await product('GET', '/spu/state/process/list?status=pending', reader)).data.list[0];
    const stock = (await product('GET', `/spu/state/process/inventory?id=${pending.id}`, reader)).data;
    expect(stock).toEqual([
      expect.objectContaining({
        code: 'TS001-RED-M',
        status_label: '在售',
        on_hand: 35,
        reserved: 4,
        available: 31,
        warehouses: expect.arrayContaining([expect.objectContaining({ warehouse_id: 'WH-SZ', on_hand: 30, available: 26 })]),
      }),
    ]);
    const spuRequest = (await product('GET', '/spu/state/process/list?transition=clear', reader)).data.list[0];
    expect((await product('GET', `/spu/state/process/inventory?id=${spuRequest.id}`, reader)).data).toHaveLength(12); // every SKU of the SPU
  });

  it('guards the routes with their codes; direct 停售 is an administrator-only code', async () => {
    const sku = await skuOf('TS001-RED-L');
    for (const path of ['/spu/state/process/list', `/spu/state/process/inventory?id=${sku.id}`, `/skustate/${sku.id}`, `/spu/state/process/${sku.id}`]) {
      expect([path, (await product('GET', path, nobody)).code]).toEqual([path, 10403]);
    }
    for (const path of ['/spu/batchnewstate', '/spu/state/process/batchnewstate']) {
      expect((await product('POST', path, reader, { transition: 'suspend', reason: 'x', sku_ids: [sku.id] })).code).toBe(10403);
    }
    expect((await product('POST', '/spu/state/process/batchnewstate', requester, { transition: 'suspend', reason: 'x', sku_ids: [sku.id] })).code).toBe(10000);
    const codes = (await auth('GET', '/allpermission', admin)).data;
    const declared = JSON.stringify(codes);
    expect(declared).toContain('catalogue.stateRequest.create');
    expect(declared).not.toContain('catalogue.sku.suspend');
    expect(declared).not.toContain('catalogue.spu.suspend');
    const role = await auth('POST', '/role', admin, { name: '直接停售', permissions: ['catalogue.sku.suspend'] });
    expect(role.code).not.toBe(10000);
    expect((await product('POST', `/sku/${sku.id}/suspend`, requester)).code).toBe(10403);
  });
});

describe('data rules', () => {
  it('shows a reader only the lines of the SPUs and SKUs their data rules let them see; a request of none is not found', async () => {
    const own = await personWith(t, admin, {
      login: 'stopowner',
      mobile: '13700000204',
      permissions: ['catalogue.stateRequest.read'],
      rowRules: { owner: true },
    });
    await onSaleSpu('TS003', categoryId, own.staffId);
    const [mine, hidden, hiddenToo] = await idsOf('TS003-BLK-S', 'TS001-BLK-S', 'TS001-BLK-XL');
    const mixed = (await submit(requester, { transition: 'suspend', reason: '库存清理', sku_ids: [hidden, mine] })).data;
    const hiddenOnly = (await submit(requester, { transition: 'suspend', reason: '断码', sku_ids: [hiddenToo] })).data;
    const same = async (path: string, missingPath: string, as: Session = own) => {
      const [seen, missing] = [await product('GET', path, as), await product('GET', missingPath, as)];
      expect([seen.code, seen.message]).toEqual([missing.code, missing.message]);
      expect(missing.code).not.toBe(10000);
    };

    // One request: its header and the line the reader may see; the administrator sees both.
    expect((await product('GET', `/spu/state/process/${mixed.id}`, admin)).data.lines).toHaveLength(2);
    const detail = (await product('GET', `/spu/state/process/${mixed.id}`, own)).data;
    expect(detail).toMatchObject({ code: mixed.code, status: 'pending', lines: [{ code: 'TS003-BLK-S' }] });
    expect(detail.lines).toHaveLength(1);
    await same(`/spu/state/process/${hiddenOnly.id}`, `/spu/state/process/${newId()}`);

    // The list and its export: the visible lines only, no request of hidden lines alone.
    const listed = (await product('GET', '/spu/state/process/list?per_page=50', own)).data;
    expect(listed.list.map((r: { id: string; lines_preview: string; line_count: number }) => [r.id, r.lines_preview, r.line_count])).toEqual([
      [mixed.id, 'TS003-BLK-S', 1],
    ]);
    expect((await product('GET', '/spu/state/process/list?sku=TS001-BLK', own)).data.total).toBe(0);
    const adminList = (await product('GET', '/spu/state/process/list?sku=TS001-BLK-XL', admin)).data.list;
    expect(adminList.map((r: { id: string }) => r.id)).toContain(hiddenOnly.id);

    // The palette finds a request by the start of its number (ZT…) only when it has a line the reader may see.
    const found = async (code: string, as: Session) =>
      ((await auth('GET', `/search?q=${code.toLowerCase()}`, as)).data as { code: string; url: string }[]).filter((h) => h.code === code);
    expect(await found(mixed.code, own)).toEqual([expect.objectContaining({ url: `/commodity/information/approve?id=${mixed.id}` })]);
    expect(await found(hiddenOnly.code, own)).toEqual([]);
    expect(await found(hiddenOnly.code, admin)).toHaveLength(1);
    expect(await found(mixed.code, nobody)).toEqual([]);

    // One SKU's state: a hidden SKU is not found, by id or by code, as a missing one.
    expect((await product('GET', '/skustate/TS003-BLK-S', own)).data).toMatchObject({ code: 'TS003-BLK-S', pending: { code: mixed.code } });
    await same('/skustate/TS001-BLK-S', '/skustate/TS999-NONE');
    await same(`/skustate/${hidden}`, `/skustate/${newId()}`);

    // The stock of a request: its visible SKUs; a hidden request answers as an unknown one (an empty list).
    const stock = (await product('GET', `/spu/state/process/inventory?id=${mixed.id}`, own)).data;
    expect(stock.map((s: { code: string }) => s.code)).toEqual(['TS003-BLK-S']);
    expect((await product('GET', `/spu/state/process/inventory?id=${hiddenOnly.id}`, own)).data).toEqual([]);

    // Deciding from the request's screen: a hidden request is not found (nothing decided).
    const decideHidden = await product('POST', '/spu/state/process/approve', own, { id: hiddenOnly.id, action: 'approve' });
    const decideMissing = await product('POST', '/spu/state/process/approve', own, { id: newId(), action: 'approve' });
    expect([decideHidden.code, decideHidden.message]).toEqual([decideMissing.code, decideMissing.message]);
    expect((await product('GET', `/spu/state/process/${hiddenOnly.id}`, admin)).data.status).toBe('pending');

    // Once decided, 已生效 / 未生效 count the lines the reader sees, in the list, the detail and the SKU's state.
    await decide(approver.warehouse, mixed.approval.id, 'approve');
    await decide(approver.ops, mixed.approval.id, 'approve');
    await t.outbox.dispatch();
    const counts = (r: { applied_count: number; skipped_count: number }) => [r.applied_count, r.skipped_count];
    expect(counts((await product('GET', `/spu/state/process/${mixed.id}`, admin)).data)).toEqual([2, 0]);
    expect(counts((await product('GET', `/spu/state/process/${mixed.id}`, own)).data)).toEqual([1, 0]);
    const row = (await product('GET', '/spu/state/process/list?per_page=50', own)).data.list.find((r: { id: string }) => r.id === mixed.id);
    expect(counts(row)).toEqual([1, 0]);
    const adminRow = (await product('GET', `/spu/state/process/list?code=${mixed.code}`, admin)).data.list[0];
    expect(counts(adminRow)).toEqual([2, 0]);
    expect(counts((await product('GET', '/skustate/TS003-BLK-S', own)).data.history[0])).toEqual([1, 0]);
  });
});

describe('what a list marks 审批中', () => {
  it('answers the request waiting on each listed SKU, to a SKU reader, until it is decided', async () => {
    await onSaleSpu('TS009', categoryId);
    const [waitingId, freeId] = await idsOf('TS009-BLK-M', 'TS009-WHT-M');
    const asked = await submit(requester, { transition: 'suspend', reason: '滞销', sku_ids: [waitingId] });
    expect(asked.code, asked.message).toBe(10000);
    const waiting = (as: Session, query: string) => product('GET', `/spu/state/process/waiting?${query}`, as);
    expect((await waiting(requester, `kind=sku&ids=${waitingId},${freeId}`)).data).toEqual([
      { id: waitingId, request_id: asked.data.id, code: asked.data.code, what: '停售申请' },
    ]);
    expect((await waiting(requester, `kind=spu&ids=${waitingId}`)).code).toBe(10403); // no SPU read code
    expect((await waiting(reader, `kind=sku&ids=${waitingId}`)).code).toBe(10403);
    expect((await waiting(requester, 'kind=order&ids=')).message).toBe('kind: 类型不正确');
    expect((await waiting(requester, 'kind=sku&ids=abc')).message).toBe('ids: 记录编号不正确');
    await decide(requester, asked.data.approval.id, 'withdraw', { comment: '不停了' });
    await t.outbox.dispatch();
    expect((await waiting(requester, `kind=sku&ids=${waitingId}`)).data).toEqual([]);
  });
});
