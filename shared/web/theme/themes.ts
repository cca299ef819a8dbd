// The two themes of spec 000 §9. Palettes from @arco-design/color generate(hex, {list: true}); Arco's
// `--primary-*` and `--link-*` alias `--arcoblue-*`, so overriding those ten reaches every component.

export type ThemeKey = 'green' | 'blue';

export interface Theme {
  key: ThemeKey;
  label: string;
  primaryColor: string;
  /** shades 1…10 of the primary colour, shade 6 being primaryColor */
  palette: readonly string[];
  /** the side menu's background and its active entry */
  primaryMenuBg: string;
  primaryMenuActive: string;
  /** primary button background; text on green needs to be dark to stay readable */
  btnPrimaryBg: string;
  btnPrimaryText: string;
}

export const THEMES: Record<ThemeKey, Theme> = {
  green: {
    key: 'green',
    label: '默认绿',
    primaryColor: '#99c41c',
    palette: ['#FDFFE8', '#ECF3B8', '#DAE78C', '#C5DC63', '#B0D03E', '#99C41C', '#7CA612', '#60880A', '#466A04', '#2F4D00'],
    primaryMenuBg: '#2F4D00',
    primaryMenuActive: '#99C41C',
    btnPrimaryBg: '#99C41C',
    btnPrimaryText: '#1d2129',
  },
  blue: {
    key: 'blue',
    label: '商务蓝',
    primaryColor: '#1b54d9',
    palette: ['#E8F3FF', '#BAD5F7', '#8FB6F0', '#6696E8', '#3F75E1', '#1B54D9', '#113DB6', '#092993', '#031970', '#000D4D'],
    primaryMenuBg: '#000D4D',
    primaryMenuActive: '#1B54D9',
    btnPrimaryBg: '#1B54D9',
    btnPrimaryText: '#ffffff',
  },
};

export const DEFAULT_THEME: ThemeKey = 'green';

export function isThemeKey(value: unknown): value is ThemeKey {
  return value === 'green' || value === 'blue';
}

/** Arco's variables are `r,g,b` triples. */
export function rgbTriple(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `${(n >> 16) & 255},${(n >> 8) & 255},${n & 255}`;
}

/** The CSS variables one theme sets on `body`. */
export function themeVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  theme.palette.forEach((hex, i) => {
    vars[`--arcoblue-${i + 1}`] = rgbTriple(hex);
  });
  vars['--entrepot-primary'] = theme.primaryColor;
  vars['--entrepot-menu-bg'] = theme.primaryMenuBg;
  vars['--entrepot-menu-active'] = theme.primaryMenuActive;
  vars['--entrepot-btn-primary-bg'] = theme.btnPrimaryBg;
  vars['--entrepot-btn-primary-text'] = theme.btnPrimaryText;
  return vars;
}

/**
 * Marks `body[data-theme]` and writes the variables inline on it, so the hub and every area (each in its
 * own document) need only this call to follow the theme.
 */
export function applyTheme(key: ThemeKey, body: HTMLElement = document.body): void {
  body.dataset['theme'] = key;
  for (const [name, value] of Object.entries(themeVariables(THEMES[key]))) body.style.setProperty(name, value);
}
