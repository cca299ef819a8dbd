import { datetime, defineEntity, number, reference, text } from '@entrepot/entity';
import { platformField } from './platforms.ts';

/**
 * 拉单记录: where the scheduled pull of one sales account stands (README "Pulling orders"): the marketplace's
 * cursor after the last page that was stored, moved in the same transaction as that page's orders.
 */
export const pullState = defineEntity({
  name: 'oms.pullState',
  table: 'oms.pull_states',
  label: '拉单记录',
  titleField: 'account_id',
  defaultSort: [{ field: 'pulled_at', dir: 'desc' }],
  scopes: { account: 'account_id' },
  fields: {
    account_id: reference({ label: '销售账号', to: 'accounts.salesAccount', required: true, unique: true, filter: 'equal' }),
    platform_code: platformField({ required: true }),
    cursor: text({ label: '游标', max: 200, list: false }),
    pulled_at: datetime({ label: '最近拉取', sortable: true }),
    orders_in: number({ label: '累计新订单', min: 0, max: 2_000_000_000 }),
    last_error: text({ label: '最近错误', max: 500 }),
    failures: number({ label: '连续失败', min: 0, max: 1_000_000, filter: 'range' }),
  },
});
