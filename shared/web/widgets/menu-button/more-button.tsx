import type { ReactNode } from 'react';
import { DropdownMenuButton } from './dropdown-menu-button.tsx';
import type { MenuAction } from './menu-action.ts';

export interface MoreButtonProps {
  actions: MenuAction[];
  text?: ReactNode;
  disabled?: boolean;
}

/** 'More' dropdown for the actions that do not fit in a toolbar. */
export function MoreButton({ actions, text = '更多', disabled }: MoreButtonProps) {
  return <DropdownMenuButton actions={actions} text={text} buttonType="secondary" disabled={disabled} />;
}
