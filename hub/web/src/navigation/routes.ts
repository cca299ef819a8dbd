// What the hub knows of paths: its own pages, the areas' screens, their page modes and the guard's lists.

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/workbench';
export const FORBIDDEN_PATH = '/403';
export const NOT_FOUND_PATH = '/404';

/** Pages the hub renders itself inside the shell. */
export const HUB_PAGES: Readonly<Record<string, { name: string }>> = {
  '/workbench': { name: '工作台' },
  '/403': { name: '无权限' },
  '/404': { name: '页面不存在' },
  '/test': { name: '测试' },
};

export function isHubPage(path: string): boolean {
  return path in HUB_PAGES;
}

/** Spec 000 §5: the public whitelist, no checks at all. */
export const PUBLIC_PATHS: readonly string[] = [
  LOGIN_PATH,
  FORBIDDEN_PATH,
  NOT_FOUND_PATH,
  '/purchase/management/planDetail',
  '/purchase/management/orderApprovalDetail',
  '/finance/payment-voucher/applyApproval',
  '/warehouse/photograph',
  '/purchase/management/taskDetail',
  '/order/package/detail',
];

/** Spec 000 §5: what a signed-in non-admin may always open. */
export const ALWAYS_ALLOWED_PATHS: readonly string[] = [
  '/',
  HOME_PATH,
  LOGIN_PATH,
  '/test',
  FORBIDDEN_PATH,
  NOT_FOUND_PATH,
  '/warehouse/photograph',
  '/warehouse/export-center/record',
];

export type PageMode = 'shell' | 'full' | 'public';

// ARCHITECTURE §6: full page = an area screen alone with the stored session; public = a link token, no session.
const FULL_PAGE_PATHS: readonly string[] = ['/purchase/order/deliveryNote', '/mail-management/sessionList'];
const PUBLIC_AREA_PATHS: readonly string[] = PUBLIC_PATHS.filter((p) => ![LOGIN_PATH, FORBIDDEN_PATH, NOT_FOUND_PATH].includes(p));

// Spec 000 §2: the mail session view hides the side menu and tabs unless its URL flags allow them.
const SHELL_ON_REQUEST: Readonly<Record<string, string>> = { '/mail-management/sessionList': 'layout=shell' };

export function pageModeOf(path: string, search = ''): PageMode {
  if (PUBLIC_AREA_PATHS.includes(path)) return 'public';
  const flag = SHELL_ON_REQUEST[path];
  if (flag && new URLSearchParams(search).getAll(flag.split('=')[0]!).includes(flag.split('=')[1]!)) return 'shell';
  if (FULL_PAGE_PATHS.includes(path)) return 'full';
  return 'shell';
}

// Route groups of spec 000 §2 → the area that serves them (ARCHITECTURE §2); the longest prefix wins.
const AREA_PREFIXES: readonly (readonly [prefix: string, area: string])[] = [
  ['/warehouse/overseas-storage', 'global-wms'],
  ['/overseasWarehouse', 'global-wms'],
  ['/warehouse', 'wms'],
  ['/order/advertise', 'reports'],
  ['/order', 'oms'],
  ['/keyCustomer', 'oms'],
  ['/commodity', 'catalogue'],
  ['/plm', 'catalogue'],
  ['/purchase', 'purchase'],
  ['/quality', 'quality'],
  ['/finance', 'finance'],
  ['/drp', 'finance'],
  ['/logistics', 'logistics'],
  ['/chart', 'reports'],
  ['/personnel', 'reports'],
  ['/account', 'accounts'],
  ['/customerService', 'cs-mail'],
  ['/mail-management', 'cs-mail'],
  ['/user', 'admin'],
  ['/permission', 'admin'],
  ['/system', 'admin'],
];

// Menu entries may name their area (the server's manifests do); that beats the prefix table.
let menuAreas: ReadonlyMap<string, string> = new Map();

export function rememberMenuAreas(entries: Iterable<readonly [url: string, area: string]>): void {
  menuAreas = new Map(entries);
}

/** The area serving a path, or null for the hub's own pages and unknown paths. */
export function areaOf(path: string): string | null {
  if (isHubPage(path)) return null;
  const named = menuAreas.get(path);
  if (named) return named;
  let best: readonly [string, string] | undefined;
  for (const entry of AREA_PREFIXES) {
    const [prefix] = entry;
    if ((path === prefix || path.startsWith(`${prefix}/`)) && prefix.length > (best?.[0].length ?? 0)) best = entry;
  }
  return best?.[1] ?? null;
}
