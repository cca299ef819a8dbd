import { Entities, EntityService } from '@entrepot/server-kit/entity';
import { company, group, job, organization, permission, role, staff } from '../identity/entities/index.ts';
import { companies, groups, jobs, organizations, permissions, roles, users } from '../identity/identity.schema.ts';

/** The derived services of the admin entities, sharing one registry so references show titles. */
export function adminServices() {
  const registry = new Entities();
  const pairs = [
    [organization, organizations],
    [company, companies],
    [job, jobs],
    [role, roles],
    [permission, permissions],
    [staff, users],
    [group, groups],
  ] as const;
  for (const [decl, table] of pairs) registry.add(decl, table);
  return {
    registry,
    organization: new EntityService(organization, organizations, registry),
    company: new EntityService(company, companies, registry),
    job: new EntityService(job, jobs, registry),
    role: new EntityService(role, roles, registry),
    permission: new EntityService(permission, permissions, registry),
    staff: new EntityService(staff, users, registry),
    group: new EntityService(group, groups, registry),
  };
}

export type AdminServices = ReturnType<typeof adminServices>;
