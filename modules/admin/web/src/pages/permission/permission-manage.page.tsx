import { Button } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { permission } from '@entrepot/hub-server/entities';
import { EntityFormDrawer, type EntityRow } from '@entrepot/web/entity';
import { useState } from 'react';
import { permissionUrls } from '../../entity/admin-urls.ts';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { EMPTY_PERMISSION_FILTERS, type PermissionFilters } from './permission-catalogue.ts';
import { PermissionFilterBar } from './permission-filter-bar.tsx';
import { PermissionSystemInput } from './permission-system-input.tsx';
import { PermissionTable } from './permission-table.tsx';
import { usePermissionCatalogue } from './use-permission-rows.ts';

const formSlots = { inputs: { system: PermissionSystemInput } };

/** 系统管理 → 权限管理 (`#/permission/manage`): the catalogue by system; custom codes may be added, edited, deleted. */
export function PermissionManagePage() {
  const config = useEntityConfig(permission, permissionUrls);
  const catalogue = usePermissionCatalogue();
  const [filters, setFilters] = useState<PermissionFilters>(EMPTY_PERMISSION_FILTERS);
  const [editing, setEditing] = useState<EntityRow | null | undefined>(undefined);
  return (
    <div className="admin-page">
      <PermissionFilterBar systems={catalogue.systems} onSearch={setFilters} />
      <div style={{ marginBottom: 12 }}>
        {config.can(permission.permission('create')) && (
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing(null)}>
            新增
          </Button>
        )}
      </div>
      <PermissionTable config={config} rows={catalogue.rows} filters={filters} loading={catalogue.loading} onEdit={setEditing} onDeleted={catalogue.reload} />
      <EntityFormDrawer
        config={config}
        record={editing}
        slots={formSlots}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          catalogue.reload();
        }}
      />
    </div>
  );
}
