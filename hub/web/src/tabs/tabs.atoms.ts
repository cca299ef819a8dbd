import { atom } from 'jotai';
import { persistedAtom } from '../state/persisted-atom.ts';
import { initialTabs, normalizeTabs, type TabsAction, type TabsState, tabsReducer } from './tabs.reducer.ts';

export const tabsAtom = persistedAtom<TabsState>('tabs', initialTabs);

export const dispatchTabsAtom = atom(null, (get, set, action: TabsAction) => {
  set(tabsAtom, tabsReducer(normalizeTabs(get(tabsAtom)), action));
});
