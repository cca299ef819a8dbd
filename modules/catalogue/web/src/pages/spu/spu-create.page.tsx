import { EntityFormDrawer, EntityUiProvider } from '@entrepot/web/entity';
import { useLocation } from 'wouter';
import { INFORMATION } from '../product-urls.ts';
import { MatrixPreview } from './matrix-preview.tsx';
import { useSpuConfig } from './spu-config.ts';

/** `#/commodity/information/spu/create`: the SPU form with its variant matrix preview; saved → its detail. */
export function SpuCreatePage() {
  const config = useSpuConfig();
  const [, navigate] = useLocation();
  return (
    <EntityUiProvider config={config}>
      <EntityFormDrawer
        config={config}
        record={null}
        width={760}
        onClose={() => navigate(`${INFORMATION}/spu`)}
        onSaved={(row) => navigate(`${INFORMATION}/spu/detail?id=${row.id}`)}
        slots={{ footer: (form) => <MatrixPreview form={form} /> }}
      />
    </EntityUiProvider>
  );
}
