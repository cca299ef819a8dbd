import { useAtomValue } from 'jotai';
import { SideMenu } from '../menu/side-menu.tsx';
import { Palette } from '../palette/palette.tsx';
import { CheatSheet } from '../shortcuts/cheat-sheet.tsx';
import { useGlobalShortcuts } from '../shortcuts/use-global-shortcuts.ts';
import { areaModalOpenAtom } from '../state/session.atoms.ts';
import { TabBar } from '../tabs/tab-bar.tsx';
import { useTabsFollowLocation } from '../tabs/use-tabs-follow-location.ts';
import { Watermark } from '../watermark/watermark.tsx';
import { HelpLink } from './help-link.tsx';
import { ShellContent } from './shell-content.tsx';
import { UserDropdown } from './user-dropdown.tsx';
import './shell.css';

/** The shell staff live in: side menu, tabs, user dropdown, content, watermark, palette. */
export function ShellLayout({ path, search }: { path: string; search: string }) {
  useTabsFollowLocation(path, search);
  useGlobalShortcuts();
  const dimmed = useAtomValue(areaModalOpenAtom);
  return (
    <div className={`shell${dimmed ? ' is-dimmed' : ''}`}>
      <SideMenu activePath={path} />
      <div className="shell-main">
        <header className="shell-header">
          <TabBar />
          <div className="shell-tools">
            <HelpLink activePath={path} />
            <UserDropdown />
          </div>
        </header>
        <ShellContent activePath={path} />
      </div>
      <Watermark />
      <Palette />
      <CheatSheet />
    </div>
  );
}
