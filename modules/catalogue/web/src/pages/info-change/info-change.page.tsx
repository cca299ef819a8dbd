import { Button, DatePicker, Input, Link, Modal, Select, Space, type TableColumnProps } from '@arco-design/web-react';
import { infoChange } from '@entrepot/module-catalogue/entities';
import { ImportButton, QueryFilterForm, QueryListTable, useArea, useCan, useQueryList } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/time';
import { StatusDot } from '@entrepot/web/widgets';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { type Filters, type InfoChangeRow, infoChangeUrls, listParams, NO_FILTERS, resultText, STATUS, STATUS_OPTIONS, screens } from './info-change-rows.ts';

const CREATE = infoChange.permission('create');
const IMPORT_NOTE =
  '每行一项变更：SKU编码、字段（SKU名称/销售价/成本价/重量(kg)/条码）、新值；同一SPU的行合为一个申请，变更原因取该SPU第一行填写的。整个文件校验通过才会提交，错误行见 文件任务 中的错误报告。';

/**
 * 商品资料 → 商品信息变更 (`#/commodity/information/commodity-info-change`): requests to change an SPU on
 * sale and its SKUs, each applied once its approval passes; 撤回 for my own waiting requests.
 */
export function InfoChangePage() {
  const { http, bridge } = useArea();
  const can = useCan();
  const [, navigate] = useLocation();
  const list = useQueryList<Filters, InfoChangeRow>(infoChangeUrls.list, NO_FILTERS, listParams);
  const me = useSyncExternalStore(bridge.subscribe, bridge.getSnapshot)?.user?.id ?? null;
  const [staffs, setStaffs] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    http.get<{ id: string; name: string }[]>(infoChangeUrls.staffs, { silent: true }).then(setStaffs, () => setStaffs([]));
  }, [http]);
  const f = list.filters;
  const withdraw = (r: InfoChangeRow) =>
    Modal.confirm({
      title: `撤回申请 ${r.code}？`,
      content: '撤回后申请关闭，变更不会生效。',
      onOk: async () => {
        await http.post(infoChangeUrls.withdraw(r.approval_request_id!), {});
        bridge.toast('success', '已撤回');
        setTimeout(list.refresh, 1500); // the catalogue closes it when the outbox delivers the decision
        list.refresh();
      },
    });
  const columns: TableColumnProps<InfoChangeRow>[] = [
    { title: '单号', dataIndex: 'code', width: 150, render: (code: string, r) => <Link onClick={() => navigate(screens.detail(r.id))}>{code}</Link> },
    { title: 'SPU编码', dataIndex: 'spu_code', width: 110 },
    { title: 'SPU名称', dataIndex: 'spu_id_title', width: 200, ellipsis: true },
    { title: '变更原因', dataIndex: 'reason', ellipsis: true },
    { title: '申请人', dataIndex: 'requester_id_title', width: 110 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (s: InfoChangeRow['status']) => <StatusDot color={STATUS[s].color}>{STATUS[s].label}</StatusDot>,
    },
    { title: '结果', key: 'result', width: 140, render: (_: unknown, r) => resultText(r) },
    { title: '申请时间', dataIndex: 'created_at', width: 170, render: (at: string) => formatDisplayTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="text" size="mini" onClick={() => navigate(screens.detail(r.id))}>
            详情
          </Button>
          {r.status === 'pending' && r.requester_id === me && r.approval_request_id && (
            <Button type="text" size="mini" status="warning" onClick={() => withdraw(r)}>
              撤回
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <div className="catalogue-info-change-page" style={{ padding: 16 }}>
      <QueryFilterForm
        list={list}
        actions={
          <>
            {can(CREATE) && (
              <Button type="primary" onClick={() => navigate(screens.create)}>
                新增变更申请
              </Button>
            )}
            <ImportButton entity={infoChange} template={`${infoChangeUrls.bomUpload}/template`} upload={infoChangeUrls.bomUpload} explanation={IMPORT_NOTE} />
          </>
        }
      >
        <Input aria-label="单号" allowClear style={{ width: 160 }} placeholder="单号" value={f.code} onChange={(v) => list.setFilter('code', v)} />
        <Input
          aria-label="SPU编码"
          allowClear
          style={{ width: 140 }}
          placeholder="SPU编码"
          value={f.spu_code}
          onChange={(v) => list.setFilter('spu_code', v)}
        />
        <Select
          aria-label="状态"
          allowClear
          style={{ width: 130 }}
          placeholder="全部状态"
          options={STATUS_OPTIONS}
          value={f.status || undefined}
          onChange={(v?: string) => list.setFilter('status', v ?? '')}
        />
        <Select
          aria-label="申请人"
          allowClear
          showSearch
          filterOption={(input, option) => String((option as { props?: { children?: unknown } }).props?.children ?? '').includes(input)}
          style={{ width: 140 }}
          placeholder="申请人"
          options={staffs.map((s) => ({ value: s.id, label: s.name }))}
          value={f.requester_id || undefined}
          onChange={(v?: string) => list.setFilter('requester_id', v ?? '')}
        />
        <DatePicker.RangePicker
          style={{ width: 250 }}
          placeholder={['申请开始日期', '申请结束日期']}
          value={f.days.length ? f.days : undefined}
          onChange={(v?: string[]) => list.setFilter('days', v ?? [])}
        />
      </QueryFilterForm>
      <QueryListTable list={list} columns={columns} />
    </div>
  );
}
