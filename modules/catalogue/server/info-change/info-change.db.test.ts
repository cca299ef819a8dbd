import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { writeXlsx } from '@entrepot/server-kit/file-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { catalogueCalls, colours, sheetRows, sizes } from '../test-kit.ts';

// 商品信息变更 through the approval engine (one level, ops01): nothing changes until `approval.approved` is
// delivered; then each line is written through the SPU/SKU services, a line whose value changed since submit
// refused; reject and withdraw apply nothing; the spreadsheet import checks all rows before creating anything.

let t: TestApp;
let admin: Session;
let ops: Session;
let requester: Session;
let nobody: Session;
let stranger: Session;
const { product, auth, leafCategory, restrictedUser, task } = catalogueCalls(() => t);
const BASE = '/api-product/api/v1/product';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const dir = mkdtempSync(join(tmpdir(), 'entrepot-info-change-'));

type Line = { field: string; sku_id?: string; new_value: string | null };
const events = async (name: string) =>
  (await t.db.database.pool.query('select payload from platform.outbox_events where name = $1 order by created_at, id', [name])).rows.map((r) => r.payload);
const skuOf = async (code: string) => (await product('GET', `/skus?code=${code}`, admin)).data.list[0];
const spuOf = async (code: string) => (await product('GET', `/spus?code=${code}`, admin)).data.list[0];
const submit = (as: Session, spuId: string, lines: Line[], extra: object = {}) =>
  product('POST', '/spuskuchange', as, { spu_id: spuId, reason: '供应商调价', lines, ...extra });
const decide = (as: Session, approvalId: string, action: 'approve' | 'reject' | 'withdraw', body: object = {}) =>
  auth('POST', `/approval/${approvalId}/${action}`, as, body);
const detail = async (id: string) => (await product('GET', `/spuskuchange/${id}`, admin)).data;

async function onSaleSpu(code: string, categoryId: string): Promise<string> {
  const options = [...colours.slice(0, 2), ...sizes.slice(0, 2)].map((o, position) => ({ ...o, position }));
  const body = { code, name: `${code} T恤`, category_id: categoryId, options, sku_defaults: { cost_price: '18.00', sale_price: '59.90', weight: '0.180' } };
  const spu = (await product('POST', '/spus', admin, body)).data;
  await product('POST', `/spu/${spu.id}/submit`, admin);
  expect((await product('POST', `/spu/${spu.id}/approve`, admin)).data.status).toBe('on_sale');
  return spu.id;
}

async function xlsxUpload(rows: Record<string, string>[], as: Session) {
  const path = join(dir, `bom-${Date.now()}.xlsx`);
  const headers = ['SKU编码', '字段', '新值', '变更原因'];
  await writeXlsx(
    path,
    headers.map((h) => ({ key: h, label: h })),
    (async function* () {
      yield rows;
    })(),
  );
  const { payload, headers: h } = multipart({}, [{ field: 'file', filename: 'bom.xlsx', type: XLSX, bytes: await readFile(path) }]);
  return (await t.call({ method: 'POST', url: `${BASE}/spuskuchange/bomupload`, payload, headers: h, as })).body;
}

