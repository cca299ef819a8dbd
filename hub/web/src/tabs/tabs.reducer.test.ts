import { describe, expect, it } from 'vitest';
import { activeTab, cachedKeys, initialTabs, neighbourTab, normalizeTabs, type Tab, type TabsAction, tabFor, tabsReducer } from './tabs.reducer.ts';

const tab = (path: string, query = ''): Tab => ({ key: path, name: path.slice(1), path, query });
const run = (...actions: TabsAction[]) => actions.reduce(tabsReducer, initialTabs);
const open = (path: string, query = ''): TabsAction => ({ type: 'open', tab: tab(path, query) });

describe('tabs reducer', () => {
  it('starts on the workbench, which cannot be closed', () => {
    expect(activeTab(initialTabs).key).toBe('/workbench');
    expect(run({ type: 'close', key: '/workbench' })).toEqual(initialTabs);
  });

  it('keeps tabs unique by key and updates the query', () => {
    const state = run(open('/a', 'x=1'), open('/b'), open('/a', 'x=2'));
    expect(state.tabs.map((t) => t.key)).toEqual(['/workbench', '/a', '/b']);
    expect(activeTab(state)).toMatchObject({ key: '/a', query: 'x=2' });
  });

  it('drops the query for the listed paths', () => {
    expect(tabFor('/p', 'a=1', 'P', ['/p']).query).toBe('');
    expect(tabFor('/q', 'a=1', 'Q', ['/p']).query).toBe('a=1');
  });

  it('closes one and activates the left neighbour', () => {
    const state = run(open('/a'), open('/b'), { type: 'close', key: '/b' });
    expect(state.tabs.map((t) => t.key)).toEqual(['/workbench', '/a']);
    expect(state.activeKey).toBe('/a');
    const inactive = run(open('/a'), open('/b'), { type: 'close', key: '/a' });
    expect(inactive.activeKey).toBe('/b');
  });

  it('closes all and others', () => {
    expect(run(open('/a'), open('/b'), { type: 'closeAll' }).tabs.map((t) => t.key)).toEqual(['/workbench']);
    const others = run(open('/a'), open('/b'), open('/c'), open('/b'), { type: 'closeOthers' });
    expect(others.tabs.map((t) => t.key)).toEqual(['/workbench', '/b']);
    expect(others.activeKey).toBe('/b');
  });

  it('renames a tab', () => {
    expect(run(open('/a'), { type: 'rename', key: '/a', name: '订单' }).tabs[1]?.name).toBe('订单');
  });

  it('keeps the 10 most recently shown pages', () => {
    const paths = Array.from({ length: 12 }, (_, i) => `/p${i}`);
    const state = run(...paths.map((p) => open(p)), open('/p0'));
    const kept = cachedKeys(state, 10);
    expect(kept).toHaveLength(10);
    expect(kept[0]).toBe('/p0');
    expect(kept).not.toContain('/p1');
    expect(kept).not.toContain('/workbench');
  });

  it('walks to neighbours with wraparound', () => {
    const state = run(open('/a'), open('/b'));
    expect(neighbourTab(state, 1).key).toBe('/workbench');
    expect(neighbourTab(state, -1).key).toBe('/a');
  });

  it('repairs a stored state', () => {
    const repaired = normalizeTabs({ tabs: [tab('/a'), tab('/a')], activeKey: '/gone', recent: ['/gone', '/a'] });
    expect(repaired.tabs.map((t) => t.key)).toEqual(['/workbench', '/a']);
    expect(repaired.activeKey).toBe('/workbench');
    expect(repaired.recent).toEqual(['/a']);
  });
});
