// The codes identity declares for 系统公告 (hub/server/src/identity/index.ts).
export const NOTICE_PERMISSIONS = {
  read: 'admin.notice.read',
  create: 'admin.notice.create',
  update: 'admin.notice.update',
  delete: 'admin.notice.delete',
} as const;
