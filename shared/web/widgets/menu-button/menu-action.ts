import type { ReactNode } from 'react';

/** One entry of a dropdown of actions. */
export interface MenuAction {
  key: string;
  label: ReactNode;
  onClick(): void;
  disabled?: boolean;
}

/** Runs the action a menu key names; unknown or disabled keys do nothing. */
export function runMenuAction(actions: readonly MenuAction[], key: string): void {
  const action = actions.find((candidate) => candidate.key === key);
  if (action && !action.disabled) action.onClick();
}
