import { Button } from '@arco-design/web-react';
import { IconPlusCircle } from '@arco-design/web-react/icon';
import { storageLocation, wmsResources } from '@entrepot/module-wms/entities';
import { useCan } from '@entrepot/web/area';
import { useState } from 'react';
import { SettingsPage } from '../settings.page.tsx';
import { BatchLocationsDialog } from './batch-locations.dialog.tsx';

/** 仓储管理 → 基础资料 → 库位 (`#/warehouse/basic-information/storage-location`): 新增, 批量新增 (a code range), 导入, 导出. */
export function StorageLocationPage() {
  const can = useCan();
  const [batch, setBatch] = useState(false);
  return (
    <SettingsPage
      resource={wmsResources.storageLocation}
      tools={(list) => (
        <>
          {can(storageLocation.permission('create')) && (
            <Button icon={<IconPlusCircle />} onClick={() => setBatch(true)}>
              批量新增
            </Button>
          )}
          <BatchLocationsDialog
            visible={batch}
            onClose={() => setBatch(false)}
            onCreated={() => {
              setBatch(false);
              list.refresh();
            }}
          />
        </>
      )}
    />
  );
}
