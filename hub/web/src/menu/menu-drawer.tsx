import type { MenuNode } from '../api/auth.api.ts';
import { MENU_DRAWER_WIDTH, SIDER_WIDTH } from '../config/hub.config.ts';
import { navigate } from '../navigation/hash-location.ts';

/** The second level of the side menu (and its third as groups), beside the 100 px sider. */
export function MenuDrawer({ entry, activePath, onClose }: { entry: MenuNode; activePath: string; onClose(): void }) {
  const open = (url: string) => {
    navigate(url);
    onClose();
  };
  const link = (node: MenuNode) => (
    <li key={node.id}>
      <button type="button" className={`menu-drawer-link${node.url === activePath ? ' is-active' : ''}`} onClick={() => open(node.url)}>
        {node.name}
      </button>
    </li>
  );
  return (
    <>
      <div className="menu-drawer-mask" onClick={onClose} aria-hidden="true" />
      <nav className="menu-drawer" style={{ left: SIDER_WIDTH, width: MENU_DRAWER_WIDTH }} aria-label={entry.name}>
        <h3 className="menu-drawer-title">{entry.name}</h3>
        <ul>
          {entry.children.map((child) =>
            child.children.length === 0 ? (
              link(child)
            ) : (
              <li key={child.id} className="menu-drawer-group">
                <span className="menu-drawer-group-title">{child.name}</span>
                <ul>{child.children.map(link)}</ul>
              </li>
            ),
          )}
        </ul>
      </nav>
    </>
  );
}
