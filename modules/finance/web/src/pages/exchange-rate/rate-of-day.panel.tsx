import { Button, Card, DatePicker, Space, Table, Typography } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import { useArea } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import { ratesOnUrl } from '../../entity/finance-urls.ts';
import { type RateOfDay, rateRows, todayInShanghai } from './rate-of-day.ts';

/** 查询某日汇率: every enabled currency's rate in force on the chosen day (the latest on or before it). */
export function RateOfDayPanel() {
  const { http } = useArea();
  const [day, setDay] = useState(todayInShanghai);
  const [rates, setRates] = useState<RateOfDay[]>([]);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same day again (刷新)
  useEffect(() => {
    let current = true;
    setLoading(true);
    http
      .get<RateOfDay[]>(ratesOnUrl(day))
      .then((next) => current && setRates(next))
      .catch(() => {}) // the HTTP client already showed the error
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [http, day, reloads]);

  return (
    <Card
      className="rate-of-day"
      size="small"
      title="查询某日汇率"
      extra={
        <Space>
          <DatePicker aria-label="汇率日期" value={day} allowClear={false} style={{ width: 160 }} onChange={(d: string | undefined) => d && setDay(d)} />
          <Button icon={<IconRefresh />} aria-label="刷新汇率" onClick={() => setReloads((n) => n + 1)} />
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        某日的汇率为生效日期不晚于该日的最近一条；人民币为本位币，汇率恒为 1。
      </Typography.Paragraph>
      <Table
        rowKey="currency_code"
        size="small"
        loading={loading}
        pagination={false}
        data={rateRows(rates)}
        columns={[
          { title: '币种', dataIndex: 'currency' },
          { title: `${day} 汇率（兑人民币）`, dataIndex: 'rate' },
          { title: '生效日期', dataIndex: 'effective' },
        ]}
      />
    </Card>
  );
}
