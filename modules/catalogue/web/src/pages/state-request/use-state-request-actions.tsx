import { useTransitionRequestActions } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { StateRequestDialog } from './state-request.dialog.tsx';
import { STATE_REQUEST_SCREENS } from './state-request.page.tsx';

const onSale = (row: EntityRow) => row.status === 'on_sale';

/**
 * 申请停售 on the SKU list (the dialog shows one SKU's state and a request waiting on it) and on the SPU list (the
 * SPU with its SKUs): a row action on 在售 rows and a 批量操作 entry; other transitions are chosen in the dialog.
 */
export const useStateRequestActions = (target: 'sku' | 'spu') =>
  useTransitionRequestActions(STATE_REQUEST_SCREENS, {
    target,
    transition: 'suspend',
    rowWhen: onSale,
    Dialog: target === 'sku' ? StateRequestDialog : undefined,
  });
