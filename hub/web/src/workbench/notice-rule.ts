import type { Notice } from '../api/auth.api.ts';

/** Spec 000 §4: the notice shows only when its id differs from the last one read (kept in local storage). */
export function shouldShowNotice(notice: Notice | null | undefined, lastReadId: string | null): notice is Notice {
  if (!notice || notice.id === null || notice.id === undefined || notice.id === '') return false;
  return String(notice.id) !== lastReadId;
}