let spu1: string;
let spu2: string;
beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const categoryId = await leafCategory(admin);
  spu1 = await onSaleSpu('TS001', categoryId);
  spu2 = await onSaleSpu('TS002', categoryId);
  const codes = ['catalogue.infoChange.read', 'catalogue.infoChange.create', 'catalogue.infoChange.import', 'catalogue.sku.read'];
  requester = await restrictedUser(admin, 'chgrequester', '13700000301', codes);
  nobody = await restrictedUser(admin, 'chgnobody', '13700000302', ['catalogue.sku.read']);
  stranger = await restrictedUser(admin, 'chgstranger', '13700000303', codes, { owner: true });
  const opsId = (await auth('GET', '/staffs?login_name=ops01', admin)).data.list[0].id;
  const flow = await auth('POST', '/approval/flow', admin, {
    document_type: 'catalogue.info-change',
    name: '商品信息变更审批',
    priority: 10,
    levels: [{ name: '运营审批', mode: 'any', approvers: { users: [opsId] } }],
  });
  expect(flow.code, flow.message).toBe(10000);
  ops = await t.login('ops01', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

describe('submit', () => {
  it('answers the form data: the SPU, its SKUs with current values, the field list', async () => {
    const form = (await product('GET', `/spuskuchange/create?spu_id=${spu1}`, requester)).data;
    expect(form.spu).toMatchObject({ code: 'TS001', pending_code: null });
    expect(form.spu.values['spu.name']).toEqual({ value: 'TS001 T恤', text: 'TS001 T恤' });
    expect(form.skus.map((s: { code: string }) => s.code)).toEqual(['TS001-BLK-M', 'TS001-BLK-S', 'TS001-WHT-M', 'TS001-WHT-S']);
    expect(form.skus[0].values['sku.sale_price']).toEqual({ value: '59.90', text: '59.90' });
    expect(form.fields.map((f: { label: string }) => f.label)).toEqual([
      '中文名称',
      '英文名称',
      '品牌',
      '季节',
      '商品描述',
      'SKU名称',
      '销售价',
      '成本价',
      '重量(kg)',
      '条码',
    ]);
    expect(form.fields.find((f: { key: string }) => f.key === 'spu.season').options).toContainEqual({ value: 'summer', label: '夏季' });
  });

  it('refuses bad input naming every bad line, and writes nothing', async () => {
    const sku = await skuOf('TS001-BLK-M');
    const other = await skuOf('TS002-BLK-M');
    const answer = await submit(requester, spu1, [
      { field: 'sku.sale_price', sku_id: sku.id, new_value: '12.345' },
      { field: 'sku.sale_price', sku_id: sku.id, new_value: '70' },
      { field: 'sku.weight', sku_id: other.id, new_value: '1' },
      { field: 'sku.cost_price', sku_id: sku.id, new_value: '18' },
      { field: 'spu.status', new_value: 'retired' },
      { field: 'sku.name', sku_id: sku.id, new_value: '' },
    ]);
    expect(answer.code).toBe(10422);
    expect(answer.message).toContain('第1行 TS001-BLK-M 销售价: 销售价最多2位小数');
    expect(answer.message).toContain('第2行 TS001-BLK-M 销售价: 与第1行重复');
    expect(answer.message).toContain('第3行 请选择SPU TS001 的SKU');
    expect(answer.message).toContain('第4行 TS001-BLK-M 成本价: 新值与当前值相同');
    expect(answer.message).toContain('第5行 字段「spu.status」不能变更');
    expect(answer.message).toContain('第6行 TS001-BLK-M SKU名称: 请输入SKU名称');
    expect((await submit(requester, spu1, [{ field: 'sku.sale_price', sku_id: sku.id, new_value: '70' }], { reason: ' ' })).message).toBe(
      'reason: 请填写变更原因',
    );
    expect((await product('GET', '/spuskuchange/list', admin)).data.total).toBe(0);
  });

  it('checks references and unique values as the fields declare them, and shows a brand by its name', async () => {
    const on = (await product('POST', '/brands', admin, { name: '变更品牌' })).data;
    const off = (await product('POST', '/brands', admin, { name: '停用品牌' })).data;
    expect((await product('POST', `/brands/${off.id}/disable`, admin)).code).toBe(10000);
    const [black, white] = [await skuOf('TS002-BLK-M'), await skuOf('TS002-WHT-M')];
    const info = (await product('GET', `/skuinfo/${white.id}`, admin)).data;
    const coded = await product('PUT', '/sku/edit', admin, { id: white.id, version: info.version, barcode: '6900000000028' });
    expect(coded.code, coded.message).toBe(10000);
    const refused = await submit(requester, spu2, [
      { field: 'spu.brand_id', new_value: off.id },
      { field: 'sku.barcode', sku_id: black.id, new_value: '6900000000028' },
      { field: 'sku.barcode', sku_id: (await skuOf('TS002-BLK-S')).id, new_value: '6900000000099' },
      { field: 'sku.barcode', sku_id: (await skuOf('TS002-WHT-S')).id, new_value: '6900000000099' },
      { field: 'spu.season', new_value: 'winter' },
    ]);
    expect(refused.message).toContain('第1行 TS002 品牌: 品牌已停用');
    expect(refused.message).toContain('第2行 TS002-BLK-M 条码: 条码已被SKU TS002-WHT-M使用');
    expect(refused.message).toContain('第4行 TS002-WHT-S 条码: 与第3行的条码相同');
    expect(refused.message).not.toContain('第5行');
    const form = (await product('GET', `/spuskuchange/create?spu_id=${spu2}`, requester)).data;
    expect(form.fields.find((f: { key: string }) => f.key === 'spu.brand_id').options).toContainEqual({ value: on.id, label: '变更品牌' });
    expect(form.fields.find((f: { key: string }) => f.key === 'spu.brand_id').options).not.toContainEqual({ value: off.id, label: '停用品牌' });
    const spu = await spuOf('TS002');
    expect((await product('PUT', `/spu/${spu.id}`, admin, { version: spu.version, brand_id: on.id, season: 'winter' })).code).toBe(10000);
    const after = (await product('GET', `/spuskuchange/create?spu_id=${spu2}`, requester)).data;
    expect(after.spu.values['spu.brand_id']).toEqual({ value: on.id, text: '变更品牌' });
    expect(after.spu.values['spu.season']).toEqual({ value: 'winter', text: '冬季' });
    expect((await product('PUT', `/spu/${spu.id}`, admin, { version: spu.version + 1, brand_id: null, season: null })).code).toBe(10000);
  });
});

describe('approval', () => {
  let request: { id: string; code: string; approval: { id: string } };

  it('submits 审批中 with the current values captured; a second request on the same SKU is refused', async () => {
    const sku = await skuOf('TS001-BLK-M');
    const answer = await submit(requester, spu1, [
      { field: 'sku.sale_price', sku_id: sku.id, new_value: '69.9' },
      { field: 'spu.name_en', new_value: 'Cotton Tee' },
    ]);
    expect(answer.code, answer.message).toBe(10000);
    request = answer.data;
    expect(answer.data.code).toMatch(/^BG\d{8}\d{3}$/);
    expect(answer.data).toMatchObject({ status: 'pending', spu_code: 'TS001', approval: { status: 'pending', flow_name: '商品信息变更审批' } });
    expect(answer.data.lines.map((l: Record<string, unknown>) => [l.target_code, l.field, l.old_value, l.new_value, l.outcome])).toEqual([
      ['TS001-BLK-M', 'sku.sale_price', '59.90', '69.90', 'waiting'], // kept at the SKU's scale, as typed 69.9
      ['TS001', 'spu.name_en', null, 'Cotton Tee', 'waiting'],
    ]);
    const again = await submit(requester, spu1, [{ field: 'sku.weight', sku_id: sku.id, new_value: '0.2' }]);
    expect(again.code).toBe(10409);
    expect(again.message).toBe(`SKU TS001-BLK-M 已有审批中的商品信息变更申请 ${request.code}，不能重复申请`);
    await t.outbox.dispatch();
    expect((await skuOf('TS001-BLK-M')).sale_price).toBe('59.90');
  });

  it('answers the request waiting on the listed SKUs and SPUs (the lists mark them 审批中), within the SPU rule', async () => {
    const [blackM, whiteM] = [await skuOf('TS001-BLK-M'), await skuOf('TS001-WHT-M')];
    const waiting = (as: Session, query: string) => product('GET', `/spuskuchange/waiting?${query}`, as);
    const mark = { request_id: request.id, code: request.code, what: '商品信息变更' };
    expect((await waiting(admin, `kind=sku&ids=${blackM.id},${whiteM.id}`)).data).toEqual([{ id: blackM.id, ...mark }]);
    expect((await waiting(admin, `kind=spu&ids=${spu1},${spu2}`)).data).toEqual([{ id: spu1, ...mark }]);
    expect((await waiting(nobody, `kind=spu&ids=${spu1}`)).code).toBe(10403); // no SPU read code
    expect((await waiting(stranger, `kind=sku&ids=${blackM.id}`)).data).toEqual([]); // an SPU another develops
  });

  it('applies the lines once approved: audited as the requester, the price announced', async () => {
    expect((await decide(ops, request.approval.id, 'approve')).code).toBe(10000);
    await t.outbox.dispatch();
    const sku = await skuOf('TS001-BLK-M');
    expect(sku.sale_price).toBe('69.90');
    expect((await spuOf('TS001')).name_en).toBe('Cotton Tee');
    const done = await detail(request.id);
    expect(done).toMatchObject({ status: 'approved', applied_count: 1 + 1, failed_count: 0 });
    expect(done.lines.map((l: { outcome: string }) => l.outcome)).toEqual(['applied', 'applied']);
    expect(done.approval.steps.map((s: { action_label: string; actor_name: string }) => `${s.actor_name} ${s.action_label}`)).toEqual([
      'chgrequester 提交',
      '运营-周杰 通过',
    ]);
    expect(await events('catalogue.sku.price-changed')).toContainEqual({ id: sku.id, code: 'TS001-BLK-M', sale_price: { from: '59.90', to: '69.90' } });
    const { rows } = await t.db.database.pool.query(
      "select user_name, changes from platform.audit_log where entity = 'catalogue.sku' and record_id = $1 and action = 'update'",
      [sku.id],
    );
    expect(rows).toEqual([{ user_name: `chgrequester（${request.code}审批通过）`, changes: { sale_price: { before: '59.90', after: '69.90' } } }]);
    // A redelivered decision changes nothing.
    await t.db.database.tx((tx) =>
      t.outbox.publish(tx, 'approval.approved', { request_id: request.approval.id, document_type: 'catalogue.info-change', document_id: request.code }),
    );
    await t.outbox.dispatch();
    expect((await events('catalogue.sku.price-changed')).filter((e) => e.code === 'TS001-BLK-M')).toHaveLength(1);
  });

  it('applies nothing when rejected or withdrawn, and then allows a new request', async () => {
    const sku = await skuOf('TS001-WHT-S');
    const first = (await submit(requester, spu1, [{ field: 'sku.cost_price', sku_id: sku.id, new_value: '20' }])).data;
    expect((await decide(ops, first.approval.id, 'reject', { comment: '价格未确认' })).code).toBe(10000);
    await t.outbox.dispatch();
    expect(await detail(first.id)).toMatchObject({ status: 'rejected', lines: [{ outcome: 'closed' }] });
    const second = (await submit(requester, spu1, [{ field: 'sku.cost_price', sku_id: sku.id, new_value: '21' }])).data;
    expect(second.code).not.toBe(first.code);
    expect((await decide(requester, second.approval.id, 'withdraw')).code).toBe(10000);
    await t.outbox.dispatch();
    expect(await detail(second.id)).toMatchObject({ status: 'withdrawn', applied_count: 0 });
    expect((await skuOf('TS001-WHT-S')).cost_price).toBe('18.00');
  });

  it('refuses a line whose value changed after submit and applies the others (部分生效)', async () => {
    const sku = await skuOf('TS001-WHT-M');
    const request = (
      await submit(requester, spu1, [
        { field: 'sku.cost_price', sku_id: sku.id, new_value: '22.50' },
        { field: 'sku.weight', sku_id: sku.id, new_value: '0.25' },
      ])
    ).data;
    const edited = await product('PUT', '/sku/edit', admin, { id: sku.id, version: sku.version, cost_price: '19.00' });
    expect(edited.code, edited.message).toBe(10000);
    await decide(ops, request.approval.id, 'approve');
    await t.outbox.dispatch();
    const after = await skuOf('TS001-WHT-M');
    expect([after.cost_price, after.weight]).toEqual(['19.00', '0.250']);
    const done = await detail(request.id);
    expect(done).toMatchObject({ status: 'partial', applied_count: 1, failed_count: 1 });
    expect(done.lines[0]).toMatchObject({ outcome: 'failed', note: '提交后成本价已被修改为「19.00」（提交时为「18.00」），未应用' });
    expect(done.lines[1]).toMatchObject({ outcome: 'applied', note: null });
  });
});

describe('reads', () => {
  it('lists with filters', async () => {
    const all = (await product('GET', '/spuskuchange/list', requester)).data;
    expect(all.total).toBe(4);
    expect((await product('GET', '/spuskuchange/list?status=rejected', requester)).data.list).toHaveLength(1);
    expect((await product('GET', '/spuskuchange/list?spu_code=TS002', requester)).data.total).toBe(0);
    expect((await product('GET', `/spuskuchange/list?code=${all.list[0].code}`, requester)).data.total).toBe(1);
    const requesterId = (await auth('GET', '/user', requester)).data.id;
    expect((await product('GET', `/spuskuchange/list?requester_id=${requesterId}`, admin)).data.total).toBe(4);
  });

  it('tells which SKUs are listed on Amazon, with their seller SKUs', async () => {
    const sku = await skuOf('TS002-BLK-S');
    for (const [platform_code, platform_sku] of [
      ['amazon', 'AMZ-TS002-BS'],
      ['temu', 'TM-TS002-BS'],
    ]) {
      expect((await product('POST', '/skumapping', admin, { platform_code, platform_sku, sku_id: sku.id, account: 'US-1' })).code).toBe(10000);
    }
    const answer = (await product('POST', '/spuskuchange/isamazon', requester, { spu_id: spu2 })).data;
    expect(answer.map((a: { code: string; is_amazon: boolean }) => [a.code, a.is_amazon])).toEqual([
      ['TS002-BLK-M', false],
      ['TS002-BLK-S', true],
      ['TS002-WHT-M', false],
      ['TS002-WHT-S', false],
    ]);
    expect(answer[1].amazon_skus).toEqual([{ platform_sku: 'AMZ-TS002-BS', account: 'US-1' }]);
    expect((await product('POST', '/spuskuchange/isamazon', requester, {})).code).toBe(10422);
  });
});

describe('bomupload', () => {
  it('reports every bad row and creates nothing', async () => {
    const answer = await xlsxUpload(
      [
        { SKU编码: 'TS002-BLK-M', 字段: '销售价', 新值: 'abc', 变更原因: '调价' },
        { SKU编码: 'NOPE-1', 字段: '销售价', 新值: '1', 变更原因: '调价' },
        { SKU编码: 'TS002-BLK-S', 字段: '中文名称', 新值: 'x', 变更原因: '调价' },
        { SKU编码: 'TS001-BLK-S', 字段: '重量(kg)', 新值: '0.3', 变更原因: '' },
      ],
      requester,
    );
    expect(answer.code, answer.message).toBe(10000);
    const done = await task(requester, answer.data.task_id);
    expect(done.status, JSON.stringify(done)).toBe('failed');
    expect(done.file_url, JSON.stringify(done)).toBeTruthy();
    const report = await sheetRows((await t.call({ method: 'GET', url: done.file_url, as: requester })).raw.rawPayload);
    expect(report.map((r) => [r['行号'], r['列']])).toEqual([
      ['2', '新值'],
      ['3', 'SKU编码'],
      ['4', '字段'],
      ['5', '变更原因'],
    ]);
    expect((await product('GET', '/spuskuchange/list', admin)).data.total).toBe(4);
  });

  it('creates one request per SPU from a good file', async () => {
    const answer = await xlsxUpload(
      [
        { SKU编码: 'ts002-blk-m', 字段: '销售价', 新值: '65', 变更原因: '大促调价' },
        { SKU编码: 'TS002-WHT-M', 字段: 'sku.barcode', 新值: '6900000000011', 变更原因: '' },
        { SKU编码: 'TS001-BLK-S', 字段: '重量(kg)', 新值: '0.3', 变更原因: '称重更正' },
      ],
      requester,
    );
    const done = await task(requester, answer.data.task_id);
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'succeeded', result: expect.objectContaining({ request_created: 2 }) });
    const list = (await product('GET', '/spuskuchange/list?status=pending', requester)).data.list as { spu_code: string; reason: string }[];
    expect(list.map((r) => [r.spu_code, r.reason]).sort()).toEqual([
      ['TS001', '称重更正'],
      ['TS002', '大促调价'],
    ]);
  });
});

