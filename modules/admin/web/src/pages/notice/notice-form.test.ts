import { describe, expect, it } from 'vitest';
import { isBlankHtml, toFormValues, toNoticeInput } from './notice-form.ts';

const notice = { id: '1', title: '版本 1.0', content: '<p>上线</p>', activation_time: '2026-11-21T08:00:00Z', updated_at: '2026-11-20T00:00:00Z' };

describe('notice form', () => {
  it('shows the activation time in Shanghai wall time', () => {
    expect(toFormValues(notice)).toEqual({ title: '版本 1.0', activation_time: '2026-11-21 16:00', content: '<p>上线</p>' });
  });

  it('sends a trimmed title and the activation time in UTC with Z', () => {
    expect(toNoticeInput({ title: ' 版本 1.0 ', activation_time: '2026-11-21 16:00', content: '<p>上线</p>' })).toEqual({
      title: '版本 1.0',
      content: '<p>上线</p>',
      activation_time: '2026-11-21T08:00:00Z',
    });
  });

  it('refuses an unreadable activation time', () => {
    expect(toNoticeInput({ title: 'a', activation_time: '', content: 'b' })).toBeNull();
  });
});

describe('isBlankHtml', () => {
  it('sees an empty editor as blank', () => {
    for (const html of [undefined, '', '<p><br></p>', '<p> &nbsp; </p><p><br></p>']) expect(isBlankHtml(html), String(html)).toBe(true);
  });
  it('keeps text or an image', () => {
    expect(isBlankHtml('<p>a</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/files/x.png"></p>')).toBe(false);
  });
});
