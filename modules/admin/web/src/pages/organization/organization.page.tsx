import { Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { CompanyList } from './company-list.tsx';
import { OrganizationPanel } from './organization-panel.tsx';
import './organization.css';

/** 系统管理 → 组织架构 (`#/user/organization`): the organization tree, its staff and jobs; 公司主体 beside it. */
export function OrganizationPage() {
  const [tab, setTab] = useState('tree');
  return (
    <div className="admin-page organization-page">
      <Tabs activeTab={tab} onChange={setTab} lazyload>
        <Tabs.TabPane key="tree" title="组织架构">
          <OrganizationPanel />
        </Tabs.TabPane>
        <Tabs.TabPane key="companies" title="公司主体">
          <CompanyList />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
