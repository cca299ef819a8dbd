import { describe, expect, it } from 'vitest';
import { areaOf, pageModeOf, rememberMenuAreas } from '../navigation/routes.ts';
import { guardRoute } from './route-guard.ts';

const staff = { is_admin: false, routes: ['/user/role'] };

describe('route guard', () => {
  it('lets the public whitelist through without a session', () => {
    expect(guardRoute('/login', { hasSession: false, user: null })).toEqual({ kind: 'allow' });
    expect(guardRoute('/purchase/management/planDetail', { hasSession: false, user: null })).toEqual({ kind: 'allow' });
  });
  it('sends everyone else to /login without token and ticket', () => {
    expect(guardRoute('/workbench', { hasSession: false, user: null })).toEqual({ kind: 'redirect', to: '/login' });
  });
  it('waits for the user info after login', () => {
    expect(guardRoute('/user/role', { hasSession: true, user: null })).toEqual({ kind: 'wait' });
  });
  it('limits non-admins to their routes plus the always-allowed set', () => {
    const ctx = { hasSession: true, user: staff };
    expect(guardRoute('/user/role', ctx).kind).toBe('allow');
    expect(guardRoute('/workbench', ctx).kind).toBe('allow');
    expect(guardRoute('/warehouse/export-center/record', ctx).kind).toBe('allow');
    expect(guardRoute('/user/user', ctx)).toEqual({ kind: 'redirect', to: '/403' });
  });
  it('lets admins open anything', () => {
    expect(guardRoute('/finance/anything', { hasSession: true, user: { is_admin: true, routes: [] } }).kind).toBe('allow');
  });
});

describe('routes', () => {
  it('maps paths to the area that serves them', () => {
    expect(areaOf('/purchase/management/order')).toBe('purchase');
    expect(areaOf('/warehouse/overseas-storage/x')).toBe('global-wms');
    expect(areaOf('/warehouse/photograph')).toBe('wms');
    expect(areaOf('/user/role')).toBe('admin');
    expect(areaOf('/workbench')).toBeNull();
    expect(areaOf('/nowhere')).toBeNull();
    expect(areaOf('/userx')).toBeNull();
    rememberMenuAreas([['/order/special', 'reports']]);
    expect(areaOf('/order/special')).toBe('reports');
    rememberMenuAreas([]);
  });
  it('knows the page modes', () => {
    expect(pageModeOf('/warehouse/photograph')).toBe('public');
    expect(pageModeOf('/purchase/order/deliveryNote')).toBe('full');
    expect(pageModeOf('/purchase/management/order')).toBe('shell');
    expect(pageModeOf('/mail-management/sessionList')).toBe('full');
    expect(pageModeOf('/mail-management/sessionList', 'layout=shell&id=3')).toBe('shell');
  });
});
