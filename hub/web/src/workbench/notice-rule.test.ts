import { describe, expect, it } from 'vitest';
import { shouldShowNotice } from './notice-rule.ts';

const notice = { id: 7, title: 'v2.3', activation_time: '2026-11-21T08:00:00Z', content: '更新内容' };

describe('notice rule', () => {
  it('shows a notice not read yet', () => {
    expect(shouldShowNotice(notice, null)).toBe(true);
    expect(shouldShowNotice(notice, '6')).toBe(true);
  });
  it('stays quiet for the last one read or no notice', () => {
    expect(shouldShowNotice(notice, '7')).toBe(false);
    expect(shouldShowNotice(null, null)).toBe(false);
  });
});
