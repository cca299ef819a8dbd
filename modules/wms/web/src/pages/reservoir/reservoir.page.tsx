import { reservoir } from '@entrepot/module-wms/entities';
import { ExportButton } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { exportUrl, reservoirUrls } from '../../entity/wms-urls.ts';

const WITHHELD = [reservoir.permission('import')];
const slots: EntityListSlots = { toolbar: (list) => <ExportButton entity={reservoir} list={list} url={exportUrl('reservoir')} /> };

/** 仓储管理 → 基础资料 → 货架 (`#/warehouse/basic-information/reservoir`): the spec's reservoirs, shelves of an area. */
export function ReservoirPage() {
  const config = useEntityConfig(reservoir, reservoirUrls, { withhold: WITHHELD });
  return (
    <div className="wms-page">
      <EntityListPage config={config} slots={slots} />
    </div>
  );
}
