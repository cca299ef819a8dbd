import { Button, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { PAGE_SIZE_OPTIONS } from '../entity/index.ts';
import { type PageOf, type QueryList, tableState } from './use-query-list.ts';

/** A query list's filter bar: its fields, then 查询 (submit: the batch query flushes first) and 重置. */
export function QueryFilterForm<F, Row, A extends PageOf<Row>>({
  list,
  children,
  actions,
}: {
  list: QueryList<F, Row, A>;
  children: ReactNode;
  /** Buttons after 查询 and 重置 (导出 of the applied filters). */
  actions?: ReactNode;
}) {
  return (
    <form
      style={{ marginBottom: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        list.search();
      }}
    >
      <Space wrap>
        {children}
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button onClick={list.reset}>重置</Button>
        {actions}
      </Space>
    </form>
  );
}

/** A query list's table: its rows, 共 N 条, page sizes and paging. */
export function QueryListTable<F, Row, A extends PageOf<Row>>({ list, columns }: { list: QueryList<F, Row, A>; columns: TableColumnProps<Row>[] }) {
  const table = tableState(list);
  return (
    <Table<Row>
      rowKey="id"
      loading={list.loading}
      data={table.rows}
      columns={columns}
      pagination={{
        current: table.page.page,
        pageSize: table.page.perPage,
        total: table.total,
        sizeCanChange: true,
        sizeOptions: PAGE_SIZE_OPTIONS,
        showTotal: (total: number) => `共 ${total} 条`,
        onChange: table.turnPage,
      }}
    />
  );
}
