import { customsAuditLog } from '@entrepot/module-catalogue/entities';
import { useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { formatDisplayTime } from '@entrepot/web/time';
import { auditLogUrls, CUSTOMS_LOOKUPS } from './customs-rows.ts';

// Read only: the log is written by the reviews, never by hand.
const READ_ONLY = { only: [] as string[] };
const SLOTS: EntityListSlots = {
  detail: false,
  columns: [{ title: '审核时间', dataIndex: 'created_at', width: 170, render: (at: string) => formatDisplayTime(at) }],
};

/** 审核日志 (`auditlog`): each review with what was reviewed, the outcome, the reason and the reviewer. */
export function CustomsAuditLogTab() {
  const config = useEntityConfig(customsAuditLog, auditLogUrls, CUSTOMS_LOOKUPS, READ_ONLY);
  return <EntityListPage config={config} slots={SLOTS} />;
}
