import type { bridgeLocation } from '@entrepot/bridge/area';
import type { ComponentType } from 'react';
import { Route, Router, Switch } from 'wouter';
import { ColumnRulesPage } from './pages/column-rules/column-rules.page.tsx';
import { FileTasksPage } from './pages/file-tasks/file-tasks.page.tsx';
import { GroupPage } from './pages/group/group.page.tsx';
import { NoticeListPage } from './pages/notice/notice-list.page.tsx';
import { OrganizationPage } from './pages/organization/organization.page.tsx';
import { PermissionManagePage } from './pages/permission/permission-manage.page.tsx';
import { RolePage } from './pages/role/role.page.tsx';
import { StaffPage } from './pages/staff/staff.page.tsx';
import './admin.css';

// The spec's hash path → the page of this area that renders it (identity's `identityMenus` names them).
const routes: readonly (readonly [path: string, page: ComponentType])[] = [
  ['/system/notice', NoticeListPage],
  ['/user/organization', OrganizationPage],
  ['/user/role', RolePage],
  ['/user/user', StaffPage],
  ['/permission/manage', PermissionManagePage],
  ['/permission/viewData', GroupPage],
  ['/permission/tableConfig', ColumnRulesPage],
  ['/system/file-tasks', FileTasksPage],
];

export function App({ location }: { location: Pick<ReturnType<typeof bridgeLocation>, 'hook' | 'searchHook'> }) {
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Switch>
        {routes.map(([path, page]) => (
          <Route key={path} path={path} component={page} />
        ))}
      </Switch>
    </Router>
  );
}
