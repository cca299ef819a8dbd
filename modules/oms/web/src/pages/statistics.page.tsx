import { Button, DatePicker, Select, Space, Table, type TableColumnProps, Tabs, Typography } from '@arco-design/web-react';
import { sumWireDecimals } from '@entrepot/contract';
import { BASE, omsPlatforms, order, SERVICE } from '@entrepot/module-oms/entities';
import { ExportButton, useArea, useTabTitle } from '@entrepot/web/area';
import { useCallback, useEffect, useState } from 'react';
import { type Figures, totalsOf } from '../statistics-totals.ts';

/** The views, in the spec's words: sales by day, by sales account, of accounts with no salesperson; platforms by month (业绩分析). */
const VIEWS = [
  { key: 'date', title: '销售业绩' },
  { key: 'account', title: '账号业绩' },
  { key: 'unmatched', title: '未匹配业务员' },
  { key: 'platform', title: '平台月度' },
  { key: 'independent', title: '独立站报表' },
] as const;
export type View = (typeof VIEWS)[number]['key'];
/** The spec's sub-screens of 业绩统计, each opening its tab. */
export const STATISTICS_TABS: Record<string, View> = { sales: 'date', account: 'account', unmatchedSalesperson: 'unmatched' };

/** The platforms the marketplaces' adapters serve, by name. */
const PLATFORMS = omsPlatforms.map((p) => ({ value: p.value, label: p.label }));

type Row = Figures & {
  date?: string;
  month?: string;
  account_id?: string;
  account_name?: string;
  platform_code?: string;
  team?: string | null;
  /** 独立站报表's own. */
  average?: string;
  buyers?: number;
  repeat_buyers?: number;
  refunded?: string;
  refund_rate?: string;
};
type Filters = { startDate: string; endDate: string; platformCode?: string };

/** The last `days` China days, today included. */
function lastDays(days: number): Filters {
  const today = new Date(Date.now() + 8 * 3600_000);
  const start = new Date(today.getTime() - (days - 1) * 86400_000);
  return { startDate: start.toISOString().slice(0, 10), endDate: today.toISOString().slice(0, 10) };
}

const byNumber = (key: 'orders' | 'quantity' | 'shipped' | 'cancelled' | 'buyers' | 'repeat_buyers') => (a: Row, b: Row) => (a[key] ?? 0) - (b[key] ?? 0);
const byText = (key: 'date' | 'month' | 'account_name' | 'currency') => (a: Row, b: Row) => String(a[key] ?? '').localeCompare(String(b[key] ?? ''));
/** Decimal strings compared as decimals (never through floats): the difference's sign. */
const byDecimal = (key: 'amount' | 'average' | 'refunded' | 'refund_rate') => (a: Row, b: Row) => {
  const x = a[key] ?? '0';
  const y = b[key] ?? '0';
  const d = sumWireDecimals([x, y.startsWith('-') ? y.slice(1) : `-${y}`]);
  return /^-?0(\.0+)?$/.test(d) ? 0 : d.startsWith('-') ? -1 : 1;
};

const FIGURE_COLUMNS: TableColumnProps<Row>[] = [
  { title: '币种', dataIndex: 'currency', sorter: byText('currency'), width: 80 },
  { title: '订单数', dataIndex: 'orders', sorter: byNumber('orders'), align: 'right' },
  { title: '件数', dataIndex: 'quantity', sorter: byNumber('quantity'), align: 'right' },
  { title: '销售额', dataIndex: 'amount', sorter: byDecimal('amount'), align: 'right' },
  { title: '已发货订单', dataIndex: 'shipped', sorter: byNumber('shipped'), align: 'right' },
  { title: '取消/拦截/退货', dataIndex: 'cancelled', sorter: byNumber('cancelled'), align: 'right' },
];
const ACCOUNT_COLUMNS: TableColumnProps<Row>[] = [
  { title: '销售账号', dataIndex: 'account_name', sorter: byText('account_name') },
  { title: '平台', dataIndex: 'platform_code', render: (code: string) => platformLabel(code) },
  { title: '团队', dataIndex: 'team', render: (team: string | null) => team || '—' },
];
/** A share of the orders, in percent with one decimal. */
const share = (part: number, whole: number) => (whole ? `${((part * 100) / whole).toFixed(1)}%` : '—');
const platformLabel = (code: string) => PLATFORMS.find((p) => p.value === code)?.label ?? code;
const COLUMNS: Record<View, TableColumnProps<Row>[]> = {
  date: [{ title: '日期', dataIndex: 'date', sorter: byText('date'), defaultSortOrder: 'descend' }, ...FIGURE_COLUMNS],
  account: [...ACCOUNT_COLUMNS, ...FIGURE_COLUMNS],
  unmatched: [...ACCOUNT_COLUMNS, ...FIGURE_COLUMNS],
  platform: [
    { title: '月份', dataIndex: 'month', sorter: byText('month'), defaultSortOrder: 'descend' },
    { title: '平台', dataIndex: 'platform_code', render: platformLabel },
    ...FIGURE_COLUMNS,
    { title: '发货率', key: 'shipped_share', align: 'right', render: (_: unknown, r: Row) => share(r.shipped, r.orders) },
    { title: '取消率', key: 'cancelled_share', align: 'right', render: (_: unknown, r: Row) => share(r.cancelled, r.orders) },
  ],
  independent: [
    { title: '站点', dataIndex: 'account_name', sorter: byText('account_name') },
    { title: '团队', dataIndex: 'team', render: (team: string | null) => team || '—' },
    ...FIGURE_COLUMNS,
    { title: '客单价', dataIndex: 'average', sorter: byDecimal('average'), align: 'right' },
    { title: '买家数', dataIndex: 'buyers', sorter: byNumber('buyers'), align: 'right' },
    { title: '复购买家', dataIndex: 'repeat_buyers', sorter: byNumber('repeat_buyers'), align: 'right' },
    { title: '退款金额', dataIndex: 'refunded', sorter: byDecimal('refunded'), align: 'right' },
    { title: '退款率', dataIndex: 'refund_rate', sorter: byDecimal('refund_rate'), align: 'right', render: (rate: string) => `${rate}%` },
  ],
};

