import type { ReactNode } from 'react';
import { DropdownMenuButton } from './dropdown-menu-button.tsx';
import type { MenuAction } from './menu-action.ts';

export interface BatchActionDropdownProps {
  actions: MenuAction[];
  title?: ReactNode;
  /** Usually: no rows selected. */
  disabled?: boolean;
}

/** Dropdown of the actions applied to the selected rows of a list. */
export function BatchActionDropdown({ actions, title = '批量操作', disabled }: BatchActionDropdownProps) {
  return <DropdownMenuButton actions={actions} text={title} buttonType="primary" disabled={disabled} />;
}
