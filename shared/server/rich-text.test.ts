import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor makes', () => {
    const html = '<p class="ql-align-center"><strong>新版本</strong> <a href="https://x.test/a">说明</a></p><ol><li>一</li></ol>';
    expect(sanitizeRichText(html)).toBe(
      '<p class="ql-align-center"><strong>新版本</strong> <a href="https://x.test/a" rel="noopener noreferrer">说明</a></p><ol><li>一</li></ol>',
    );
  });
  it('removes scripts, handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><img src=x onerror="y()"><iframe src="//e"></iframe></p>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript|iframe/);
    expect(out).toContain('a');
  });
});
