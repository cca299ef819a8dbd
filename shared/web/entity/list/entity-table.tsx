import { Link, Table, type TableColumnProps } from '@arco-design/web-react';
import { type EnumField, type Field, isQuery } from '@entrepot/entity';
import type { ReactNode } from 'react';
import { formatDisplayTime } from '../../time/index.ts';
import type { EntityConfig, EntityRow, Option } from '../config.ts';
import { FieldDisplay, fieldText } from '../fields/registry.tsx';
import { PAGE_SIZE_OPTIONS } from './list-params.ts';
import { TABLE_HEIGHT_OFFSET, useClientHeight } from './use-client-height.ts';
import type { EntityList } from './use-entity-list.ts';

const ACTIONS_WIDTH = 180;
const MIN_TABLE_HEIGHT = 200;

export interface EntityTableProps<Row extends EntityRow> {
  config: EntityConfig;
  list: EntityList<Row>;
  /** Column keys the user hid. */
  hidden: string[];
  /** Cells shown differently from their type's renderer. */
  cells?: Record<string, (row: Row) => ReactNode>;
  /** Columns added before 操作. */
  columns?: TableColumnProps<Row>[];
  /** The columns shown, in this order (field keys and those of `columns`); all of them without it. */
  shown?: string[];
  /** The footer row (合计) by column key; the first column says 合计 unless given. */
  summary?: Record<string, ReactNode> | null;
  /** The 操作 column's content; without it there is no 操作 column. */
  actions?(row: Row): ReactNode;
  /** Its width, enough for the widest row's links (default 180). */
  actionsWidth?: number;
  /** Makes the title field a link (to the detail). */
  onOpen?(row: Row): void;
  selectable: boolean;
}

/**
 * The list's columns as options for the column settings: fields with `list !== false`, then 创建时间 (a record's,
 * not a query row's; once: not when the entity declares `created_at` itself, whether it lists it or not).
 */
export function listColumns(config: EntityConfig): Option[] {
  const fields = Object.entries(config.entity.fields)
    .filter(([, f]) => f.list !== false && !f.writeOnly)
    .map(([key, f]) => ({ value: key, label: f.label }));
  return isQuery(config.entity) || 'created_at' in config.entity.fields ? fields : [...fields, { value: 'created_at', label: '创建时间' }];
}

/** A choice's column: its longest label on one line, with the dot when the choices declare colours. */
function enumWidth(field: EnumField): number {
  const longest = Math.max(0, ...field.options.map((o) => o.label.length));
  const dot = field.options.some((o) => o.color) ? 12 : 0;
  return Math.max(110, longest * 14 + 40 + dot);
}

/** A column's width from its field's type: codes, names, amounts, times and states each read whole on one line. */
export function columnWidth(field: Field | undefined): number {
  if (!field) return 170; // 创建时间
  switch (field.type) {
    case 'code':
      return 160;
    case 'text':
    case 'references':
    case 'json':
    case 'richText':
      return 180;
    case 'number':
    case 'quantity':
      return 90;
    case 'money':
    case 'decimal':
      return 120;
    case 'boolean':
      return 80;
    case 'enum':
      return field.many ? 200 : enumWidth(field);
    case 'status':
    case 'date':
      return 110;
    case 'reference':
      return 160; // a document's number whole (PO20261126-0001), as a code's column
    case 'datetime':
      return 170;
    case 'file':
      return 100;
    case 'files':
      return 130;
    case 'children':
      return 160;
  }
}

const SELECTION_WIDTH = 48;
const NUMERIC = new Set<Field['type']>(['number', 'quantity', 'money', 'decimal']);

export function totalText(total: number, estimated: boolean): string {
  return estimated ? `共 约${total} 条` : `共 ${total} 条`;
}

