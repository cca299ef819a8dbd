import { IconMinus, IconPlus } from '@arco-design/web-react/icon';
import type { MouseEvent } from 'react';

/** Arco's expand button with a name, so screen readers (and tests) can tell what it does. */
export function ExpandRowButton({ expanded, onClick }: { expanded: boolean; onClick?(e: MouseEvent): void }) {
  return (
    <button type="button" aria-label={expanded ? '收起内容' : '查看内容'} aria-expanded={expanded} onClick={onClick}>
      {expanded ? <IconMinus /> : <IconPlus />}
    </button>
  );
}
