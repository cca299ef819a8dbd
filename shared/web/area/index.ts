export { ApprovalDecisionModal, type DecisionTarget } from './approval/approval-decision.modal.tsx';
export { COMMENT_MAX, DECISION_LABELS, type Decision, decisionBody, decisionUrl, REJECT_REASON_REQUIRED } from './approval/approval-decision.ts';
export { ApprovalLinkPage, type ApprovalLinkPageProps } from './approval/approval-link-page.tsx';
export { ApprovalPanel, useGet } from './approval/approval-panel.tsx';
export { ApprovalTab } from './approval/approval-tab.tsx';
export {
  APPROVAL_COLORS,
  type ApprovalStatus,
  type ApprovalStep,
  type ApprovalView,
  approvalUrl,
  approversText,
  stepText,
} from './approval/approval-view.ts';
export { type Area, AreaContext, useArea } from './area-context.ts';
export { AreaRouter, type AreaRoutes, bootArea } from './boot-area.tsx';
export { type ChangeRequestApi, type ChangeRequestScreens, changeRequestScreens, createPath, detailPath } from './change-request/change-request-config.ts';
export { ChangeRequestCreatePage } from './change-request/change-request-create.page.tsx';
export { ChangeRequestDetailPage } from './change-request/change-request-detail.page.tsx';
export { ChangeRequestListPage } from './change-request/change-request-list.page.tsx';
export { type EditRow, editRows, linesOf, resultText as changeResultText } from './change-request/change-request-rows.ts';
export { DownloadButton } from './download-button.tsx';
export { EXPORT_STARTED, ExportButton, exportParams, FILE_TASKS_PATH, FileTasksLink } from './export-button.tsx';
export { FileTasksPage } from './file-tasks/file-tasks.page.tsx';
export { FileToolbar, IMPORT_STARTED, ImportButton } from './import-button.tsx';
export { MissingRecord } from './missing-record.tsx';
export { type Arrival, useOpenedFromUrl, useScreenTitle } from './opened-from-url.ts';
export { QueryListPage, type QueryListPageProps } from './query-list-page.tsx';
export { QueryFilterForm, QueryListTable } from './query-list-view.tsx';
export { RecordLink } from './record-link.tsx';
export { changeWaiting, transitionWaiting, useWaitingMarks, type WaitingSource } from './request-waiting.tsx';
export { ResourceListPage, type ResourceListPageProps, screenRoute, urlsOf } from './resource-list-page.tsx';
export { saveDownload } from './save-download.ts';
export { SettingsPage, type SettingsPageProps } from './settings-page.tsx';
export { openShareLink } from './share-link.tsx';
export { type TransitionAsk, TransitionRequestDialog } from './transition-request/transition-request.dialog.tsx';
export { TransitionRequestDrawer } from './transition-request/transition-request-detail.tsx';
export { TransitionRequestListPage } from './transition-request/transition-request-list.page.tsx';
export {
  resultText as transitionResultText,
  submittedText as transitionSubmittedText,
  type TransitionRequestDetail,
  type TransitionRequestScreens,
  transitionRequestScreens,
} from './transition-request/transition-request-rows.ts';
export { type TransitionActionOptions, useTransitionRequestActions } from './transition-request/use-transition-request-actions.tsx';
export { useCan, usePermission } from './use-can.ts';
export { type ConfigOptions, useEntityConfig } from './use-entity-config.ts';
export { type LookupState, useLookup } from './use-lookup.ts';
export { PAGE_SIZES, type PageOf, type QueryList, type SortOrder, sortFromTable, sortOrderOf, tableState, useQueryList } from './use-query-list.ts';
export { useTabTitle } from './use-tab-title.ts';
