import { Button, type ButtonProps, Dropdown, Menu } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { type MenuAction, runMenuAction } from './menu-action.ts';

export interface DropdownMenuButtonProps {
  actions: MenuAction[];
  text: ReactNode;
  buttonType: ButtonProps['type'];
  disabled?: boolean;
}

/** The one dropdown-of-actions button; MoreButton, ActionLink and BatchActionDropdown only set its look. */
export function DropdownMenuButton({ actions, text, buttonType, disabled }: DropdownMenuButtonProps) {
  const menu = (
    <Menu onClickMenuItem={(key) => runMenuAction(actions, key)}>
      {actions.map((action) => (
        <Menu.Item key={action.key} disabled={action.disabled}>
          {action.label}
        </Menu.Item>
      ))}
    </Menu>
  );
  return (
    <Dropdown droplist={menu} trigger="click" position="bl" disabled={disabled}>
      <Button type={buttonType} disabled={disabled}>
        {text} <IconDown />
      </Button>
    </Dropdown>
  );
}
