import { Button, Drawer, Modal, Space } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { type Field, isQuery } from '@entrepot/entity';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { BatchActionDropdown } from '../../widgets/menu-button/batch-action-dropdown.tsx';
import type { MenuAction } from '../../widgets/menu-button/menu-action.ts';
import type { EntityConfig, EntityRow } from '../config.ts';
import { EntityDetail, type EntityDetailSlots } from '../detail/entity-detail.tsx';
import { EntityUiProvider } from '../entity-context.tsx';
import { EntityFormDrawer, type EntityFormSlots } from '../form/entity-form-drawer.tsx';
import { useBatchTransitions } from './batch-transitions.tsx';
import { ColumnSettings, useHiddenColumns } from './column-settings.tsx';
import { CountBar } from './count-bar.tsx';
import { EntityTable, type EntityTableProps, listColumns } from './entity-table.tsx';
import { EntityFilterBar } from './filter-bar.tsx';
import { hasRowActions, RowActions, rowActionsWidth } from './row-actions.tsx';
import { type EntityList, useEntityList } from './use-entity-list.ts';

/** The 操作 column is never narrower than this; a row whose links need more widens it. */
const ACTIONS_MIN_WIDTH = 180;

export interface EntityListSlots<Row extends EntityRow = EntityRow> {
  /** Extra filter controls (bind them to list.filters / list.setFilter). */
  filters?(list: EntityList<Row>): ReactNode;
  /** Filters declared as fields that are no column of the entity: query keys its list route reads. */
  queryFields?: Record<string, Field>;
  /** Declared filters not on the bar: a link sets them (the initial filters), 查询 keeps them. */
  hiddenFilters?: string[];
  /** Extra toolbar buttons after 新增 and 批量操作. */
  toolbar?(list: EntityList<Row>): ReactNode;
  /** Extra entries of the 批量操作 dropdown (after 批量删除). */
  batchActions?(list: EntityList<Row>): MenuAction[];
  /** Extra row actions in the 操作 column. */
  rowActions?(row: Row, list: EntityList<Row>): ReactNode;
  /** A cell shown differently from its type's renderer. */
  cells?: EntityTableProps<Row>['cells'];
  /** Columns added before 操作. */
  columns?: EntityTableProps<Row>['columns'];
  /** The columns shown now, in order (field keys and those of `columns`; a view of the list); undefined: all. */
  shownColumns?(list: EntityList<Row>): string[] | undefined;
  /** The table's footer row (合计) by column key, from the list's answer; null: none. */
  summary?(list: EntityList<Row>): Record<string, ReactNode> | null;
  form?: EntityFormSlots;
  /** The detail opened from the title cell; false: no detail. */
  detail?: EntityDetailSlots | false;
}

/** What a page opens as it arrives (a screen of its own for 新增, 编辑 or 详情: `noticeAdd`, `supplierEdit?id=`). */
/** What the page opens as it arrives: a new record's form (with values a page gives), a record's form or detail. */
export type OpenedOnArrival = { create: true; values?: Record<string, unknown> } | { edit: string } | { detail: string };

export interface EntityListPageProps<Row extends EntityRow = EntityRow> {
  config: EntityConfig;
  slots?: EntityListSlots<Row>;
  opened?: OpenedOnArrival;
}

/** A document's form and detail hold a table of its lines: they open wider. */
const DOCUMENT_WIDTH = 1080;

