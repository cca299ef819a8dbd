import { Button, Modal } from '@arco-design/web-react';
import { packageSize, UNPACKAGED_SCREEN } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import type { EntityList } from '@entrepot/web/entity';
import { ReferencePage } from '../reference-page.tsx';
import { PACKAGE_RELOAD, packageSizeUrls } from '../reference-urls.ts';

/** 基础设置 → 包装尺寸 (`#/commodity/base-setting/package-size`): each SKU's package; 按标准更新 re-reads the standard; 未维护包装的SKU opens the screen of the SKUs still without one. */
export function PackageSizePage() {
  const { http, bridge } = useArea();
  const can = useCan();
  const reload = (list: EntityList) =>
    Modal.confirm({
      title: '按包装标准更新',
      content: `选中的 ${list.selectedKeys.length} 条记录将按其包装标准的长宽高和重量更新，确定吗？`,
      onOk: async () => {
        const answer = await http.post<{ reloaded: number }>(PACKAGE_RELOAD, { ids: list.selectedKeys });
        bridge.toast('success', `已更新 ${answer.reloaded} 条`);
        list.refresh();
      },
    });
  const batchActions = (list: EntityList) =>
    can(packageSize.permission('update')) ? [{ key: 'reload', label: '按包装标准更新', onClick: () => reload(list) }] : [];
  const toolbar = () => <Button onClick={() => bridge.openTab(UNPACKAGED_SCREEN, { title: '未维护包装' })}>未维护包装的SKU</Button>;
  return <ReferencePage entity={packageSize} urls={packageSizeUrls} slots={{ batchActions, toolbar }} />;
}
