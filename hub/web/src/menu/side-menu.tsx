import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { MenuNode } from '../api/auth.api.ts';
import { SIDER_WIDTH } from '../config/hub.config.ts';
import { navigate } from '../navigation/hash-location.ts';
import { HOME_PATH } from '../navigation/routes.ts';
import { menusAtom } from '../state/session.atoms.ts';
import { MenuDrawer } from './menu-drawer.tsx';
import { MenuIcon } from './menu-icon.tsx';
import { normalizeMenus, topLevelOf } from './menu-tree.ts';

/** The left icon menu: first level here, second level in a drawer. */
export function SideMenu({ activePath }: { activePath: string }) {
  const menus = normalizeMenus(useAtomValue(menusAtom));
  const [openId, setOpenId] = useState<string | null>(null);
  const current = topLevelOf(menus, activePath);
  const opened = menus.find((m) => m.id === openId) ?? null;

  const choose = (entry: MenuNode) => {
    if (entry.children.length === 0 && entry.url) {
      setOpenId(null);
      navigate(entry.url);
    } else setOpenId(openId === entry.id ? null : entry.id);
  };

  return (
    <aside className="side-menu" style={{ width: SIDER_WIDTH }}>
      <button type="button" className={`side-menu-item${activePath === HOME_PATH ? ' is-active' : ''}`} onClick={() => navigate(HOME_PATH)}>
        <MenuIcon icon="home" name="工作台" />
        <span>工作台</span>
      </button>
      {menus.map((entry) => (
        <button
          type="button"
          key={entry.id}
          className={`side-menu-item${entry.id === current?.id || entry.id === openId ? ' is-active' : ''}`}
          onClick={() => choose(entry)}
        >
          <MenuIcon icon={entry.icon} name={entry.name} />
          <span>{entry.name}</span>
        </button>
      ))}
      {opened && <MenuDrawer entry={opened} activePath={activePath} onClose={() => setOpenId(null)} />}
    </aside>
  );
}
