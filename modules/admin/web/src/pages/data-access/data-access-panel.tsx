import { Alert, Descriptions, Spin } from '@arco-design/web-react';
import { useArea, useLookup } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import { API } from '../../entity/admin-urls.ts';
import { COMBINATION_RULE, type DataAccessAnswer, dataAccessRows } from './data-access.ts';

/** What one person sees after all their data-permission groups combine, each dimension in words. */
export function DataAccessPanel({ userId }: { userId: string }) {
  const { http } = useArea();
  const [answer, setAnswer] = useState<DataAccessAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const warehouses = useLookup<{ id: string; name: string }>('warehouses');
  const platforms = useLookup<{ code: string; name_cn?: string; name_en?: string }>('platforms');
  useEffect(() => {
    let live = true;
    setAnswer(null);
    setError(null);
    http.get<DataAccessAnswer>(`${API}/staff/${encodeURIComponent(userId)}/data-access`).then(
      (a) => live && setAnswer(a),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [http, userId]);
  if (error) return <Alert type="error" content={error} />;
  if (!answer) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  const rows = dataAccessRows(answer, {
    warehouse: (id) => warehouses.items.find((w) => w.id === id)?.name,
    platform: (code) => {
      const p = platforms.items.find((x) => x.code === code);
      return p ? (p.name_cn ?? p.name_en ?? code) : undefined;
    },
  });
  return (
    <div data-testid="data-access-panel">
      <Descriptions column={1} border data={rows} labelStyle={{ width: 140, whiteSpace: 'nowrap' }} />
      <Alert style={{ marginTop: 12 }} type="info" content={COMBINATION_RULE} />
    </div>
  );
}
