import { Card, DatePicker, Grid, Modal, Space, Statistic, Typography } from '@arco-design/web-react';
import { BASE, OMS_CODES, omsResources as R, SERVICE, spReport, storePerformance } from '@entrepot/module-oms/entities';
import { QueryListPage, ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import type { EntityList } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { OMS_LOOKUPS } from '../oms-lookups.ts';
import { useCommand } from '../use-command.ts';

const API = `${SERVICE}${BASE}/ads`;

type Figures = Record<'impressions' | 'clicks' | 'ad_orders' | 'orders', number | string> &
  Record<'spend' | 'ad_sales' | 'sales', string> &
  Record<'ctr' | 'cpc' | 'acos' | 'roas' | 'tacos', string | null>;
type Overview = {
  from: string;
  to: string;
  previous: { from: string; to: string };
  currencies: { currency: string; current: Figures; previous: Figures; change: Record<string, string | null> }[];
};

/** The 7 marketplace days before today. */
function lastWeek(): [string, string] {
  const day = (n: number) => new Date(Date.now() - n * 86400_000).toISOString().slice(0, 10);
  return [day(7), day(1)];
}

const CARDS: { key: keyof Figures; title: string; suffix?: string }[] = [
  { key: 'spend', title: '广告花费' },
  { key: 'ad_sales', title: '广告销售额' },
  { key: 'acos', title: 'ACoS', suffix: '%' },
  { key: 'roas', title: 'ROAS' },
  { key: 'impressions', title: '曝光量' },
  { key: 'clicks', title: '点击量' },
  { key: 'ctr', title: '点击率', suffix: '%' },
  { key: 'cpc', title: 'CPC' },
  { key: 'ad_orders', title: '广告订单' },
  { key: 'sales', title: '店铺销售额' },
  { key: 'tacos', title: 'TACoS', suffix: '%' },
];

/** 环比 in words under a sum: ↑ 12.50% / ↓ 3.00% / — when the period before had none; nothing under a ratio. */
function changeOf(changes: Record<string, string | null>, key: string) {
  if (!(key in changes)) return null;
  const change = changes[key];
  const text = change === null || change === undefined ? '环比 —' : `环比 ${change.startsWith('-') ? '↓' : '↑'} ${change.replace(/^-/, '')}%`;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
      {text}
    </Typography.Text>
  );
}

/** 概况 (getThegeneralSituation): a period's advertising per currency, each figure beside its 环比. */
function AdOverview() {
  const { http } = useArea();
  const [period, setPeriod] = useState<[string, string]>(lastWeek);
  const [overview, setOverview] = useState<Overview | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void http
      .get<Overview>(`${API}/overview`, { params: { startDate: period[0], endDate: period[1] } })
      .then((o) => {
        if (!live) return;
        setOverview(o);
        setFailed(false);
      })
      // A refusal (a period too long) was already said by the HTTP client; the card says it too, never "no data".
      .catch(() => {
        if (!live) return;
        setOverview(null);
        setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [http, period]);
  return (
    <Card
      title="广告概况"
      extra={
        <Space>
          <span>日期</span>
          <DatePicker.RangePicker
            allowClear={false}
            value={period}
            onChange={(dates: string[] | undefined) => dates?.length === 2 && setPeriod([dates[0]!, dates[1]!])}
          />
        </Space>
      }
      style={{ marginBottom: 12 }}
    >
      {failed ? (
        <Typography.Text type="secondary">查询失败，请调整日期后重试</Typography.Text>
      ) : !overview?.currencies.length ? (
        <Typography.Text type="secondary">这段时间没有广告数据（在「广告账户」授权并同步报表后显示）</Typography.Text>
      ) : (
        overview.currencies.map((c) => (
          <div key={c.currency}>
            <Typography.Text bold>{`${c.currency}（对比 ${overview.previous.from} 至 ${overview.previous.to}）`}</Typography.Text>
            <Grid.Row gutter={[16, 12]} style={{ marginTop: 8, marginBottom: 8 }}>
              {CARDS.map((card) => (
                <Grid.Col span={4} key={card.key}>
                  <Statistic
                    title={card.title}
                    value={c.current[card.key] ?? '—'}
                    suffix={c.current[card.key] === null ? undefined : card.suffix}
                    groupSeparator
                    styleValue={{ fontSize: 20 }}
                  />
                  {changeOf(c.change, card.key)}
                </Grid.Col>
              ))}
            </Grid.Row>
          </div>
        ))
      )}
    </Card>
  );
}

/**
 * 店铺业绩 (`#/order/advertise/store-performance`): the 概况 of a period, then per advertised sales account and day its
 * orders and sales beside what advertising spent and brought (ACoS, TACoS); export as filtered.
 */
export function StorePerformancePage() {
  const [from, to] = lastWeek();
  return (
    <>
      <AdOverview />
      <QueryListPage
        query={storePerformance}
        url={`${API}/performance`}
        exportUrl={`${API}/performance/export`}
        lookups={OMS_LOOKUPS}
        initialFilters={{ day: { from, to } }}
      />
    </>
  );
}

/** SP广告报表 (`#/order/advertise/sp`): each Sponsored Products ad's day with CTR, CPC, ACoS and ROAS; export as filtered. */
export function SpReportPage() {
  const [from, to] = lastWeek();
  return (
    <QueryListPage query={spReport} url={`${API}/sp`} exportUrl={`${API}/sp/export`} lookups={OMS_LOOKUPS} initialFilters={{ report_date: { from, to } }} />
  );
}

/**
 * 广告账户 (`#/order/advertise/account`): the Amazon accounts' advertising profiles — 同步广告账户 finds them, 授权 asks
 * the seller's consent, 同步报表 reads the last 7 days' SP reports (a day read again is replaced).
 */
export function AdAccountsPage() {
  const can = useCan();
  const command = useCommand();
  const batch = (list: EntityList) => {
    const ids = list.selectedKeys;
    return [
      ...(can(OMS_CODES.adsSync)
        ? [
            {
              key: 'accounts',
              label: '同步广告账户',
              onClick: () =>
                void command<{ found: number; created: number }>('ads/accounts/sync', {}, list, (a) => `找到 ${a.found} 个广告账户，新增 ${a.created} 个`),
            },
          ]
        : []),
      ...(can(OMS_CODES.adsAuthorize)
        ? [
            {
              key: 'authorize',
              label: '授权',
              disabled: ids.length === 0,
              onClick: () =>
                Modal.confirm({
                  title: '广告授权',
                  content: `将为选中的 ${ids.length} 个广告账户向亚马逊广告申请授权（卖家在授权页同意后生效，有效期60天）。`,
                  onOk: () => command<{ authorised: number }>('ads/accounts/authorize', { ids }, list, (a) => `已授权 ${a.authorised} 个广告账户`),
                }),
            },
          ]
        : []),
      ...(can(OMS_CODES.adsSync)
        ? [
            {
              key: 'reports',
              label: '同步报表（近7天）',
              disabled: ids.length === 0,
              onClick: () =>
                void command<{ accounts: number; rows: number; failed: number; unauthorised: number }>(
                  'ads/reports/sync',
                  { ids, days: 7 },
                  list,
                  (a) =>
                    `已同步 ${a.accounts} 个账户 ${a.rows} 行报表${a.unauthorised ? `，${a.unauthorised} 个未授权或授权已过期` : ''}${a.failed ? `，${a.failed} 个失败` : ''}`,
                ),
            },
          ]
        : []),
    ];
  };
  return <ResourceListPage resource={R.adAccount} lookups={OMS_LOOKUPS} slots={{ batchActions: batch }} />;
}