export function EntityTable<Row extends EntityRow>({
  config,
  list,
  hidden,
  cells,
  columns,
  shown,
  summary,
  actions,
  actionsWidth = ACTIONS_WIDTH,
  onOpen,
  selectable,
}: EntityTableProps<Row>) {
  const height = useClientHeight();
  const { entity } = config;
  const sortOrder = (key: string) => (list.query.sort?.field === key ? (list.query.sort.dir === 'asc' ? 'ascend' : 'descend') : undefined);
  const fieldColumns: TableColumnProps<Row>[] = listColumns(config)
    .filter((c) => !hidden.includes(c.value))
    .map(({ value: key, label }) => {
      const field = entity.fields[key];
      const sortable = key === 'created_at' || field?.sortable === true;
      const ellipsis = field?.type === 'text' || field?.type === 'code' || field?.type === 'reference';
      return {
        key,
        title: label,
        dataIndex: key,
        ellipsis,
        align: field && NUMERIC.has(field.type) ? 'right' : undefined, // figures line up by their last digit
        // the title on one line (14 px a character, the cell's padding), the sort icons beside it
        width: Math.max(columnWidth(field), label.length * 14 + 32) + (sortable ? 24 : 0),
        sorter: sortable,
        sortOrder: sortable ? sortOrder(key) : undefined,
        render: (_: unknown, row: Row) => {
          const custom = cells?.[key];
          if (custom) return custom(row);
          if (!field) return formatDisplayTime(row[key]);
          // A text cut short shows whole on hover.
          const value = <FieldDisplay name={key} field={field} value={row[key]} row={row} />;
          const shown = ellipsis ? <span title={fieldText(field, row[key], { name: key, row })}>{value}</span> : value;
          return onOpen && key === entity.titleField ? <Link onClick={() => onOpen(row)}>{shown}</Link> : shown;
        },
      };
    });
  const all = [...fieldColumns, ...(columns ?? [])];
  const content = shown ? shown.flatMap((key) => all.filter((c) => c.key === key)) : all;
  // Wider than the pane: the table scrolls sideways rather than squeezing text to a character a line.
  const width =
    content.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), 0) + (actions ? actionsWidth : 0) + (selectable ? SELECTION_WIDTH : 0);
  const actionColumn: TableColumnProps<Row>[] = actions
    ? [{ key: 'actions', title: '操作', fixed: 'right', width: actionsWidth, render: (_: unknown, row: Row) => actions(row) }]
    : [];

  return (
    <Table<Row>
      rowKey="id"
      border={false}
      loading={list.loading}
      data={list.rows}
      columns={[...content, ...actionColumn]}
      scroll={{ x: width, y: Math.max(MIN_TABLE_HEIGHT, height - TABLE_HEIGHT_OFFSET) }}
      rowSelection={
        selectable ? { type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys.map(String)) } : undefined
      }
      summary={
        summary
          ? () => (
              <Table.Summary.Row>
                {/* one cell a column (Arco's row reads each child as a cell: no `false` among them) */}
                {[...(selectable ? [{ key: 'selection' }] : []), ...content, ...actionColumn].map((c, i) => (
                  <Table.Summary.Cell key={String(c.key)} style={'align' in c && c.align ? { textAlign: c.align } : undefined}>
                    {summary[String(c.key)] ?? (i === (selectable ? 1 : 0) ? '合计' : null)}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )
          : undefined
      }
      onChange={(_pagination, sorter, _filters, extra) => {
        if (extra?.action !== 'sort') return;
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = one?.field === undefined ? undefined : String(one.field);
        list.setSort(field && one?.direction ? { field, dir: one.direction === 'ascend' ? 'asc' : 'desc' } : null);
      }}
      pagination={{
        current: list.query.page,
        pageSize: list.query.per_page,
        total: list.total,
        sizeCanChange: true,
        sizeOptions: PAGE_SIZE_OPTIONS,
        showTotal: (total: number) =>
          list.totalEstimated ? (
            <Link title="点击统计准确数量" onClick={list.countExactly}>
              {totalText(total, true)}
            </Link>
          ) : (
            totalText(total, false)
          ),
        onChange: (page: number, perPage: number) => list.setPage(page, perPage),
      }}
    />
  );
}
