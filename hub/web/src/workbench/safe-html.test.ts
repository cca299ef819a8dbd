// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html.ts';

describe('safeHtml', () => {
  it('keeps formatting and drops anything active', () => {
    expect(safeHtml('<p><strong>版本 1.0</strong></p>')).toBe('<p><strong>版本 1.0</strong></p>');
    const cleaned = safeHtml('<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="x" onerror="y()">');
    expect(cleaned).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(cleaned).toContain('<a>b</a>');
  });
});
