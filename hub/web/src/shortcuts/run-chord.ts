import type { ChordName } from '@entrepot/bridge';
import { navigate } from '../navigation/hash-location.ts';
import { hubStore } from '../state/store.ts';
import { dispatchTabsAtom, tabsAtom } from '../tabs/tabs.atoms.ts';
import { activeTab, neighbourTab, normalizeTabs, type Tab, type TabsState } from '../tabs/tabs.reducer.ts';
import { cheatSheetOpenAtom, paletteOpenAtom } from './shortcuts.atoms.ts';

export function hrefOf(tab: Tab): string {
  return `${tab.path}${tab.query ? `?${tab.query}` : ''}`;
}

/** Closes a tab and follows the reducer to whichever tab is active afterwards. */
export function closeTab(key: string): void {
  hubStore.set(dispatchTabsAtom, { type: 'close', key });
  navigate(hrefOf(activeTab(normalizeTabs(hubStore.get(tabsAtom)))));
}

const openNth = (n: number) => (tabs: TabsState) => {
  const tab = tabs.tabs[n - 1];
  if (tab) navigate(hrefOf(tab));
};

const ACTIONS: Record<ChordName, (tabs: TabsState) => void> = {
  palette: () => hubStore.set(paletteOpenAtom, !hubStore.get(paletteOpenAtom)),
  cheatsheet: () => hubStore.set(cheatSheetOpenAtom, true),
  'tab:close': (tabs) => closeTab(tabs.activeKey),
  'tab:previous': (tabs) => navigate(hrefOf(neighbourTab(tabs, -1))),
  'tab:next': (tabs) => navigate(hrefOf(neighbourTab(tabs, 1))),
  'tab:1': openNth(1),
  'tab:2': openNth(2),
  'tab:3': openNth(3),
  'tab:4': openNth(4),
  'tab:5': openNth(5),
  'tab:6': openNth(6),
  'tab:7': openNth(7),
  'tab:8': openNth(8),
  'tab:9': openNth(9),
};

/** What each global chord does, whether pressed in the hub or forwarded by an area. */
export function runChord(chord: ChordName): void {
  ACTIONS[chord](normalizeTabs(hubStore.get(tabsAtom)));
}
