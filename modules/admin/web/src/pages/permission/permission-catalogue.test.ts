import { describe, expect, it } from 'vitest';
import { EMPTY_PERMISSION_FILTERS, filterPermissions, groupBySystem, isEditable, type PermissionRow } from './permission-catalogue.ts';

const row = (code: string, name: string, system: string, source: PermissionRow['source'] = 'declared'): PermissionRow => ({
  id: code,
  code,
  name,
  system,
  source,
  version: 1,
  created_at: '',
  updated_at: '',
});

const rows = [
  row('purchase.order.read', '采购单-查看', 'purchase'),
  row('admin.notice.read', '系统公告-查看', 'admin'),
  row('admin.notice.create', '系统公告-新增', 'admin'),
  row('admin.report.x', '自定义报表', 'admin', 'custom'),
];

describe('filterPermissions', () => {
  it('matches code and name by part, ignoring case, and the system exactly', () => {
    expect(filterPermissions(rows, EMPTY_PERMISSION_FILTERS)).toHaveLength(4);
    expect(filterPermissions(rows, { code: 'NOTICE', name: '', system: '' }).map((r) => r.code)).toEqual(['admin.notice.read', 'admin.notice.create']);
    expect(filterPermissions(rows, { code: '', name: '新增', system: 'admin' }).map((r) => r.code)).toEqual(['admin.notice.create']);
    expect(filterPermissions(rows, { code: '', name: '', system: 'purchase' })).toHaveLength(1);
  });
});

describe('groupBySystem', () => {
  it('groups by system with counts, both sorted', () => {
    const groups = groupBySystem(rows);
    expect(groups.map((g) => [g.id, g.count])).toEqual([
      ['system:admin', 3],
      ['system:purchase', 1],
    ]);
    expect(groups[0]?.children.map((r) => r.code)).toEqual(['admin.notice.create', 'admin.notice.read', 'admin.report.x']);
  });

  it('only custom codes are editable', () => {
    expect(rows.map(isEditable)).toEqual([false, false, false, true]);
  });
});
