import { warehouseGroup } from '@entrepot/module-wms/entities';
import { EntityListPage } from '@entrepot/web/entity';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { warehouseGroupUrls } from '../../entity/wms-urls.ts';

// Groups are small: no export or import.
const WITHHELD = [warehouseGroup.permission('import'), warehouseGroup.permission('export')];

/** 仓储管理 → 基础资料 → 仓库分组 (`#/warehouse/basic-information/warehouse-group`). */
export function WarehouseGroupPage() {
  const config = useEntityConfig(warehouseGroup, warehouseGroupUrls, { withhold: WITHHELD });
  return (
    <div className="wms-page">
      <EntityListPage config={config} />
    </div>
  );
}
