import { Button, Modal } from '@arco-design/web-react';
import { RECEIVING, RETURN_CODES, returnResources } from '@entrepot/module-wms/entities';
import { ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { WMS_LOOKUPS } from '../../entity/wms-urls.ts';
import { returnsApi } from './returns-api.ts';

/** Where a return's next step is done, by its state. */
const NEXT: Record<string, { path: string; label: string; permission: string }> = {
  expected: { path: `${RECEIVING}/return-register`, label: '登记', permission: RETURN_CODES.register },
  shelving: { path: `${RECEIVING}/return-shelf`, label: '上架', permission: RETURN_CODES.shelve },
};

/**
 * 收货质检 → 退货单 (`#/warehouse/receiving-inspection/return-list`): every return with its figures, filters,
 * counts by state, export; a row opens its SKUs and log, goes on to its next step, or is cancelled (after a
 * question) while it is still only expected.
 */
export function ReturnListPage() {
  const { bridge, http } = useArea();
  const can = useCan();
  const api = useMemo(() => returnsApi(http), [http]);
  const [refresh, setRefresh] = useState(0);
  const id = new URLSearchParams(useSearch()).get('id');
  const cancel = (code: string, returnId: string) =>
    Modal.confirm({
      title: '取消退货单',
      content: `确定取消退货单 ${code} 吗？买家的包裹如果之后到了，可按无预报退货登记。`,
      onOk: async () => {
        await api.cancel(returnId);
        bridge.toast('success', `退货单 ${code} 已取消`);
        setRefresh((n) => n + 1);
      },
    });
  return (
    <ResourceListPage
      key={refresh}
      resource={returnResources.goodsReturn}
      lookups={WMS_LOOKUPS}
      className="wms-page"
      opened={id ? { detail: id } : undefined}
      slots={{
        rowActions: (row) => {
          const next = NEXT[String(row.status)];
          return (
            <>
              {next && can(next.permission) && (
                <Button type="text" size="mini" onClick={() => bridge.openTab(next.path, { search: `id=${row.id}`, title: next.label })}>
                  {next.label}
                </Button>
              )}
              {row.status === 'expected' && can(RETURN_CODES.cancel) && (
                <Button type="text" size="mini" status="danger" onClick={() => cancel(String(row.code), String(row.id))}>
                  取消
                </Button>
              )}
            </>
          );
        },
      }}
    />
  );
}
