// The purchase order as a PDF for its supplier (`GET order/pdf/{id}`, README "Printing"): the document kit's
// printout — number and barcode, supplier, buyer, dates, where to deliver, terms, every line with its price and
// amount, the totals with tax — within the reader's data rules on orders.
import type { EntityRoutes, ModuleContext } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import { documentPdf, sendPdf } from '@entrepot/server-kit/pdf';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BASE, order, purchaseTypes } from '../entities/index.ts';
import { deliveryNotes } from './delivery-note.ts';
import type { PurchaseServices } from './services.ts';

const idParams = z.object({ id: z.uuid('记录编号不正确') });
const labelOf = (options: readonly { value: string; label: string }[], value: unknown) => options.find((o) => o.value === value)?.label ?? '';
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const shanghaiNow = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

export function orderPrintRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices, $: EntityRoutes): void {
  const db = ctx.database.db;
  app.get(`${BASE}/order/pdf/:id`, {
    config: { permission: order.permission('read') },
    handler: async (request, reply) => {
      const id = parse(idParams, request.params).id;
      const scope = $.access(request).scope;
      const row = await s.order.get(db, id, scope);
      const [note] = await deliveryNotes(db, [id], scope);
      const names = new Map((note?.order_sku_details ?? []).map((l) => [l.id, l.sku]));
      const lines = row.lines ?? [];
      const file = documentPdf({
        title: '采购单',
        number: String(row.code),
        fields: [
          ['供应商', `${text(row.supplier_id_title)}${note?.supplier_code ? `（${note.supplier_code}）` : ''}`],
          ['采购员', text(row.buyer_id_title)],
          ['下单日期', text(row.order_date)],
          ['预计到货', text(row.plan_date)],
          ['采购类型', labelOf(purchaseTypes, row.purchase_type)],
          ['币种', text(row.currency_id_title)],
          ['收货地址', text(note?.receive_address)],
          ['税率', row.tax_rate ? `${row.tax_rate}%（${row.tax_included ? '含税' : '不含税'}）` : '不含税'],
        ],
        columns: [
          { title: '序号', width: 0.5, align: 'center' },
          { title: 'SKU', width: 1.6 },
          { title: '商品名称 / 规格', width: 3 },
          { title: '数量', width: 0.8, align: 'right' },
          { title: '赠品', width: 0.6, align: 'right' },
          { title: '单价', width: 0.9, align: 'right' },
          { title: '金额', width: 1.1, align: 'right' },
          { title: '预计到货', width: 1.1, align: 'center' },
        ],
        rows: lines.map((l, i) => {
          const sku = names.get(String(l.id));
          const spec = sku?.attributes.map((a) => a.attribute_value).join(' / ');
          return [
            String(i + 1),
            text(l.sku_id_title),
            [sku?.name, spec].filter(Boolean).join('，'),
            text(l.quantity),
            text(l.free_quantity || ''),
            text(l.price),
            text(l.amount),
            text(l.plan_date ?? row.plan_date),
          ];
        }),
        totals: ['', '合计', '', text(row.total_quantity), '', '', text(row.total_amount), ''],
        notes: [
          ...(row.tax_amount ? [`其中税额：${row.tax_amount}`] : []),
          ...(row.remark ? [`备注：${row.remark}`] : []),
          '请按单号送货，送货单上注明采购单号；仓库凭单号条码收货。',
        ],
        footer: `打印：${requestUser(request).name}  ${shanghaiNow()}`,
      });
      return sendPdf(reply, `采购单-${row.code}.pdf`, file);
    },
  });
}
