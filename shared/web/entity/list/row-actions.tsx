import { Button, Modal, Popconfirm } from '@arco-design/web-react';
import { lockedBy, type StatusField, undeletable, userTransitions } from '@entrepot/entity';
import { Children, Fragment, isValidElement, type ReactNode, useState } from 'react';
import { ActionLink } from '../../widgets/menu-button/action-link.tsx';
import type { MenuAction } from '../../widgets/menu-button/menu-action.ts';
import type { EntityConfig, EntityRow } from '../config.ts';
import { type AskedTransition, TransitionDialog } from './transition-dialog.tsx';

export const DELETE_CONFIRM = '确定删除吗？';

export type TransitionAction = AskedTransition;

/** The transitions a row may take now: from its current state, with the user's permission and a URL. */
export function availableTransitions(config: EntityConfig, row: EntityRow): TransitionAction[] {
  if (!config.urls.transition) return [];
  const { entity } = config;
  const mine = new Set(userTransitions(entity)); // an approval's decisions are the engine's, never a button…
  // …but its submitter may take a pending record back (the engine's withdraw, under the submit code).
  const withdrawn = entity.approval?.onDecision.withdrawn;
  const served = config.urls.transitions;
  const codeOf = (name: string, permission?: string) => entity.permission(name === withdrawn ? entity.approval!.submit : (permission ?? name));
  return Object.entries(entity.fields).flatMap(([key, field]) => {
    if (field.type !== 'status') return [];
    const { transitions } = (field as StatusField).machine;
    return Object.entries(transitions)
      .filter(
        ([name, t]) =>
          (key !== 'status' || mine.has(name) || name === withdrawn) &&
          (key !== 'status' || !served || served.includes(name) || name === withdrawn) &&
          t.from.includes(String(row[key])) &&
          config.can(codeOf(name, t.permission)),
      )
      .map(([name, t]) => ({ name, label: t.label, input: t.input ?? [] }));
  });
}

export interface RowActionsProps {
  config: EntityConfig;
  row: EntityRow;
  onEdit?(): void;
  onDelete?(): Promise<void>;
  /** Runs a transition, with the values of the fields it takes (asked in a dialog first). */
  onTransition(name: string, values?: Record<string, unknown>): Promise<void>;
  extra?: ReactNode;
}

/** Links shown in a row before the rest go under 更多 (the spec's row actions: at most three links). */
export const ROW_LINKS = 3;

/** A row's own links (a module's slot) as separate items: a fragment of buttons counts as each of them. */
function linksOf(extra: ReactNode): ReactNode[] {
  return Children.toArray(extra).flatMap((node) =>
    isValidElement(node) && node.type === Fragment ? linksOf((node.props as { children?: ReactNode }).children) : [node],
  );
}

/**
 * A row's actions: 编辑 and the page's own links first, then the transitions the row may take and 删除 — at most
 * three links, the rest under 更多 (each asks before it runs, as the links do).
 */
/** What a row offers now: 编辑, the page's own links, the transitions it may take and 删除 (each only if allowed). */
function offered(config: EntityConfig, row: EntityRow, o: { edit: boolean; remove: boolean; extra?: ReactNode }) {
  const { entity, can } = config;
  return {
    own: linksOf(o.extra),
    // A record past the states it may be edited in (`editableIn`: an approved quotation) offers neither.
    edit: o.edit && can(entity.permission('update')) && config.urls.update(row.id) !== '' && lockedBy(entity, row, '修改') === null,
    transitions: availableTransitions(config, row),
    remove:
      o.remove &&
      can(entity.permission('delete')) &&
      config.urls.remove(row.id) !== '' &&
      lockedBy(entity, row, '删除') === null &&
      undeletable(entity, row) === null,
  };
}

/** Whether a row has any action for this user: a page none of whose rows has one shows no 操作 column. */
export function hasRowActions(config: EntityConfig, row: EntityRow, extra?: ReactNode): boolean {
  const o = offered(config, row, { edit: true, remove: true, extra });
  return o.edit || o.remove || o.own.length > 0 || o.transitions.length > 0;
}

/**
 * The words of a page's own link: a button's text, or what a component declares — `linkText` (a button and its
 * dialog: `SupplierChoice.linkText = '选择供应商'`) or `linkWords(props)` (several links by the row's state:
 * 包裹's 编辑, 复制补发, 发货凭证, 分享) —; anything else is one link of five characters.
 */
