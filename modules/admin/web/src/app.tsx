import { type AreaRoutes, FILE_TASKS_PATH, FileTasksPage } from '@entrepot/web/area';
import { ApprovalFlowPage } from './pages/approval/approval-flow.page.tsx';
import { MyApprovalsPage } from './pages/approval/my-approvals.page.tsx';
import { ColumnRulesPage } from './pages/column-rules/column-rules.page.tsx';
import { GroupPage } from './pages/group/group.page.tsx';
import { NoticeListPage } from './pages/notice/notice-list.page.tsx';
import { OrganizationPage } from './pages/organization/organization.page.tsx';
import { PermissionManagePage } from './pages/permission/permission-manage.page.tsx';
import { RolePage } from './pages/role/role.page.tsx';
import { SmsOutboxPage } from './pages/sms/sms-outbox.page.tsx';
import { StaffPage } from './pages/staff/staff.page.tsx';

// The spec's hash path → the page of this area that renders it (identity's `identityMenus` names them).
export const routes: AreaRoutes = [
  ['/system/notice', NoticeListPage],
  ['/user/organization', OrganizationPage],
  ['/user/role', RolePage],
  ['/user/user', StaffPage],
  ['/permission/manage', PermissionManagePage],
  ['/permission/viewData', GroupPage],
  ['/permission/tableConfig', ColumnRulesPage],
  [
    FILE_TASKS_PATH,
    () => (
      <div className="admin-page">
        <FileTasksPage />
      </div>
    ),
  ],
  // Our paths: the spec names no approval screens.
  ['/system/approval-flows', ApprovalFlowPage],
  ['/system/approvals', MyApprovalsPage],
  ['/system/sms', SmsOutboxPage],
];
