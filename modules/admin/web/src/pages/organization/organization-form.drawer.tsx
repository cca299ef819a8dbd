import { organization } from '@entrepot/hub-server/entities';
import { EntityFormDrawer, type EntityFormSlots, type EntityRow } from '@entrepot/web/entity';
import { organizationUrls } from '../../entity/admin-urls.ts';
import { FixedValueInput } from '../../entity/fixed-value-input.tsx';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import type { OrgNode } from '../../organization-tree/organization-tree.ts';

/** 新增 under `parent` (null: at the top), or 编辑 `node`. */
export type OrganizationEdit = { parent: OrgNode | null; node?: undefined } | { node: OrgNode; parent?: undefined };

// 组织权限 has its own dialog; the parent changes through 移动 only.
const { permissions: _permissions, ...formFields } = organization.fields;
const organizationForm = { ...organization, fields: formFields };

const asRow = (node: OrgNode): EntityRow => ({ ...node, version: undefined as unknown as number, created_at: '', updated_at: '' });

export function OrganizationFormDrawer({ target, onClose, onSaved }: { target: OrganizationEdit | undefined; onClose(): void; onSaved(id: string): void }) {
  const config = useEntityConfig(organizationForm, organizationUrls);
  const parent = target?.node ? null : (target?.parent ?? null);
  const fixedParent = target?.node ? target.node.parent_id : (parent?.id ?? null);
  const parentTitle = target?.node ? (target.node.parent_id ? '（不变，用“移动”调整）' : '（顶级）') : (parent?.name ?? '（顶级）');
  const slots: EntityFormSlots = {
    inputs: { parent_id: (props) => <FixedValueInput {...props} fixed={fixedParent} title={parentTitle} /> },
  };
  return (
    <EntityFormDrawer
      config={config}
      record={target === undefined ? undefined : target.node ? asRow(target.node) : null}
      slots={slots}
      onClose={onClose}
      onSaved={(row) => onSaved(row.id)}
    />
  );
}
