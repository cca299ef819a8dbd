import { Descriptions } from '@arco-design/web-react';
import { organization } from '@entrepot/hub-server/entities';
import { declaredOptions } from '@entrepot/web/entity';
import { type OrgNode, orgPath } from '../../organization-tree/organization-tree.ts';

const optionLabel = (field: 'type' | 'function', value: string | null) =>
  declaredOptions(organization.fields[field])?.find((o) => o.value === value)?.label ?? value ?? '-';

/** The chosen organization as the tree carries it. */
export function OrganizationDetail({ tree, node }: { tree: OrgNode[]; node: OrgNode }) {
  const { fields } = organization;
  const data = [
    { label: fields.name.label, value: node.name },
    { label: fields.type.label, value: optionLabel('type', node.type) },
    { label: fields.function.label, value: optionLabel('function', node.function) },
    { label: fields.parent_id.label, value: node.parent_id ? orgPath(tree, node.parent_id) : '-' },
    { label: fields.sort.label, value: node.sort ?? '-' },
    { label: '下级组织', value: node.children.length },
  ];
  return <Descriptions className="organization-detail" column={3} data={data} style={{ margin: '12px 0' }} labelStyle={{ whiteSpace: 'nowrap' }} />;
}
