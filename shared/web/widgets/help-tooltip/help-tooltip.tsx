import { Tooltip } from '@arco-design/web-react';
import { IconQuestionCircle } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';

export interface HelpTooltipProps {
  /** The explanation shown on hover. */
  content: ReactNode;
}

export function HelpTooltip({ content }: HelpTooltipProps) {
  return (
    <Tooltip content={content}>
      <IconQuestionCircle aria-label="说明" tabIndex={0} style={{ cursor: 'help', color: 'var(--color-text-3)', marginLeft: 4 }} />
    </Tooltip>
  );
}
