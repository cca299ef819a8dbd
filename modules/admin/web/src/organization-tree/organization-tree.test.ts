import { describe, expect, it } from 'vitest';
import { findOrg, flattenOrgs, type OrgNode, orgPath, subtreeIds, toTreeData } from './organization-tree.ts';

const node = (id: string, name: string, parent_id: string | null, children: OrgNode[] = []): OrgNode => ({
  id,
  name,
  type: parent_id ? 'department' : 'company',
  function: null,
  parent_id,
  sort: null,
  children,
});
const tree = [node('c', '总公司', null, [node('p', '采购部', 'c', [node('p1', '采购一组', 'p')]), node('w', '仓储部', 'c')])];

describe('organization tree', () => {
  it('flattens parents first and finds by id', () => {
    expect(flattenOrgs(tree).map((n) => n.id)).toEqual(['c', 'p', 'p1', 'w']);
    expect(findOrg(tree, 'p1')?.name).toBe('采购一组');
    expect(findOrg(tree, null)).toBeUndefined();
  });

  it('gives the subtree a node may not move under', () => {
    const p = findOrg(tree, 'p');
    expect(p && [...subtreeIds(p)]).toEqual(['p', 'p1']);
  });

  it('builds the Arco tree data, marking disabled nodes', () => {
    expect(toTreeData(tree, new Set(['p']))).toEqual([
      {
        key: 'c',
        title: '总公司',
        children: [
          { key: 'p', title: '采购部', disabled: true, children: [{ key: 'p1', title: '采购一组' }] },
          { key: 'w', title: '仓储部' },
        ],
      },
    ]);
  });

  it('names the path from the root', () => {
    expect(orgPath(tree, 'p1')).toBe('总公司 / 采购部 / 采购一组');
    expect(orgPath(tree, 'x')).toBe('');
  });
});
