import { job } from '@entrepot/hub-server/entities';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { useMemo } from 'react';
import { jobUrls } from '../../entity/admin-urls.ts';
import { FixedValueInput } from '../../entity/fixed-value-input.tsx';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import type { OrgNode } from '../../organization-tree/organization-tree.ts';

// The organization is the page's choice: no filter control or column for it, fixed in the form.
const jobOfOrganization = {
  ...job,
  fields: { ...job.fields, organization_id: { ...job.fields.organization_id, filter: undefined, list: false } },
};

/** The jobs of one organization (GET /organization/jobs?organization_id=), with 新增 / 编辑 / 删除. */
export function OrganizationJobs({ organization }: { organization: OrgNode }) {
  const initialFilters = useMemo(() => ({ organization_id: organization.id }), [organization.id]);
  const config = useEntityConfig(jobOfOrganization, jobUrls, { initialFilters });
  const slots: EntityListSlots = {
    detail: false,
    form: { inputs: { organization_id: (props) => <FixedValueInput {...props} fixed={organization.id} title={organization.name} /> } },
  };
  return <EntityListPage config={config} slots={slots} />;
}
