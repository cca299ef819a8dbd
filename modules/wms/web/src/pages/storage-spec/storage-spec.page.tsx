import { storageSpec } from '@entrepot/module-wms/entities';
import { ExportButton } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { exportUrl, storageSpecUrls } from '../../entity/wms-urls.ts';

const WITHHELD = [storageSpec.permission('import')];
const slots: EntityListSlots = { toolbar: (list) => <ExportButton entity={storageSpec} list={list} url={exportUrl('storageSpec')} /> };

/** 仓储管理 → 基础资料 → 库位规格 (`#/warehouse/basic-information/storage-spec`): sizes in cm, load in kg, two decimals. */
export function StorageSpecPage() {
  const config = useEntityConfig(storageSpec, storageSpecUrls, { withhold: WITHHELD });
  return (
    <div className="wms-page">
      <EntityListPage config={config} slots={slots} />
    </div>
  );
}
