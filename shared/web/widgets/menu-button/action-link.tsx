import type { ReactNode } from 'react';
import { DropdownMenuButton } from './dropdown-menu-button.tsx';
import type { MenuAction } from './menu-action.ts';

export interface ActionLinkProps {
  actions: MenuAction[];
  text?: ReactNode;
  disabled?: boolean;
}

/** Link-styled dropdown of a table row's actions. */
export function ActionLink({ actions, text = '操作', disabled }: ActionLinkProps) {
  return <DropdownMenuButton actions={actions} text={text} buttonType="text" disabled={disabled} />;
}
