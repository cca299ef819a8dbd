import { Alert, Button, Descriptions, Empty, Input, Modal, Space, Spin, Table, Tag, Timeline } from '@arco-design/web-react';
import { type AlibabaOrder, type AlibabaTrace, BASE, order as orderDecl, SERVICE } from '@entrepot/module-purchase/entities';
import { ImportButton, useArea, useCan } from '@entrepot/web/area';
import { type EntityRow, moneyColumn } from '@entrepot/web/entity';
import { formatDisplayTime } from '@entrepot/web/time';
import { CopyText } from '@entrepot/web/widgets';
import { useCallback, useEffect, useState } from 'react';

const API = `${SERVICE}${BASE}/order`;
const PLACED = ['approved', 'partial', 'completed'];
const stateColor: Record<string, string> = { waitbuyerpay: 'orange', waitsellersend: 'arcoblue', waitbuyerreceive: 'purple', success: 'green', cancel: 'gray' };

/** 导入1688订单: a sheet of 采购单号 and 1688订单号 (checked as a whole first). */
export const AlibabaImportButton = () => (
  <ImportButton
    entity={orderDecl}
    permission={orderDecl.permission('update')}
    label="导入1688订单"
    template={`${API}/alibaba/template`}
    upload={`${API}/alibaba/import`}
    explanation="每行一个采购单号和它在1688下单的订单号；采购单须已审批通过。整个文件校验通过后才会关联，错误行见 文件任务 中的错误报告。"
  />
);

/** 1688付款链接: one cashier link for the chosen orders awaiting payment on 1688. */
export function payOnAlibaba(http: ReturnType<typeof useArea>['http'], ids: string[]) {
  return http
    .get<{ url: string; orders: number }>(`${API}/pay/url`, { params: { ids: ids.join(',') } })
    .then((pay) =>
      Modal.info({
        title: `1688付款链接（${pay.orders} 个订单）`,
        content: (
          <Space direction="vertical">
            <span>在1688收银台一次支付这些订单：</span>
            <CopyText text={pay.url} width={380} />
          </Space>
        ),
      }),
    )
    .catch(() => {});
}

/**
 * 1688订单: the order's 1688 number (recorded once approved), the 1688 order's state, amounts and goods, and the
 * seller's shipment with its trace — read through the 1688 adapter (the local fake here).
 */
export function OrderAlibabaTab({ row }: { row: EntityRow }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [no, setNo] = useState(row.alibaba_order_no ? String(row.alibaba_order_no) : '');
  const [typed, setTyped] = useState(no);
  const [detail, setDetail] = useState<AlibabaOrder | null | undefined>(no ? undefined : null);
  // null: not shipped yet; a string: why the trace could not be read (never shown as "not shipped").
  const [trace, setTrace] = useState<AlibabaTrace | string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(() => {
    if (!no) return;
    setProblem(null);
    http.get<AlibabaOrder>(`${API}/alibaba/detail`, { params: { id: row.id }, silent: true }).then(setDetail, (e: { message?: string }) => {
      setDetail(null);
      setProblem(e.message ?? '读取1688订单失败');
    });
    http
      .get<AlibabaTrace | null>(`${API}/logistics/trace`, { params: { id: row.id }, silent: true })
      .then(setTrace, (e: { message?: string }) => setTrace(e.message ?? '读取物流轨迹失败'));
  }, [http, no, row.id]);
  useEffect(load, [load]);
  const editable = PLACED.includes(String(row.status)) && can(orderDecl.permission('update'));
  const save = () =>
    http
      .put(`${API}/alibabaNo/${row.id}`, { alibaba_order_no: typed.trim() })
      .then(() => {
        bridge.toast('success', '已关联1688订单');
        setNo(typed.trim());
      })
      .catch(() => {});
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space>
        <span>1688订单号：</span>
        {editable ? (
          <>
            <Input style={{ width: 220 }} placeholder="1688订单号（10到20位数字）" value={typed} onChange={setTyped} />
            <Button type="primary" disabled={!typed.trim() || typed.trim() === no} onClick={save}>
              保存
            </Button>
          </>
        ) : (
          <b>{no || '未关联'}</b>
        )}
        {no && <Button onClick={load}>刷新</Button>}
      </Space>
      {!PLACED.includes(String(row.status)) && !no && <Alert type="info" content="采购单审批通过后，在1688下单并在此填写1688订单号。" />}
      {problem && <Alert type="warning" content={problem} />}
      {detail === undefined && <Spin />}
      {detail && (
        <>
          <Descriptions
            column={3}
            border
            data={[
              { label: '1688状态', value: <Tag color={stateColor[detail.state]}>{detail.state_label}</Tag> },
              { label: '卖家', value: detail.seller },
              { label: '下单时间', value: formatDisplayTime(detail.created_at) },
              { label: '货款', value: detail.goods_amount },
              { label: '运费', value: detail.freight },
              { label: '实付', value: detail.total_amount },
            ]}
          />
          <Table
            rowKey="offer_id"
            size="small"
            data={detail.items}
            pagination={false}
            border={{ wrapper: true, cell: true }}
            columns={[
              { title: '1688商品', dataIndex: 'title' },
              { title: '商品ID', dataIndex: 'offer_id' },
              { title: '数量', dataIndex: 'quantity', align: 'right' },
              moneyColumn('单价', 'price'),
              moneyColumn('金额', 'amount'),
            ]}
          />
          <div>
            <b>物流轨迹</b>
            {typeof trace === 'string' ? (
              <Alert type="warning" style={{ marginTop: 8 }} content={trace} />
            ) : trace ? (
              <div style={{ marginTop: 8 }}>
                <div style={{ marginBottom: 8 }}>
                  {trace.company} <CopyText text={trace.tracking_no} />
                </div>
                <Timeline>
                  {trace.events.map((e) => (
                    <Timeline.Item key={e.at} label={formatDisplayTime(e.at)}>
                      {e.text}
                    </Timeline.Item>
                  ))}
                </Timeline>
              </div>
            ) : (
              <Empty description="卖家尚未发货" />
            )}
          </div>
        </>
      )}
    </Space>
  );
}
