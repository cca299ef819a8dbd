import { Button, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { type StockAnswer, type StockRow, type StockTotals, stockColumns } from '@entrepot/module-wms/entities';
import { PAGE_SIZES, type QueryList, sortFromTable, sortOrderOf } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/time';
import { type StockFilters, stockRowKey } from './stock-params.ts';

type List = QueryList<StockFilters, StockRow, StockAnswer>;

const qty = (key: keyof StockTotals, sort: List['sort']): TableColumnProps<StockRow> => ({
  key,
  title: stockColumns[key],
  dataIndex: key,
  align: 'right',
  width: 120, // 实物库存 and its sort icons on one line
  sorter: true,
  sortOrder: sortOrderOf(sort, key),
});

/** The columns of a dimension: where (warehouse, area, location), the SKU, the quantities. */
function columnsOf(list: List, onMovements: (row: StockRow) => void): TableColumnProps<StockRow>[] {
  const { dimension } = list.applied;
  const where: TableColumnProps<StockRow>[] = [
    ...(dimension !== 'sku' ? [{ key: 'warehouse', title: '仓库', width: 140, render: (_: unknown, r: StockRow) => r.warehouse_name ?? r.warehouse_id }] : []),
    ...(dimension === 'location'
      ? [
          { key: 'area', title: '库区', width: 110, render: (_: unknown, r: StockRow) => r.area_name ?? '-' },
          {
            key: 'location_id',
            title: '库位',
            dataIndex: 'location_id',
            width: 120,
            sorter: true,
            sortOrder: sortOrderOf(list.sort, 'location_id'),
            render: (v: string) => (v ? v : <Tag size="small">未上架</Tag>),
          },
        ]
      : []),
  ];
  return [
    ...where,
    { key: 'sku_id', title: 'SKU', dataIndex: 'sku_id', width: 160, sorter: true, sortOrder: sortOrderOf(list.sort, 'sku_id') },
    ...(['on_hand', 'reserved', 'available', 'in_transit', 'quarantined'] as const).map((k) => qty(k, list.sort)),
    ...(dimension !== 'location'
      ? [{ key: 'rows', title: dimension === 'warehouse' ? '库位数' : '库存行数', dataIndex: 'rows', align: 'right' as const, width: 90 }]
      : []),
    {
      key: 'updated_at',
      title: '更新时间',
      dataIndex: 'updated_at',
      width: 170,
      sorter: true,
      sortOrder: sortOrderOf(list.sort, 'updated_at'),
      render: (v: string) => formatDisplayTime(v),
    },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      width: 80,
      render: (_: unknown, r: StockRow) => (
        <Button type="text" size="mini" onClick={() => onMovements(r)}>
          流水
        </Button>
      ),
    },
  ];
}

export function StockTable({ list, onMovements }: { list: List; onMovements(row: StockRow): void }) {
  const answer = list.answer;
  const columns = columnsOf(list, onMovements);
  const firstQty = columns.findIndex((c) => c.key === 'on_hand');
  return (
    <Table<StockRow>
      rowKey={stockRowKey}
      border={false}
      loading={list.loading}
      data={answer?.list ?? []}
      columns={columns}
      scroll={{ x: true }}
      onChange={(_pagination, sorter) => list.setSort(sortFromTable(Array.isArray(sorter) ? sorter[0] : sorter))}
      summary={() =>
        answer && answer.total > 0 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell colSpan={firstQty}>合计</Table.Summary.Cell>
            {(['on_hand', 'reserved', 'available', 'in_transit', 'quarantined'] as const).map((k) => (
              <Table.Summary.Cell key={k} style={{ textAlign: 'right' }}>
                {answer.totals[k]}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell colSpan={columns.length - firstQty - 5} />
          </Table.Summary.Row>
        ) : null
      }
      pagination={{
        total: answer?.total ?? 0,
        current: list.page,
        pageSize: list.perPage,
        sizeCanChange: true,
        sizeOptions: PAGE_SIZES,
        showTotal: (total: number) => `共 ${total} 条`,
        onChange: (page: number, size: number) => list.setPage(page, size),
      }}
    />
  );
}
