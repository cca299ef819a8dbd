import { type Option, useLookupOptions } from '@entrepot/web/entity';
import { createContext, type ReactNode, use, useMemo } from 'react';
import { ADMIN_LOOKUPS } from '../../entity/admin-urls.ts';
import { findOrg, type OrgNode } from '../../organization-tree/organization-tree.ts';
import { OPEN_ORGANIZATIONS_URL, useOrganizationTree } from '../../organization-tree/use-organization-tree.ts';
import type { ApproverKind } from './approval-text.ts';

/** Where the flow screen finds its approvers: identity's lookups, as the other admin pages use them. */
export const APPROVER_LOOKUPS: Record<ApproverKind, string | undefined> = {
  users: ADMIN_LOOKUPS['admin.staff'],
  roles: ADMIN_LOOKUPS['admin.role'],
  jobs: ADMIN_LOOKUPS['admin.job'],
};

export interface FlowNames {
  options: Record<ApproverKind, Option[]>;
  tree: OrgNode[];
  /** The name of a user, role or job; the id itself when the lookup does not have it. */
  nameOf(kind: ApproverKind, id: string): string;
  orgName(id: string): string;
}

const FlowNamesContext = createContext<FlowNames | null>(null);

/** Loads the options once for the page (inside the entity pages' EntityUiProvider) and shares them. */
export function FlowNamesProvider({ children }: { children: ReactNode }) {
  const users = useLookupOptions(APPROVER_LOOKUPS.users);
  const roles = useLookupOptions(APPROVER_LOOKUPS.roles);
  const jobs = useLookupOptions(APPROVER_LOOKUPS.jobs);
  const { tree } = useOrganizationTree(OPEN_ORGANIZATIONS_URL);
  const names = useMemo<FlowNames>(() => {
    const options = { users, roles, jobs };
    const maps = Object.fromEntries(Object.entries(options).map(([kind, list]) => [kind, new Map(list.map((o) => [o.value, o.label]))]));
    return {
      options,
      tree,
      nameOf: (kind, id) => maps[kind]?.get(id) ?? id,
      orgName: (id) => findOrg(tree, id)?.name ?? id,
    };
  }, [users, roles, jobs, tree]);
  return <FlowNamesContext value={names}>{children}</FlowNamesContext>;
}

export function useFlowNames(): FlowNames {
  const names = use(FlowNamesContext);
  if (!names) throw new Error('useFlowNames() outside <FlowNamesProvider>');
  return names;
}