/**
 * 业绩统计 (`#/order/achievement/statistics`): orders of a period of China days — by day, by sales account, and
 * those of accounts no salesperson answers for — with their quantities and sales per currency, within the
 * reader's data rules; each view exported as it is filtered.
 */
export function StatisticsPage({ initial, views = ['date', 'account', 'unmatched'], days = 30 }: { initial?: View; views?: View[]; days?: number }) {
  const { http } = useArea();
  const [view, setView] = useState<View>(initial ?? views[0]!);
  const setTitle = useTabTitle();
  useEffect(() => {
    if (initial) setTitle(`业绩统计 · ${VIEWS.find((v) => v.key === initial)?.title}`); // a sub-screen names its tab
  }, [initial, setTitle]);
  const [draft, setDraft] = useState<Filters>(() => lastDays(days));
  const [applied, setApplied] = useState<Filters>(draft);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    async (v: View, f: Filters) => {
      setRows(null);
      // A refusal (a period too long, no permission) was already said by the HTTP client; the table says it too.
      const answer = await http.get<Row[]>(`${SERVICE}${BASE}/statistics/${v}`, { params: f }).catch(() => null);
      setFailed(answer === null);
      setRows(answer ?? []);
    },
    [http],
  );
  useEffect(() => {
    void load(view, applied);
  }, [load, view, applied]);
  const params = Object.fromEntries(Object.entries(applied).filter(([, v]) => v)) as Record<string, string>;
  const totals = totalsOf(rows ?? []);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <span>下单日期</span>
        <DatePicker.RangePicker
          allowClear={false}
          value={[draft.startDate, draft.endDate]}
          onChange={(dates: string[] | undefined) => dates?.length === 2 && setDraft({ ...draft, startDate: dates[0]!, endDate: dates[1]! })}
        />
        {view !== 'independent' && (
          // 独立站报表 is one platform's: no choice to offer.
          <>
            <span>平台</span>
            <Select
              aria-label="平台"
              placeholder="全部平台"
              allowClear
              style={{ width: 160 }}
              options={PLATFORMS}
              value={draft.platformCode}
              onChange={(platformCode?: string) => setDraft({ ...draft, platformCode })}
            />
          </>
        )}
        <Button type="primary" onClick={() => setApplied({ ...draft })}>
          查询
        </Button>
        <Button
          onClick={() => {
            const fresh = lastDays(days);
            setDraft(fresh);
            setApplied(fresh);
          }}
        >
          重置
        </Button>
        <ExportButton entity={order} url={`${SERVICE}${BASE}/statistics/${view}/export`} params={params} />
      </Space>
      {views.length > 1 && (
        <Tabs activeTab={view} onChange={(key) => setView(key as View)}>
          {VIEWS.filter((v) => views.includes(v.key)).map((v) => (
            <Tabs.TabPane key={v.key} title={v.title} />
          ))}
        </Tabs>
      )}
      <Table<Row>
        rowKey={(r) => `${r.date ?? r.account_id ?? `${r.month}-${r.platform_code}`}-${r.currency}`}
        loading={rows === null}
        columns={COLUMNS[view]}
        data={rows ?? []}
        pagination={{ pageSize: 20, showTotal: true, sizeCanChange: true }}
        noDataElement={
          rows === null ? <span /> : <Typography.Text type="secondary">{failed ? '查询失败，请调整条件后重试' : '这段时间没有订单'}</Typography.Text>
        }
      />
      {totals.length > 0 && (
        <Typography.Text>
          合计：
          {totals
            .map((t) => `${t.currency} 订单 ${t.orders} 个，${t.quantity} 件，销售额 ${t.amount}，已发货 ${t.shipped}，取消/拦截/退货 ${t.cancelled}`)
            .join('；')}
        </Typography.Text>
      )}
    </Space>
  );
}
