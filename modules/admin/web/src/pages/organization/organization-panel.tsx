import { Empty, Spin, Tabs, Tree } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { findOrg, toTreeData } from '../../organization-tree/organization-tree.ts';
import { useOrganizationTree } from '../../organization-tree/use-organization-tree.ts';
import { OrganizationDetail } from './organization-detail.tsx';
import { OrganizationJobs } from './organization-jobs.tsx';
import { OrganizationStaffs } from './organization-staffs.tsx';
import { OrganizationToolbar } from './organization-toolbar.tsx';

/** The tree on the left; the chosen organization's details, staff and jobs on the right. */
export function OrganizationPanel() {
  const { tree, loading, reload } = useOrganizationTree();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState('staffs');
  const selected = findOrg(tree, selectedId);
  const treeData = useMemo(() => toTreeData(tree), [tree]);
  return (
    <div className="organization-panel">
      <div className="organization-panel-tree">
        <Spin loading={loading} style={{ display: 'block' }}>
          {tree.length === 0 && !loading ? (
            <Empty description="暂无组织" />
          ) : (
            <Tree
              blockNode
              key={tree.length === 0 ? 'empty' : 'loaded'}
              autoExpandParent
              defaultExpandedKeys={tree.map((n) => n.id)}
              treeData={treeData}
              selectedKeys={selectedId ? [selectedId] : []}
              onSelect={(keys) => setSelectedId(keys[0] ? String(keys[0]) : null)}
            />
          )}
        </Spin>
      </div>
      <div className="organization-panel-main">
        <OrganizationToolbar tree={tree} selected={selected} onChanged={reload} onRemoved={() => setSelectedId(null)} onCreated={setSelectedId} />
        {selected ? (
          <>
            <OrganizationDetail tree={tree} node={selected} />
            <Tabs activeTab={tab} onChange={setTab} lazyload>
              <Tabs.TabPane key="staffs" title="员工">
                <OrganizationStaffs key={selected.id} organizationId={selected.id} />
              </Tabs.TabPane>
              <Tabs.TabPane key="jobs" title="岗位">
                <OrganizationJobs key={selected.id} organization={selected} />
              </Tabs.TabPane>
            </Tabs>
          </>
        ) : (
          <Empty description="请在左侧选择组织" />
        )}
      </div>
    </div>
  );
}
