import { IconQuestionCircle } from '@arco-design/web-react/icon';
import { useAtomValue } from 'jotai';
import { HELP_SYSTEM_URL } from '../config/hub.config.ts';
import { findMenuByUrl } from '../menu/menu-tree.ts';
import { menusAtom } from '../state/session.atoms.ts';

/** The help page (`/help/`), opened on the current screen's entry (menu_id, and its title for the page). */
export function HelpLink({ activePath }: { activePath: string }) {
  const menu = findMenuByUrl(useAtomValue(menusAtom), activePath);
  const href = `${HELP_SYSTEM_URL}?menu_id=${encodeURIComponent(menu?.id ?? '')}&title=${encodeURIComponent(menu?.name ?? '')}`;
  return (
    <a className="help-link" href={href} target="_blank" rel="noreferrer">
      <IconQuestionCircle /> 帮助
    </a>
  );
}
