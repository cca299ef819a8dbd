import { Button, Popconfirm, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { permission } from '@entrepot/hub-server/entities';
import type { EntityConfig, EntityRow } from '@entrepot/web/entity';
import { useMemo } from 'react';
import { filterPermissions, groupBySystem, isEditable, type PermissionFilters, type PermissionRow, type SystemGroup } from './permission-catalogue.ts';

type Row = SystemGroup | PermissionRow;
const isGroup = (row: Row): row is SystemGroup => 'children' in row && Array.isArray(row.children);

export interface PermissionTableProps {
  config: EntityConfig;
  rows: PermissionRow[];
  filters: PermissionFilters;
  loading: boolean;
  onEdit(row: EntityRow): void;
  onDeleted(): void;
}

/** The catalogue grouped by system; declared rows show 系统声明 and offer nothing. */
export function PermissionTable({ config, rows, filters, loading, onEdit, onDeleted }: PermissionTableProps) {
  const groups = useMemo(() => groupBySystem(filterPermissions(rows, filters)), [rows, filters]);
  const canUpdate = config.can(permission.permission('update'));
  const canDelete = config.can(permission.permission('delete'));
  const remove = async (row: PermissionRow) => {
    await config.http.delete(config.urls.remove(row.id));
    config.toast?.('success', '删除成功');
    onDeleted();
  };
  const columns: TableColumnProps<Row>[] = [
    { title: '权限编码', key: 'code', render: (_: unknown, row) => (isGroup(row) ? <strong>{`${row.system}（${row.count}）`}</strong> : row.code) },
    { title: '权限名称', key: 'name', render: (_: unknown, row) => (isGroup(row) ? '' : row.name) },
    { title: '所属系统', key: 'system', width: 140, render: (_: unknown, row) => (isGroup(row) ? '' : row.system) },
    {
      title: '来源',
      key: 'source',
      width: 110,
      render: (_: unknown, row) => (isGroup(row) ? '' : isEditable(row) ? <Tag color="arcoblue">自定义</Tag> : <Tag>系统声明</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, row) =>
        !isGroup(row) &&
        isEditable(row) && (
          <span style={{ display: 'inline-flex', gap: 4 }}>
            {canUpdate && (
              <Button type="text" size="mini" onClick={() => onEdit(row)}>
                编辑
              </Button>
            )}
            {canDelete && (
              <Popconfirm title="确定删除吗？" onOk={() => remove(row)}>
                <Button type="text" size="mini" status="danger">
                  删除
                </Button>
              </Popconfirm>
            )}
          </span>
        ),
    },
  ];
  return (
    <Table<Row>
      rowKey="id"
      border={false}
      loading={loading}
      data={groups}
      columns={columns}
      pagination={false}
      // Remounted per filter and answer, so every group shows open.
      key={`${JSON.stringify(filters)}:${rows.length}`}
      defaultExpandAllRows
      scroll={{ y: 'calc(100vh - 220px)' }}
      childrenColumnName="children"
    />
  );
}
