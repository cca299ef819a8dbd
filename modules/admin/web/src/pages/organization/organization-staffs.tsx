import { staff } from '@entrepot/hub-server/entities';
import { EntityListPage } from '@entrepot/web/entity';
import { useMemo } from 'react';
import { API, scopedStaffUrls } from '../../entity/admin-urls.ts';
import { useEntityConfig } from '../../entity/use-entity-config.ts';

const READ_ONLY = [staff.permission('read')];

/** The staff of one organization (GET /organization/{id}/staffs), read only: they are edited on 员工管理. */
export function OrganizationStaffs({ organizationId }: { organizationId: string }) {
  const urls = useMemo(() => scopedStaffUrls(`${API}/organization/${encodeURIComponent(organizationId)}/staffs`), [organizationId]);
  const config = useEntityConfig(staff, urls, { only: READ_ONLY });
  return <EntityListPage config={config} />;
}
