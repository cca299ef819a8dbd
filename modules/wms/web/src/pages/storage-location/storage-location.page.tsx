import { Button } from '@arco-design/web-react';
import { IconPlusCircle } from '@arco-design/web-react/icon';
import { storageLocation } from '@entrepot/module-wms/entities';
import { ExportButton, useCan } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { useState } from 'react';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { exportUrl, storageLocationUrls } from '../../entity/wms-urls.ts';
import { BatchLocationsDialog } from './batch-locations.dialog.tsx';

const WITHHELD = [storageLocation.permission('import')];

/** 仓储管理 → 基础资料 → 库位 (`#/warehouse/basic-information/storage-location`): 新增, 批量新增 (a code range), 导出. */
export function StorageLocationPage() {
  const config = useEntityConfig(storageLocation, storageLocationUrls, { withhold: WITHHELD });
  const can = useCan();
  const [batch, setBatch] = useState(false);
  const slots: EntityListSlots = {
    toolbar: (list) => (
      <>
        {can(storageLocation.permission('create')) && (
          <Button icon={<IconPlusCircle />} onClick={() => setBatch(true)}>
            批量新增
          </Button>
        )}
        <ExportButton entity={storageLocation} list={list} url={exportUrl('storageLocation')} />
        <BatchLocationsDialog
          visible={batch}
          onClose={() => setBatch(false)}
          onCreated={() => {
            setBatch(false);
            list.refresh();
          }}
        />
      </>
    ),
  };
  return (
    <div className="wms-page">
      <EntityListPage config={config} slots={slots} />
    </div>
  );
}