/** The derived list page of an entity: filter bar, toolbar, table, form drawer and detail drawer. */
export function EntityListPage<Row extends EntityRow = EntityRow>({ config, slots = {}, opened }: EntityListPageProps<Row>) {
  const list = useEntityList<Row>(config);
  const { entity, can } = config;
  const [editing, setEditing] = useState<Row | null | undefined>(opened && 'create' in opened ? null : undefined);
  // The arrival's values fill the first new form only; 新增 afterwards starts blank.
  const [prefill, setPrefill] = useState(opened && 'create' in opened ? opened.values : undefined);
  const [viewing, setViewing] = useState<string | null>(opened && 'detail' in opened ? opened.detail : null);
  const editId = opened && 'edit' in opened ? opened.edit : undefined;
  useEffect(() => {
    if (!editId) return;
    let current = true;
    config.http
      .get<Row>(config.urls.detail(editId))
      .then((row) => current && setEditing(row))
      .catch(() => {}); // the client says why
    return () => {
      current = false;
    };
  }, [config, editId]);
  const [hidden, setHidden] = useHiddenColumns(entity.name, config.http);
  // A resource without write routes (`writes: false`: made by commands) offers none of them.
  const canCreate = can(entity.permission('create')) && config.urls.create !== '';
  const canDelete = can(entity.permission('delete')) && config.urls.remove('') !== '';
  const shown = slots.shownColumns?.(list);

  const confirmRemoveMany = () =>
    Modal.confirm({
      title: '批量删除',
      content: `确定删除选中的 ${list.selectedKeys.length} 条记录吗？`,
      onOk: () => list.removeMany(list.selectedKeys),
    });
  const transitionsMany = useBatchTransitions(config, list);
  const batchActions: MenuAction[] = [
    ...transitionsMany.actions,
    ...(canDelete ? [{ key: 'delete', label: '批量删除', onClick: confirmRemoveMany }] : []),
    ...(slots.batchActions?.(list) ?? []),
  ];

  return (
    <EntityUiProvider config={config}>
      <div className="entity-list-page">
        <EntityFilterBar entity={entity} list={list} extra={slots.filters?.(list)} queryFields={slots.queryFields} hidden={slots.hiddenFilters} />
        <CountBar entity={entity} list={list} />
        <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
          <Space>
            {canCreate && (
              <Button type="primary" icon={<IconPlus />} onClick={() => setEditing(null)}>
                新增
              </Button>
            )}
            {batchActions.length > 0 && <BatchActionDropdown actions={batchActions} disabled={list.selectedKeys.length === 0} />}
            {slots.toolbar?.(list)}
          </Space>
          <ColumnSettings columns={listColumns(config).filter((c) => !shown || shown.includes(c.value))} hidden={hidden} onChange={setHidden} />
        </div>
        <EntityTable<Row>
          config={config}
          list={list}
          hidden={hidden}
          cells={slots.cells}
          columns={slots.columns}
          shown={shown}
          summary={slots.summary?.(list)}
          selectable={batchActions.length > 0}
          onOpen={slots.detail === false ? undefined : (row) => setViewing(row.id)}
          actionsWidth={Math.max(
            ACTIONS_MIN_WIDTH,
            ...list.rows.map((row) => rowActionsWidth(config, row, { edit: true, remove: true, extra: slots.rowActions?.(row, list) })),
          )}
          actions={
            (isQuery(entity) && !slots.rowActions) || !list.rows.some((row) => hasRowActions(config, row, slots.rowActions?.(row, list)))
              ? undefined // a query's rows take no action of their own; a page of rows with none shows no 操作 column
              : (row) => (
                  <RowActions
                    config={config}
                    row={row}
                    onEdit={() => setEditing(row)}
                    onDelete={() => list.remove(row)}
                    onTransition={(name, values) => list.transition(row, name, values)}
                    extra={slots.rowActions?.(row, list)}
                  />
                )
          }
        />
        <EntityFormDrawer
          config={config}
          record={editing}
          prefill={prefill}
          slots={slots.form}
          width={entity.document ? DOCUMENT_WIDTH : undefined}
          onClose={() => {
            setEditing(undefined);
            setPrefill(undefined);
          }}
          onSaved={() => {
            setEditing(undefined);
            setPrefill(undefined);
            list.refresh();
          }}
        />
        {transitionsMany.dialog}
        {slots.detail !== false && (
          <Drawer
            width={entity.document ? DOCUMENT_WIDTH : 720}
            visible={viewing !== null}
            title={`${entity.label}详情`}
            footer={null}
            unmountOnExit
            onCancel={() => setViewing(null)}
          >
            {viewing && <EntityDetail config={config} id={viewing} slots={slots.detail} />}
          </Drawer>
        )}
      </div>
    </EntityUiProvider>
  );
}
