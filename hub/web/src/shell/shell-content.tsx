import { useAtomValue } from 'jotai';
import { Activity, useEffect, useRef } from 'react';
import { AreaStage } from '../areas/area-stage.tsx';
import { hubBridge } from '../areas/hub-bridge.service.ts';
import { PAGE_CACHE_LIMIT } from '../config/hub.config.ts';
import { areaOf, isHubPage } from '../navigation/routes.ts';
import { tabsAtom } from '../tabs/tabs.atoms.ts';
import { cachedKeys, normalizeTabs } from '../tabs/tabs.reducer.ts';
import { HubPage } from './hub-page.tsx';

/**
 * The content area: at most 10 pages kept alive across the hub and every area (LRU). Hub pages sit in
 * React <Activity>; an area page past the limit is evicted inside its area over the bridge.
 */
export function ShellContent({ activePath }: { activePath: string }) {
  const tabs = normalizeTabs(useAtomValue(tabsAtom));
  const kept = cachedKeys(tabs, PAGE_CACHE_LIMIT);
  if (!kept.includes(activePath)) kept.unshift(activePath);
  useEvictions(kept);
  const activeArea = areaOf(activePath);
  return (
    <div className="shell-content">
      {kept.filter(isHubPage).map((path) => (
        <Activity key={path} mode={path === activePath ? 'visible' : 'hidden'}>
          <div className="hub-page">
            <HubPage path={path} />
          </div>
        </Activity>
      ))}
      <AreaStage cachedKeys={kept} activeArea={activeArea} />
    </div>
  );
}

function useEvictions(kept: readonly string[]): void {
  const previous = useRef<readonly string[]>([]);
  const signature = kept.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `kept`'s content
  useEffect(() => {
    for (const key of previous.current) {
      const area = areaOf(key);
      if (area && !kept.includes(key)) hubBridge().post(area, { type: 'evict', key });
    }
    previous.current = kept;
  }, [signature]);
}
