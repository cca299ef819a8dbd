import { Button, Link, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import type { ChildrenField, Field } from '@entrepot/entity';
import { useRef } from 'react';
import { FieldDisplay, FieldInput } from './registry.tsx';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty, type RowValues } from './types.ts';

/** The child fields a table shows: all but the parent's id and write-only ones. */
export function childColumns(field: ChildrenField): [string, Field][] {
  return Object.entries(field.entity.fields).filter(([key, f]) => key !== field.foreignKey && !f.writeOnly);
}

const rowsOf = (value: unknown): RowValues[] => (Array.isArray(value) ? value.filter((r): r is RowValues => typeof r === 'object' && r !== null) : []);

const text = (value: unknown) => (Array.isArray(value) ? `${value.length}行` : '');

/** A new row: declared defaults, empty lists, nothing else. */
export function blankChildRow(field: ChildrenField): RowValues {
  const row: RowValues = {};
  for (const [key, f] of childColumns(field)) {
    if (f.readOnly) continue;
    if (f.type === 'boolean') row[key] = f.default ?? false;
    else if (f.type === 'enum') row[key] = f.default ?? null;
    else if (f.type === 'references' || f.type === 'files') row[key] = [];
    else row[key] = null;
  }
  return row;
}

const UNBROKEN = new Set<Field['type']>(['number', 'quantity', 'money', 'decimal', 'date', 'datetime', 'code']);
/** Longer titles (a product's name) wrap. */
const SHORT_TITLE = 24;
const unbroken = (f: Field, title: unknown) => UNBROKEN.has(f.type) || (f.type === 'reference' && typeof title === 'string' && title.length <= SHORT_TITLE);

/** A line's value as shown: a figure, a day, a code or a short title (a SKU's code) whole, never broken across lines. */
function LineCell({ name, field, row }: { name: string; field: Field; row: RowValues }) {
  const shown = <FieldDisplay name={name} field={field} value={row[name]} row={row} />;
  return unbroken(field, row[`${name}_title`]) ? <span style={{ whiteSpace: 'nowrap' }}>{shown}</span> : shown;
}

function ChildrenDisplay({ field, value }: DisplayProps<ChildrenField>) {
  const rows = rowsOf(value);
  if (rows.length === 0) return EMPTY_DISPLAY;
  // A line's field kept out of lists (`list: false`: an id the form picks, shown by the fields beside it) is kept out here too.
  const columns: TableColumnProps<RowValues>[] = childColumns(field)
    .filter(([, f]) => f.list !== false)
    .map(([key, f]) => ({
      key,
      title: f.label,
      render: (_: unknown, row: RowValues) => <LineCell name={key} field={f} row={row} />,
    }));
  return <Table<RowValues> size="small" border pagination={false} rowKey={(r) => String(r.id)} data={rows} columns={columns} />;
}

/** A cell wide enough for its input: a reference's title, a date, a figure; what the server fills, narrow. */
function cellWidth(f: Field): number | undefined {
  if (f.readOnly) return 80;
  if (f.type === 'reference') return 260;
  if (f.type === 'date') return 150;
  if (f.type === 'money' || f.type === 'decimal') return 140;
  if (f.type === 'quantity' || f.type === 'number') return 120; // a hint such as 起订 200 reads whole
  return undefined;
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

/** An editable table: one row per child, each cell its field's input; rows added and removed in place. */
function ChildrenInput({ field, value, onChange, disabled, context, lineHints }: InputProps<ChildrenField>) {
  const rows = rowsOf(value);
  // Stable row keys, so typing in a cell does not remount its row.
  const keys = useRef<string[]>([]);
  if (keys.current.length !== rows.length) keys.current = rows.map((r, i) => keys.current[i] ?? String(r.id ?? newKey()));
  const setCell = (index: number, key: string, v: unknown) => onChange(rows.map((r, i) => (i === index ? { ...r, [key]: v } : r)));
  const remove = (index: number) => {
    keys.current = keys.current.filter((_, i) => i !== index);
    onChange(rows.filter((_, i) => i !== index));
  };
  const add = () => {
    keys.current = [...keys.current, newKey()];
    onChange([...rows, blankChildRow(field)]);
  };
  const data = rows.map((row, index) => ({ row, index, key: keys.current[index]! }));
  // What the server fills (an amount, the quantities later documents took) shows once a line has it: a new
  // document's form keeps its width for what a person types.
  const shown = childColumns(field).filter(([key, f]) => !f.readOnly || rows.some((r) => !isEmpty(r[key])));
  const columns: TableColumnProps<(typeof data)[number]>[] = [
    ...shown.map(([key, f]) => ({
      key,
      width: cellWidth(f),
      title: f.required ? <span title="必填">{f.label} *</span> : f.label,
      render: (_: unknown, { row, index }: (typeof data)[number]) =>
        f.readOnly ? (
          <LineCell name={key} field={f} row={row} />
        ) : (
          <FieldInput
            name={key}
            field={f}
            value={row[key]}
            row={row}
            context={context}
            placeholder={lineHints?.(key, row)}
            disabled={disabled || (f.immutable === true && row.id !== undefined)}
            onChange={(v) => setCell(index, key, v)}
          />
        ),
    })),
    ...(disabled
      ? []
      : [
          {
            key: 'actions',
            title: '操作',
            width: 70,
            render: (_: unknown, { index }: (typeof data)[number]) => (
              <Link status="error" onClick={() => remove(index)}>
                删除
              </Link>
            ),
          },
        ]),
  ];
  return (
    <div style={{ width: '100%' }}>
      <Table
        size="small"
        border
        pagination={false}
        rowKey="key"
        data={data}
        columns={columns}
        scroll={{ x: 'max-content' }}
        noDataElement={<span>暂无{field.label}</span>}
      />
      {!disabled && (
        <Button type="dashed" long icon={<IconPlus />} style={{ marginTop: 8 }} onClick={add}>
          添加{field.label}
        </Button>
      )}
    </div>
  );
}

export const childrenUi: FieldUi<ChildrenField> = { text, Display: ChildrenDisplay, Input: ChildrenInput };
