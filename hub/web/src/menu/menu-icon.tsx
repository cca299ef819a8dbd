import { IconApps, IconBook, IconCommon, IconFile, IconHome, IconSafe, IconSettings, IconStorage, IconUser } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';

// Server menus name an icon; the few we know get an Arco icon, any other shows its entry's first character.
const ICONS: Readonly<Record<string, ReactNode>> = {
  home: <IconHome />,
  user: <IconUser />,
  setting: <IconSettings />,
  settings: <IconSettings />,
  storage: <IconStorage />,
  file: <IconFile />,
  book: <IconBook />,
  safe: <IconSafe />,
  apps: <IconApps />,
};

export function MenuIcon({ icon, name }: { icon: string; name: string }) {
  return ICONS[icon] ?? (icon ? <IconCommon /> : <span className="menu-icon-letter">{name.slice(0, 1)}</span>);
}
