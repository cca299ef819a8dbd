import { describe, expect, it } from 'vitest';
import { hasPermission } from './has-permission.ts';

describe('hasPermission', () => {
  const staff = { is_admin: false, permissions: ['purchase.order.read', 'purchase.order.export'] };
  it('needs at least one of the codes', () => {
    expect(hasPermission(staff, ['purchase.order.delete', 'purchase.order.export'])).toBe(true);
    expect(hasPermission(staff, 'purchase.order.delete')).toBe(false);
  });
  it('lets admins pass and nobody without a user', () => {
    expect(hasPermission({ is_admin: true, permissions: [] }, 'anything')).toBe(true);
    expect(hasPermission(null, 'purchase.order.read')).toBe(false);
  });
});
