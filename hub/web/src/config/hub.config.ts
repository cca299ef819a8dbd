// The hub's settings in one place; values the spec leaves out are ours and named so.

/** Spec 000 §9: the content area keeps at most 10 pages (LRU across the hub and all areas). */
export const PAGE_CACHE_LIMIT = 10;
/** ARCHITECTURE §6: live area iframes (least recently used area unloaded first). */
export const LIVE_AREA_LIMIT = 4;
/** Spec 000 §9: code-chunk load timeout; an area that has not said `ready` by then shows its error pane. */
export const AREA_LOAD_TIMEOUT_MS = 120_000;
/** Spec 000 §9: side menu and its drawer. */
export const SIDER_WIDTH = 100;
export const MENU_DRAWER_WIDTH = 180;
/** Spec 000 §9: the login page shows the copyright footer only from this window height. */
export const LOGIN_FOOTER_MIN_HEIGHT = 730;
/**
 * Spec 000 §4: the paths whose query is dropped when they open as a tab — screens a query means nothing to (the
 * spec does not list them). Never a list the palette opens a record in (`采购单?id=`).
 */
export const QUERY_DROPPED_PATHS: readonly string[] = ['/warehouse/receiving-inspection/receive', '/purchase/management/stockout'];
/** The help system's address is not in the spec; the link carries the current menu_id. */
export const HELP_SYSTEM_URL = '/help/';
export const COPYRIGHT = `© ${new Date().getFullYear()} Entrepot 版权所有`;
