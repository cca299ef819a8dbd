import { area } from '@entrepot/module-wms/entities';
import { ExportButton } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { areaUrls, exportUrl } from '../../entity/wms-urls.ts';

const WITHHELD = [area.permission('import')];
const slots: EntityListSlots = { toolbar: (list) => <ExportButton entity={area} list={list} url={exportUrl('area')} /> };

/** 仓储管理 → 基础资料 → 库区 (`#/warehouse/basic-information/area`). */
export function AreaPage() {
  const config = useEntityConfig(area, areaUrls, { withhold: WITHHELD });
  return (
    <div className="wms-page">
      <EntityListPage config={config} slots={slots} />
    </div>
  );
}
