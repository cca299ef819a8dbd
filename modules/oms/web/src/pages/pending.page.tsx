import { Card, Empty, Grid, Statistic } from '@arco-design/web-react';
import { BASE, SERVICE } from '@entrepot/module-oms/entities';
import { useArea } from '@entrepot/web/area';
import { useEffect, useState } from 'react';

type Matter = { role: string; label: string; count: number; url: string; filter: Record<string, string> };

/**
 * 待处理事项 (`#/order/pending-matter`): what waits for whom — customer service, the warehouse, operations — each a
 * count that opens its list filtered to it in a tab of its own.
 */
export function PendingPage() {
  const { http, bridge } = useArea();
  const [matters, setMatters] = useState<Matter[] | null>(null);
  useEffect(() => {
    void http.get<Matter[]>(`${SERVICE}${BASE}/pending`).then(setMatters);
  }, [http]);
  if (matters === null) return null;
  if (matters.length === 0) return <Empty description="没有可查看的待处理事项" />;
  const roles = [...new Set(matters.map((m) => m.role))];
  return (
    <div style={{ padding: 16, display: 'grid', gap: 16 }}>
      {roles.map((role) => (
        <Card key={role} title={`${role}待处理`} size="small">
          <Grid.Row gutter={16}>
            {matters
              .filter((m) => m.role === role)
              .map((m) => (
                <Grid.Col span={6} key={m.label}>
                  <Card
                    hoverable
                    size="small"
                    style={{ cursor: 'pointer' }}
                    onClick={() => bridge.openTab(m.url, { search: new URLSearchParams(m.filter).toString(), title: m.label })}
                  >
                    <Statistic title={m.label} value={m.count} styleValue={{ color: m.count ? 'rgb(var(--orange-6))' : undefined }} />
                  </Card>
                </Grid.Col>
              ))}
          </Grid.Row>
        </Card>
      ))}
    </div>
  );
}
