import { useEffect, useRef } from 'react';
import { LIVE_AREA_LIMIT } from '../config/hub.config.ts';
import { AreaPane } from './area-pane.tsx';
import { liveAreas, stableOrder } from './live-areas.ts';
import { warmUiLibrary } from './warm-ui-library.ts';

/** Every live area's pane in one fixed stage; only the active area's is visible. */
export function AreaStage({ cachedKeys, activeArea }: { cachedKeys: readonly string[]; activeArea: string | null }) {
  const order = useRef<string[]>([]);
  useEffect(() => warmUiLibrary(), []); // once signed in: the first area opened finds the library ready
  const live = liveAreas(cachedKeys, LIVE_AREA_LIMIT);
  if (activeArea && !live.includes(activeArea)) live.unshift(activeArea);
  order.current = stableOrder(order.current, live);
  return (
    <div className="area-stage" style={{ display: activeArea ? 'block' : 'none' }}>
      {order.current.map((area) => (
        <AreaPane key={area} area={area} active={area === activeArea} />
      ))}
    </div>
  );
}
