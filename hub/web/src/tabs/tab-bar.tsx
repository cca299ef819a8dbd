import { Dropdown, Menu, Tabs } from '@arco-design/web-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { navigate } from '../navigation/hash-location.ts';
import { closeTab, hrefOf } from '../shortcuts/run-chord.ts';
import { dispatchTabsAtom, tabsAtom } from './tabs.atoms.ts';
import { normalizeTabs, WORKBENCH_TAB } from './tabs.reducer.ts';

/** The page tabs: workbench first and fixed; close one, all or others. */
export function TabBar() {
  const state = normalizeTabs(useAtomValue(tabsAtom));
  const dispatch = useSetAtom(dispatchTabsAtom);
  const closeAll = () => {
    dispatch({ type: 'closeAll' });
    navigate(WORKBENCH_TAB.path);
  };
  const onMenu = (key: string) => (key === 'all' ? closeAll() : key === 'others' ? dispatch({ type: 'closeOthers' }) : closeTab(state.activeKey));
  return (
    <div className="tab-bar">
      <Tabs
        type="card-gutter"
        size="small"
        editable
        showAddButton={false}
        activeTab={state.activeKey}
        onChange={(key) => {
          const tab = state.tabs.find((t) => t.key === key);
          if (tab) navigate(hrefOf(tab));
        }}
        onDeleteTab={closeTab}
        className="tab-bar-tabs"
      >
        {state.tabs.map((tab) => (
          <Tabs.TabPane key={tab.key} title={tab.name} closable={tab.key !== WORKBENCH_TAB.key} />
        ))}
      </Tabs>
      {/* Opened by a click (or Enter on the focused button), not by passing over it: keyboard and touch reach it too. */}
      <Dropdown
        trigger="click"
        position="br"
        droplist={
          <Menu onClickMenuItem={onMenu}>
            <Menu.Item key="current" disabled={state.activeKey === WORKBENCH_TAB.key}>
              关闭当前
            </Menu.Item>
            <Menu.Item key="others">关闭其他</Menu.Item>
            <Menu.Item key="all">关闭全部</Menu.Item>
          </Menu>
        }
      >
        <button type="button" className="tab-bar-actions" aria-label="标签操作">
          ⋯
        </button>
      </Dropdown>
    </div>
  );
}
