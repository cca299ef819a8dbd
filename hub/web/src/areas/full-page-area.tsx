import { AreaPane } from './area-pane.tsx';

/** Full-page and public modes (ARCHITECTURE §6): one area screen alone in the browser tab, no chrome. */
export function FullPageArea({ area }: { area: string }) {
  return (
    <div className="full-page-area">
      <AreaPane area={area} active />
    </div>
  );
}
