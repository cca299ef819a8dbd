import { Button } from '@arco-design/web-react';
import type { TransitionAsk } from '@entrepot/web/area';
import { useArea, useCan } from '@entrepot/web/area';
import type { EntityList, EntityRow } from '@entrepot/web/entity';
import type { MenuAction } from '@entrepot/web/widgets';
import { useState } from 'react';
import { StateRequestDialog } from './state-request.dialog.tsx';
import { CREATE } from './state-request-rows.ts';

const skuOf = (row: EntityRow) => ({ id: String(row.id), code: String(row['code']) });
/** The checked SKUs with their codes (a key whose row is not on this page shows as its id). */
const checked = (list: EntityList): TransitionAsk => ({
  target: 'sku',
  records: list.selectedKeys.map((key) => {
    const row = list.rows.find((r) => String(r.id) === key);
    return row ? skuOf(row) : { id: key, code: key };
  }),
  transition: 'suspend',
});

/**
 * 申请停售 on the SKU list: a row action (SKUs 在售) and a 批量操作 entry, both opening the request dialog;
 * shown to holders of `catalogue.stateRequest.create`. Render `dialog` beside the list.
 */
export function useStateRequestActions() {
  const { bridge } = useArea();
  const can = useCan();
  const [open, setOpen] = useState<TransitionAsk | null>(null);
  const allowed = can(CREATE);
  return {
    batchActions: (list: EntityList): MenuAction[] =>
      allowed
        ? [
            {
              key: 'state-request',
              label: '申请停售',
              onClick: () => {
                if (list.selectedKeys.length === 0) return bridge.toast('warning', '请先勾选记录');
                setOpen(checked(list));
              },
            },
          ]
        : [],
    rowAction: (row: EntityRow) =>
      allowed && row['status'] === 'on_sale' ? (
        <Button type="text" size="mini" onClick={() => setOpen({ target: 'sku', records: [skuOf(row)], transition: 'suspend' })}>
          申请停售
        </Button>
      ) : null,
    dialog: open ? <StateRequestDialog ask={open} onClose={() => setOpen(null)} /> : null,
  };
}