describe('permissions', () => {
  it('answers 10403 without the codes', async () => {
    expect((await product('GET', '/spuskuchange/list', nobody)).code).toBe(10403);
    expect((await submit(nobody, spu1, [])).code).toBe(10403);
    expect((await product('GET', `/spuskuchange/create?spu_id=${spu1}`, nobody)).code).toBe(10403);
    expect((await product('POST', '/spuskuchange/isamazon', nobody, { spu_id: spu1 })).code).toBe(10403);
  });

  it('follows the SPU owner rule: requests of SPUs another develops are hidden', async () => {
    expect((await product('GET', '/spuskuchange/list', stranger)).data.total).toBe(0);
    const any = (await product('GET', '/spuskuchange/list', admin)).data.list[0];
    expect((await product('GET', `/spuskuchange/${any.id}`, stranger)).code).toBe(10404);
    expect((await product('GET', `/spuskuchange/create?spu_id=${spu1}`, stranger)).code).toBe(10404);
    const sku = await skuOf('TS002-BLK-S');
    expect((await submit(stranger, spu2, [{ field: 'sku.name', sku_id: sku.id, new_value: 'x' }])).code).toBe(10404);
  });
});

describe('attachments', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = async (as: Session, name: string) => {
    const { payload, headers } = multipart({}, [{ field: 'files[]', filename: name, type: 'application/pdf', bytes: PDF }]);
    return (await t.call({ method: 'POST', url: `${BASE}/spuskuchange/upload`, payload, headers, as })).body;
  };

  it('stores the submitter’s files and keeps them on the request; another’s upload is refused', async () => {
    const mine = await upload(requester, '报价单.pdf');
    expect(mine.code, mine.message).toBe(10000);
    expect(mine.data.files.map((f: { name: string }) => f.name)).toEqual(['报价单.pdf']);
    expect((await upload(nobody, 'x.pdf')).code).toBe(10403);
    const theirs = (await upload(admin, '别人的.pdf')).data.files[0].id;
    const sku = await skuOf('TS002-BLK-S');
    const line = [{ field: 'sku.weight', sku_id: sku.id, new_value: '0.25' }];
    expect((await submit(requester, spu2, line, { attachments: [theirs] })).code).not.toBe(10000);
    const made = await submit(requester, spu2, line, { attachments: [mine.data.files[0].id] });
    expect(made.code, made.message).toBe(10000);
    expect((await detail(made.data.id)).attachments.map((f: { name: string }) => f.name)).toEqual(['报价单.pdf']);
    expect((await decide(requester, made.data.approval.id, 'withdraw')).code).toBe(10000);
  });
});
