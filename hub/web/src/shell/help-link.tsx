import { IconQuestionCircle } from '@arco-design/web-react/icon';
import { useAtomValue } from 'jotai';
import { HELP_SYSTEM_URL } from '../config/hub.config.ts';
import { findMenuByUrl } from '../menu/menu-tree.ts';
import { menusAtom } from '../state/session.atoms.ts';

/** The help system, opened on the current screen's entry (menu_id). */
export function HelpLink({ activePath }: { activePath: string }) {
  const menuId = findMenuByUrl(useAtomValue(menusAtom), activePath)?.id ?? '';
  const href = `${HELP_SYSTEM_URL}?menu_id=${encodeURIComponent(menuId)}`;
  return (
    <a className="help-link" href={href} target="_blank" rel="noreferrer">
      <IconQuestionCircle /> 帮助
    </a>
  );
}
