import { Button, Popover } from '@arco-design/web-react';
import { IconFilter } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';

export interface FilterPopoverProps {
  /** The filter form shown in the popover. */
  content: ReactNode;
  /** The trigger; a 筛选 button by default. */
  children?: ReactNode;
  width?: number | string;
  /** Controlled visibility, e.g. to close it after a search. */
  visible?: boolean;
  onVisibleChange?(visible: boolean): void;
}

export function FilterPopover({ content, children, width = 350, visible, onVisibleChange }: FilterPopoverProps) {
  // Arco treats a popupVisible key that is present, even undefined, as controlled.
  const controlled = visible === undefined ? {} : { popupVisible: visible };
  return (
    <Popover
      trigger="click"
      position="br"
      {...controlled}
      onVisibleChange={onVisibleChange}
      content={<div style={{ width, maxWidth: '100%' }}>{content}</div>}
      // The default popover width cap would squeeze a 350px form.
      style={{ maxWidth: 'none' }}
    >
      {children ?? <Button icon={<IconFilter />}>筛选</Button>}
    </Popover>
  );
}