const wordsOf = (node: ReactNode): string[] => {
  if (!isValidElement(node)) return ['操作链接…'];
  const children = (node.props as { children?: unknown }).children;
  if (typeof children === 'string') return [children];
  const declared = node.type as { linkText?: unknown; linkWords?: unknown };
  if (typeof declared.linkWords === 'function') return (declared.linkWords as (props: unknown) => string[])(node.props);
  return typeof declared.linkText === 'string' ? [declared.linkText] : ['操作链接…'];
};

/** How many of a row's commands (transitions, 删除) show as links: all when they fit, else as many as fit beside 更多. */
function inlineCount(o: ReturnType<typeof offered>): number {
  const room = Math.max(0, ROW_LINKS - (o.edit ? 1 : 0) - o.own.flatMap(wordsOf).length);
  const total = o.transitions.length + (o.remove ? 1 : 0);
  return total <= room ? total : Math.max(0, room - 1);
}

// A mini text link (Arco): 12 px characters and 11 px padding each side; 4 px between links; the cell's own padding.
const CHAR_PX = 12;
const LINK_PADDING_PX = 22;
const GAP_PX = 4;
const CELL_PADDING_PX = 32;
const MORE_ICON_PX = 14;

/** The width the row's 操作 cell needs to show its links on one line (the column takes the widest row's). */
export function rowActionsWidth(config: EntityConfig, row: EntityRow, o: { edit: boolean; remove: boolean; extra?: ReactNode }): number {
  const offer = offered(config, row, o);
  const inline = inlineCount(offer);
  const commands = [...offer.transitions.map((t) => t.label), ...(offer.remove ? ['删除'] : [])];
  const more = commands.length > inline;
  const words = [...(offer.edit ? ['编辑'] : []), ...offer.own.flatMap(wordsOf), ...commands.slice(0, inline), ...(more ? ['更多'] : [])];
  if (words.length === 0) return 0;
  const links = words.reduce((sum, w) => sum + w.length * CHAR_PX + LINK_PADDING_PX, 0);
  return CELL_PADDING_PX + links + GAP_PX * (words.length - 1) + (more ? MORE_ICON_PX : 0);
}

export function RowActions({ config, row, onEdit, onDelete, onTransition, extra }: RowActionsProps) {
  const [modal, confirmHolder] = Modal.useModal(); // rendered in the tree: no second React root
  const offer = offered(config, row, { edit: !!onEdit, remove: !!onDelete, extra });
  const { own, edit, transitions, remove } = offer;
  // All fit: every one a link. Else as many as there is room for beside 更多, the others in it.
  const inline = inlineCount(offer);
  const [asking, setAsking] = useState<TransitionAction | null>(null); // a transition that takes values: its dialog
  const commands = [
    ...transitions.map((t) => ({
      key: t.name,
      label: t.label,
      confirm: `确定${t.label}吗？`,
      run: () => onTransition(t.name),
      ask: t.input.length > 0 ? () => setAsking(t) : undefined,
      danger: false,
    })),
    ...(remove ? [{ key: 'delete', label: '删除', confirm: DELETE_CONFIRM, run: () => onDelete!(), ask: undefined, danger: true }] : []),
  ];
  const more: MenuAction[] = commands.slice(inline).map((c) => ({
    key: c.key,
    label: c.danger ? <span style={{ color: 'rgb(var(--danger-6))' }}>{c.label}</span> : c.label,
    onClick: () => (c.ask ? c.ask() : modal.confirm?.({ title: c.confirm, onOk: c.run })),
  }));
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'nowrap', alignItems: 'center', gap: 4 }}>
      {edit && (
        <Button type="text" size="mini" onClick={onEdit}>
          编辑
        </Button>
      )}
      {own}
      {commands.slice(0, inline).map((c) =>
        c.ask ? (
          <Button key={c.key} type="text" size="mini" onClick={c.ask}>
            {c.label}
          </Button>
        ) : (
          <Popconfirm key={c.key} title={c.confirm} onOk={c.run}>
            <Button type="text" size="mini" status={c.danger ? 'danger' : undefined}>
              {c.label}
            </Button>
          </Popconfirm>
        ),
      )}
      {more.length > 0 && <ActionLink actions={more} text="更多" />}
      {confirmHolder}
      {asking && (
        <TransitionDialog config={config} row={row} transition={asking} onRun={(values) => onTransition(asking.name, values)} onClose={() => setAsking(null)} />
      )}
    </span>
  );
}
