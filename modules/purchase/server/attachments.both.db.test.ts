// The supplier's and the notice's upload / unlink rows (README "Attachments"): files stored and added to the
// record in its log, taken off again, the limit, two uploads at once both kept, and the edit's permission.
import { multipart } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
let kit: PurchaseKit;
let supplier: string;

const upload = async (segment: string, fields: Record<string, string>, names: string[]) => {
  const { payload, headers } = multipart(
    fields,
    names.map((filename) => ({ field: 'files[]', filename, type: 'application/pdf', bytes: PDF })),
  );
  return (await kit.t.call({ method: 'POST', url: `/api-purchase/api/v1/purchase/${segment}/upload`, as: kit.admin, payload, headers })).body;
};
const names = (files: { name: string }[]) => files.map((f) => f.name).sort();

beforeAll(async () => {
  kit = await purchaseKit();
  supplier = (await kit.api('POST', 'supplier/create', kit.supplierInput('附件供应商'))).data.id;
});
afterAll(async () => kit?.t.close());

describe('附件', () => {
  it('uploads a supplier’s licence and contract onto it, takes one off, and logs both', async () => {
    const first = await upload('supplier', { id: supplier }, ['营业执照.pdf', '合同.pdf']);
    expect(first.code, first.message).toBe(10000);
    expect(names(first.data.record.attachments)).toEqual(['合同.pdf', '营业执照.pdf']);
    // Two uploads at once: both kept (the row is locked while its list changes).
    await Promise.all([upload('supplier', { id: supplier }, ['a.pdf']), upload('supplier', { id: supplier }, ['b.pdf'])]);
    const files = (await kit.api('GET', `supplier/detail/${supplier}`)).data.attachments;
    expect(names(files)).toEqual(['a.pdf', 'b.pdf', '合同.pdf', '营业执照.pdf']);
    const contract = files.find((f: { name: string }) => f.name === '合同.pdf');
    const after = await kit.api('POST', 'supplier/unlink', { id: supplier, file_id: contract.id });
    expect(names(after.data.attachments)).toEqual(['a.pdf', 'b.pdf', '营业执照.pdf']);
    expect((await kit.api('POST', 'supplier/unlink', { id: supplier, file_id: contract.id })).message).toBe('该文件不在营业执照及合同中');
    const logs = (await kit.api('GET', `supplier/logs/${supplier}`)).data;
    expect(logs.filter((l: { action: string }) => l.action === 'update').length).toBeGreaterThanOrEqual(4);
    // Without a record: stored only, for a form to attach.
    const loose = await upload('supplier', {}, ['草稿.pdf']);
    expect(loose.data).toEqual({ files: [expect.objectContaining({ name: '草稿.pdf', id: expect.any(String) })] });
  });

  it('keeps a notice’s attachments to its limit, only while it may be edited, and needs the edit permission', async () => {
    const notice = (await kit.api('POST', 'notice/create', { title: '春节放假通知', content: '<p>2月放假</p>' })).data;
    expect((await upload('notice', { id: notice.id }, ['放假安排.pdf'])).data.record.attachments).toHaveLength(1);
    const many = Array.from({ length: 10 }, (_, i) => `f${i}.pdf`);
    expect((await upload('notice', { id: notice.id }, many)).message).toBe('附件最多10个');
    expect((await kit.api('GET', `notice/detail/${notice.id}`)).data.attachments).toHaveLength(1);
    await kit.api('PUT', `notice/status/${notice.id}`, { status: 'published' });
    const locked = await upload('notice', { id: notice.id }, ['晚了.pdf']);
    expect(locked.code).not.toBe(10000);
    const reader = await kit.userWith('att_reader', '13800000088', ['purchase.supplier.read']);
    const { payload, headers } = multipart({ id: supplier }, [{ field: 'files[]', filename: 'x.pdf', type: 'application/pdf', bytes: PDF }]);
    const refused = await kit.t.call({ method: 'POST', url: '/api-purchase/api/v1/purchase/supplier/upload', as: reader.session, payload, headers });
    expect(refused.body.code).toBe(10403);
  });
});
