// An order as a marketplace adapter, the order-report import and 手工订单 hand it in (README "Orders in"): checked
// here once, whatever its source, before anything is stored.
import { z } from 'zod';
import { orderBadges } from '../entities/order.entity.ts';

const KNOWN_BADGES: ReadonlySet<string> = new Set(orderBadges.map((b) => b.value));

const money = (label: string) =>
  z
    .string(`请填写${label}`)
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, `${label}须为金额，最多两位小数`);
const opt = (max: number, label: string) => z.string().trim().max(max, `${label}最长${max}个字符`).optional().default('');

export const incomingLine = z.object({
  platform_sku: z.string('请填写平台SKU').trim().min(1, '请填写平台SKU').max(100, '平台SKU最长100个字符'),
  title: opt(300, '商品名称'),
  quantity: z.number('请填写数量').int('数量须为整数').min(1, '数量至少为1').max(100_000, '数量最多100000'),
  price: money('单价'),
});

export const incomingOrder = z.object({
  platform_order_id: z.string('请填写平台订单号').trim().min(1, '请填写平台订单号').max(60, '平台订单号最长60个字符'),
  ordered_at: z.iso.datetime({ offset: true, message: '下单时间格式不正确' }),
  buyer_name: z.string('请填写买家').trim().min(1, '请填写买家').max(100, '买家最长100个字符'),
  buyer_email: opt(150, '买家邮箱'),
  phone: opt(40, '电话'),
  country: z
    .string('请填写国家')
    .trim()
    .regex(/^[A-Za-z]{2}$/, '国家请填写两位代码，如 US')
    .transform((c) => c.toUpperCase()),
  state: opt(60, '州/省'),
  city: opt(80, '城市'),
  address1: opt(200, '地址1'),
  address2: opt(200, '地址2'),
  postal_code: opt(20, '邮编'),
  currency: z
    .string('请填写币种')
    .trim()
    .regex(/^[A-Za-z]{3}$/, '币种请填写三位代码，如 USD')
    .transform((c) => c.toUpperCase()),
  total_amount: money('订单金额'),
  lines: z.array(incomingLine, '请填写订单明细').min(1, '请填写订单明细').max(200, '订单明细最多200行'),
  /** 平台徽章 (README "Temu badges"): the ones we know are kept, others dropped. */
  badges: z
    .array(z.string())
    .max(20)
    .optional()
    .default([])
    .transform((b) => [...new Set(b.filter((x) => KNOWN_BADGES.has(x)))]),
  ship_by: z.iso.datetime({ offset: true, message: '最晚发货时间格式不正确' }).optional(),
});

export type IncomingOrder = z.output<typeof incomingOrder>;
export type IncomingOrderInput = z.input<typeof incomingOrder>;
