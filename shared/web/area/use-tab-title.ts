import { useCallback, useRef } from 'react';
import { useArea } from './area-context.ts';

/** Names the tab of the screen on show (`SKU详情 MG005-WHT`), in place of the menu's or the path's name. */
export function useTabTitle(): (title: string) => void {
  const { bridge } = useArea();
  const last = useRef('');
  return useCallback(
    (title: string) => {
      const path = bridge.getSnapshot()?.path;
      if (!path || !title || last.current === `${path}\n${title}`) return;
      last.current = `${path}\n${title}`;
      bridge.setTitle(path, title);
    },
    [bridge],
  );
}
