import { Button } from '@arco-design/web-react';
import { type ComponentType, useState } from 'react';
import type { EntityList, EntityRow } from '../../entity/index.ts';
import type { MenuAction } from '../../widgets/index.ts';
import { useArea } from '../area-context.ts';
import { useCan } from '../use-can.ts';
import { type TransitionAsk, TransitionRequestDialog } from './transition-request.dialog.tsx';
import type { TransitionRequestScreens } from './transition-request-rows.ts';

export interface TransitionActionOptions {
  /** The declaration's target these rows are (`sku`, `spu`). */
  target: string;
  /** The transition first chosen in the dialog (`suspend`): its label names the actions (申请停售). */
  transition: string;
  /** Rows that offer the row action (an SKU 在售); every row when absent. */
  rowWhen?: (row: EntityRow) => boolean;
  /** The dialog the module shows instead of the engine's (one with a record's state beside it). */
  Dialog?: ComponentType<{ ask: TransitionAsk; onClose(): void; onSubmitted(): void }>;
}

const recordOf = (row: Pick<EntityRow, 'id'> & { code?: unknown }) => ({ id: String(row.id), code: String(row.code ?? row.id) });

/**
 * 申请<transition> on a list of a target's records: a row action and a 批量操作 entry opening the request dialog,
 * shown to holders of the request's `create` code. Render `dialog` beside the list.
 */
export function useTransitionRequestActions(screens: TransitionRequestScreens, o: TransitionActionOptions) {
  const { bridge } = useArea();
  const can = useCan();
  const [open, setOpen] = useState<(TransitionAsk & { list?: EntityList }) | null>(null);
  const allowed = can(screens.decl.request.permission('create'));
  const label = `申请${screens.decl.transitionLabel(o.transition)}`;
  const ask = (records: TransitionAsk['records'], list?: EntityList) => setOpen({ target: o.target, records, transition: o.transition, list });
  // Passed at once without a flow, the module applies it when the outbox delivers the decision (about a second later).
  const submitted = () => {
    const list = open?.list;
    list?.refresh();
    if (list) setTimeout(() => list.refresh(), 1500);
  };
  const Dialog = o.Dialog;
  const close = () => setOpen(null);
  return {
    batchActions: (list: EntityList): MenuAction[] =>
      allowed
        ? [
            {
              key: `transition-request-${o.target}`,
              label,
              onClick: () => {
                if (list.selectedKeys.length === 0) return bridge.toast('warning', '请先勾选记录');
                // a key whose row is not on this page shows as its id
                ask(
                  list.selectedKeys.map((key) => recordOf(list.rows.find((r) => String(r.id) === key) ?? { id: key })),
                  list,
                );
              },
            },
          ]
        : [],
    rowAction: (row: EntityRow, list?: EntityList) =>
      allowed && (o.rowWhen?.(row) ?? true) ? (
        <Button type="text" size="mini" onClick={() => ask([recordOf(row)], list)}>
          {label}
        </Button>
      ) : null,
    dialog: !open ? null : Dialog ? (
      <Dialog ask={open} onClose={close} onSubmitted={submitted} />
    ) : (
      <TransitionRequestDialog screens={screens} ask={open} onClose={close} onSubmitted={submitted} />
    ),
  };
}
