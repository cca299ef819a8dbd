import type { EntityRow } from '@entrepot/web/entity';
import { CompositionTab } from '../material-config/composition.tab.tsx';
import { SpuLanguageTab } from './spu-language.tab.tsx';

/** The SPU detail's tabs of the listing texts and the material composition: 多语言, 材质成分. */
export function spuTextTabs(row: EntityRow) {
  const id = String(row.id);
  return [
    { key: 'languages', title: '多语言', content: <SpuLanguageTab spuId={id} /> },
    { key: 'composition', title: '材质成分', content: <CompositionTab kind="spu" id={id} /> },
  ];
}
