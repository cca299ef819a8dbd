// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyTheme, rgbTriple, THEMES, themeVariables } from './themes.ts';

describe('themes', () => {
  it('has the spec colours as shade 6', () => {
    expect(THEMES.green.primaryColor).toBe('#99c41c');
    expect(THEMES.blue.primaryColor).toBe('#1b54d9');
    for (const theme of Object.values(THEMES)) expect(theme.palette[5]?.toLowerCase()).toBe(theme.primaryColor);
  });
  it('writes Arco variables as r,g,b triples', () => {
    expect(rgbTriple('#1B54D9')).toBe('27,84,217');
    expect(themeVariables(THEMES.blue)['--arcoblue-6']).toBe('27,84,217');
  });
  it('marks the body and sets the variables on it', () => {
    applyTheme('blue');
    expect(document.body.dataset['theme']).toBe('blue');
    expect(document.body.style.getPropertyValue('--arcoblue-6')).toBe('27,84,217');
  });
});
