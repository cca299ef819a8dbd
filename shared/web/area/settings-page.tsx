import { Button, Space, Spin, Typography } from '@arco-design/web-react';
import type { EntityDecl } from '@entrepot/entity';
import { useEffect, useMemo, useState } from 'react';
import { EntityDetail, EntityFormDrawer, type EntityRow } from '../entity/index.ts';
import { useArea } from './area-context.ts';
import { useEntityConfig } from './use-entity-config.ts';

export interface SettingsPageProps {
  /** The settings declaration (fields with their defaults, `settingsKey()`), a module constant. */
  entity: EntityDecl;
  /** Where the server's `mountSettings` serves them (GET, PUT, `/logs`). */
  url: string;
  /** Options of reference fields by target entity (a module constant). */
  lookups: Record<string, string>;
}

/**
 * A module's settings screen: the one settings record read as a detail (every value in words, its operation log
 * beside it), 编辑 in the entity form drawer (checks, and a save over someone else's is refused).
 */
export function SettingsPage({ entity, url, lookups }: SettingsPageProps) {
  const urls = useMemo(() => ({ list: url, detail: () => url, create: url, update: () => url, remove: () => url, auditLog: () => `${url}/logs` }), [url]);
  const config = useEntityConfig(entity, urls, lookups);
  const { http } = useArea();
  const [row, setRow] = useState<EntityRow | null>(null);
  const [read, setRead] = useState(0);
  const [editing, setEditing] = useState<EntityRow | undefined>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` asks again after a save
  useEffect(() => {
    let current = true;
    http
      .get<EntityRow>(url)
      .then((r) => current && setRow(r))
      .catch(() => {}); // the client shows why
    return () => {
      current = false;
    };
  }, [http, url, read]);
  if (!row) return <Spin style={{ display: 'block', minHeight: 120 }} />;
  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Title heading={6} style={{ margin: 0 }}>
          {entity.label}
        </Typography.Title>
        {config.can(entity.permission('update')) && (
          <Button type="primary" size="small" onClick={() => setEditing(row)}>
            编辑
          </Button>
        )}
      </Space>
      <EntityDetail key={read} config={config} id={String(row.id)} />
      <EntityFormDrawer
        config={config}
        record={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          setRead((n) => n + 1);
        }}
      />
    </div>
  );
}
