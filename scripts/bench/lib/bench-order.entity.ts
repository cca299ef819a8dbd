import { datetime, defineEntity, enumOf, money, number, text } from '@entrepot/entity';

/** The benchmark's orders (../shared/bench/gen-orders.sql) declared as an engine entity. */
export const benchOrder = defineEntity({
  name: 'bench.order',
  table: 'bench.orders',
  label: '订单',
  titleField: 'order_no',
  naturalKey: ['order_no'],
  defaultSort: [{ field: 'ordered_at', dir: 'desc' }],
  indexes: [
    ['status', '-ordered_at', '-id'],
    ['platform_code', 'account_id', '-ordered_at', '-id'],
    ['-ordered_at', '-id'],
  ],
  fields: {
    order_no: text({ label: '订单号', max: 30, required: true, unique: true, filter: 'like' }),
    platform_code: enumOf({
      label: '平台',
      required: true,
      filter: 'equal',
      options: ['amazon', 'walmart', 'temu', 'shein'].map((v) => ({ value: v, label: v })),
    }),
    account_id: number({ label: '账号', required: true, filter: 'in' }),
    status: number({ label: '状态', required: true, filter: 'equal' }),
    buyer_name: text({ label: '买家', max: 100, required: true }),
    country: text({ label: '国家', max: 2, required: true }),
    total_amount: money({ label: '金额', required: true }),
    currency: text({ label: '币种', max: 3, required: true }),
    ordered_at: datetime({ label: '下单时间', required: true, filter: 'range', sortable: true }),
  },
});
