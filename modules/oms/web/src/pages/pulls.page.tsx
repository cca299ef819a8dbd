import { Button, Modal, Select } from '@arco-design/web-react';
import { BASE, OMS_CODES, omsResources as R, SERVICE } from '@entrepot/module-oms/entities';
import { ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import type { EntityList } from '@entrepot/web/entity';
import { useState } from 'react';
import { OMS_LOOKUPS } from '../oms-lookups.ts';
import { useUrlFilters } from '../use-url-filters.ts';

type Option = { id: string; title?: string; account_name?: string; platform_code?: string };
type Pulled = { pages: number; created: number; duplicates: number; rejected: string[]; error: string | null };

/** What a pull did, in words. */
export function pulledSaid(r: Pulled): string {
  const base = `拉取 ${r.pages} 页，新订单 ${r.created} 个${r.duplicates ? `，重复 ${r.duplicates} 个已跳过` : ''}`;
  const rejected = r.rejected.length ? `；${r.rejected.length} 个订单数据不完整未导入（${r.rejected.slice(0, 3).join('；')}）` : '';
  return r.error ? `${base}；拉取中断：${r.error}` : base + rejected;
}

/**
 * 平台拉单 (`#/order/platform/all-order`): where each connected sales account's pull stands (cursor, last run, new
 * orders, the last error); 立即拉单 pulls one account now — an account pulled for the first time is connected and
 * the schedule keeps pulling it.
 */
export function PullsPage() {
  const filters = useUrlFilters();
  const { http, bridge } = useArea();
  const can = useCan();
  const [open, setOpen] = useState<EntityList | null>(null);
  const [accounts, setAccounts] = useState<Option[]>([]);
  const [account, setAccount] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const start = async (list: EntityList) => {
    setOpen(list);
    setAccounts(await http.get<Option[]>(OMS_LOOKUPS['accounts.salesAccount']!));
  };
  const pull = async () => {
    if (!account || !open) return;
    setBusy(true);
    try {
      const r = await http.post<Pulled>(`${SERVICE}${BASE}/orders/pull`, { account_id: account });
      bridge.toast(r.error ? 'warning' : 'success', pulledSaid(r));
      open.refresh();
      setOpen(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ResourceListPage
        resource={R.pullState}
        options={filters}
        key={JSON.stringify(filters ?? null)}
        lookups={OMS_LOOKUPS}
        tools={(list) =>
          can(OMS_CODES.pull) && (
            <Button type="primary" onClick={() => void start(list)}>
              立即拉单
            </Button>
          )
        }
      />
      <Modal
        title="立即拉单"
        visible={open !== null}
        onCancel={() => setOpen(null)}
        onOk={pull}
        okText="拉单"
        confirmLoading={busy}
        okButtonProps={{ disabled: !account }}
      >
        <Select
          placeholder="选择销售账号"
          showSearch
          value={account}
          onChange={setAccount}
          options={accounts.map((a) => ({ value: a.id, label: a.title ?? a.account_name ?? a.id }))}
        />
      </Modal>
    </>
  );
}
