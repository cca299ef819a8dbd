import { Button, Checkbox, DatePicker, Input, Link, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { PAGE_SIZE_OPTIONS } from '@entrepot/web/entity';
import { formatDisplayTime } from '@entrepot/web/time';
import { StatusDot } from '@entrepot/web/widgets';
import { useState } from 'react';
import { StateRequestDrawer } from './state-request-detail.drawer.tsx';
import { resultText, STATUS, STATUS_OPTIONS, type StateRequestRow, TRANSITION_OPTIONS } from './state-request-rows.ts';
import { useRequestList } from './use-request-list.ts';

/**
 * 商品资料 → 状态变更申请 (`#/commodity/information/approve`): 停售 / 恢复在售 / 清仓 / 淘汰 requests, each
 * taking effect once its approval passes; the detail shows the lines, the stock and the approval's steps.
 */
export function StateRequestPage() {
  const list = useRequestList();
  const [viewing, setViewing] = useState<string | null>(null);
  const f = list.filters;
  const columns: TableColumnProps<StateRequestRow>[] = [
    { title: '申请单号', dataIndex: 'code', width: 150, render: (code: string, r) => <Link onClick={() => setViewing(r.id)}>{code}</Link> },
    { title: '申请类型', dataIndex: 'transition_label', width: 90 },
    { title: '商品', dataIndex: 'lines_preview', width: 260, ellipsis: true },
    { title: '数量', dataIndex: 'line_count', width: 70, align: 'right' },
    { title: '申请原因', dataIndex: 'reason', ellipsis: true },
    { title: '申请人', dataIndex: 'requester_name', width: 120 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: StateRequestRow['status'], r) => <StatusDot color={STATUS[s].color}>{r.status_label}</StatusDot>,
    },
    { title: '结果', key: 'result', width: 150, render: (_: unknown, r) => resultText(r) },
    { title: '申请时间', dataIndex: 'created_at', width: 170, render: (at: string) => formatDisplayTime(at) },
    { title: '完成时间', dataIndex: 'decided_at', width: 170, render: (at: string | null) => (at ? formatDisplayTime(at) : '-') },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Button type="text" size="mini" onClick={() => setViewing(r.id)}>
          详情
        </Button>
      ),
    },
  ];
  return (
    <div className="catalogue-state-request-page" style={{ padding: 16 }}>
      <form
        style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 12px', alignItems: 'center', marginBottom: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          list.search();
        }}
      >
        <Input aria-label="申请单号" allowClear style={{ width: 160 }} placeholder="申请单号" value={f.code} onChange={(v) => list.setFilter('code', v)} />
        <Input aria-label="SKU/SPU编码" allowClear style={{ width: 180 }} placeholder="SKU/SPU编码" value={f.sku} onChange={(v) => list.setFilter('sku', v)} />
        <Select
          aria-label="状态"
          mode="multiple"
          allowClear
          style={{ width: 220 }}
          placeholder="全部状态"
          options={STATUS_OPTIONS}
          value={f.status}
          onChange={(v: string[]) => list.setFilter('status', v)}
        />
        <Select
          aria-label="申请类型"
          allowClear
          style={{ width: 130 }}
          placeholder="申请类型"
          options={TRANSITION_OPTIONS}
          value={f.transition || undefined}
          onChange={(v?: string) => list.setFilter('transition', v ?? '')}
        />
        <Input
          aria-label="申请人"
          allowClear
          style={{ width: 130 }}
          placeholder="申请人"
          value={f.requester}
          onChange={(v) => list.setFilter('requester', v)}
        />
        <DatePicker.RangePicker
          style={{ width: 250 }}
          placeholder={['申请开始日期', '申请结束日期']}
          value={f.days.length ? f.days : undefined}
          onChange={(v?: string[]) => list.setFilter('days', v ?? [])}
        />
        <Checkbox checked={f.mine} onChange={(v: boolean) => list.setFilter('mine', v)}>
          只看我的
        </Checkbox>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={list.reset}>重置</Button>
        </Space>
      </form>
      <Table<StateRequestRow>
        rowKey="id"
        border={false}
        loading={list.loading}
        data={list.rows}
        columns={columns}
        scroll={{ x: 1400 }}
        pagination={{
          current: list.page.page,
          pageSize: list.page.perPage,
          total: list.total,
          sizeCanChange: true,
          sizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total: number) => `共 ${total} 条`,
          onChange: list.turnPage,
        }}
      />
      <StateRequestDrawer id={viewing} onClose={() => setViewing(null)} onChanged={list.reload} />
    </div>
  );
}
