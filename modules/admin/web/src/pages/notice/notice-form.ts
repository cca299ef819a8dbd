import { formatMinute, wireFromWallTime } from '../../list/display-time.ts';
import type { Notice, NoticeInput } from './notice.api.ts';

/** The editor's fields: the activation time as Shanghai wall time, as the date picker shows it. */
export interface NoticeFormValues {
  title: string;
  activation_time: string;
  content: string;
}

export const TITLE_MAX = 100;

export function toFormValues(notice: Notice): NoticeFormValues {
  return { title: notice.title, activation_time: formatMinute(notice.activation_time), content: notice.content };
}

/** Null when the activation time cannot be read (the form's own rule reports it first). */
export function toNoticeInput(values: NoticeFormValues): NoticeInput | null {
  const activation = wireFromWallTime(values.activation_time);
  return activation ? { title: values.title.trim(), content: values.content, activation_time: activation } : null;
}

/** An editor left empty still holds markup (`<p><br></p>`): blank means no text and no image. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() === ''
  );
}
