import { Button } from '@arco-design/web-react';
import { RECEIVING, receivingResources } from '@entrepot/module-wms/entities';
import { ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { WMS_LOOKUPS } from '../../entity/wms-urls.ts';
import { receivingApi } from './receiving-api.ts';
import { RevokeReceiptModal } from './revoke-receipt.modal.tsx';

/** Where a receipt's next step is done, by its state. */
const NEXT: Record<string, { path: string; label: string; permission: string }> = {
  counting: { path: `${RECEIVING}/points`, label: '继续点数', permission: 'wms.receipt.receive' },
  inspecting: { path: `${RECEIVING}/quality-inspection`, label: '质检', permission: 'wms.receipt.inspect' },
  shelving: { path: `${RECEIVING}/shelves-list`, label: '上架', permission: 'wms.receipt.putaway' },
};

/**
 * 收货质检 → 收货单 (`#/warehouse/receiving-inspection/receipt-list`): every receipt with its figures, filters,
 * counts by state, export; a row opens its lines and log, goes on to its next step, or prints.
 */
export function ReceiptListPage() {
  const { bridge, http } = useArea();
  const can = useCan();
  const api = useMemo(() => receivingApi(http), [http]);
  const [revoking, setRevoking] = useState<{ id: string; code: string } | null>(null);
  const [refresh, setRefresh] = useState(0);
  // From the palette (`?id=`): that record's detail opens.
  const id = new URLSearchParams(useSearch()).get('id');
  const opened = id ? { detail: id } : undefined;
  return (
    <>
      <ResourceListPage
        key={refresh}
        resource={receivingResources.receipt}
        lookups={WMS_LOOKUPS}
        className="wms-page"
        opened={opened}
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
                <Button type="text" size="mini" onClick={() => bridge.openTab(`${RECEIVING}/labeling`, { search: `id=${row.id}`, title: `打印 ${row.code}` })}>
                  打印
                </Button>
                {(row.status === 'inspecting' || row.status === 'shelving') && Number(row.total_put_away) === 0 && can('wms.receipt.revoke') && (
                  <Button type="text" size="mini" status="danger" onClick={() => setRevoking({ id: String(row.id), code: String(row.code) })}>
                    撤销收货
                  </Button>
                )}
              </>
            );
          },
        }}
      />
      <RevokeReceiptModal
        code={revoking?.code ?? null}
        onClose={() => setRevoking(null)}
        revoke={async (reason) => {
          if (!revoking) return;
          await api.revoke(revoking.id, reason);
          bridge.toast('success', `收货单 ${revoking.code} 已撤销收货`);
          setRefresh((n) => n + 1);
        }}
      />
    </>
  );
}
