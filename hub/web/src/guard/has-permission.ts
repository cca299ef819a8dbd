import { hasAnyPermission } from '@entrepot/contract';

/** Spec 000 §6: admins pass; others need at least one of the codes. */
export function hasPermission(user: { is_admin: boolean; permissions: readonly string[] } | null, required: string | readonly string[]): boolean {
  if (!user) return false;
  return hasAnyPermission(user.is_admin, user.permissions, required);
}
