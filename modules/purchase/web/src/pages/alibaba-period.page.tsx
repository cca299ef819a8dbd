import { Button, Table } from '@arco-design/web-react';
import { alibabaPeriod, BASE, purchaseResources as R, SERVICE } from '@entrepot/module-purchase/entities';
import { RecordLink, ResourceListPage, useArea, useCan, useTabTitle } from '@entrepot/web/area';
import { type EntityRow, moneyColumn, type OpenedOnArrival } from '@entrepot/web/entity';
import { formatDisplayTime } from '@entrepot/web/time';
import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { PURCHASE_LOOKUPS } from '../purchase-lookups.ts';

const API = `${SERVICE}${BASE}`;

interface Bill {
  id: string;
  order_no: string;
  order_date: string;
  amount: string;
  refund_amount: string | null;
  purchase_order_code: string | null;
}
interface Goods {
  items: { title: string; quantity: number; price: string; amount: string }[];
}

/** A bill's goods, read from 1688 when its row is opened. */
function BillGoods({ orderNo }: { orderNo: string }) {
  const { http } = useArea();
  const [goods, setGoods] = useState<Goods | null>(null);
  useEffect(() => {
    http
      .post<Goods>(`${API}/periodBillItemList`, { order_no: orderNo })
      .then(setGoods)
      .catch(() => setGoods({ items: [] }));
  }, [http, orderNo]);
  return (
    <Table
      size="mini"
      rowKey="title"
      loading={goods === null}
      data={goods?.items ?? []}
      pagination={false}
      noDataElement="1688 未返回该订单的货品"
      columns={[
        { title: '货品', dataIndex: 'title' },
        { title: '数量', dataIndex: 'quantity', align: 'right' },
        moneyColumn('单价', 'price'),
        moneyColumn('金额', 'amount'),
      ]}
    />
  );
}

/** 账期账单: the 1688 orders of a period, our purchase order beside each, the goods on opening a row. */
function PeriodBills({ row }: { row: EntityRow }) {
  const { http } = useArea();
  const [bills, setBills] = useState<Bill[] | null>(null);
  useEffect(() => {
    http
      .post<Bill[]>(`${API}/periodBillList`, { period_id: row.id })
      .then(setBills)
      .catch(() => setBills([]));
  }, [http, row.id]);
  return (
    <Table
      size="small"
      rowKey="id"
      loading={bills === null}
      data={bills ?? []}
      pagination={false}
      expandedRowRender={(b: Bill) => <BillGoods orderNo={b.order_no} />}
      columns={[
        { title: '1688订单号', dataIndex: 'order_no' },
        { title: '下单日期', dataIndex: 'order_date' },
        moneyColumn('订单金额', 'amount'),
        moneyColumn('退款金额', 'refund_amount'),
        {
          title: '采购单',
          dataIndex: 'purchase_order_code',
          render: (code: string | null) => <RecordLink screen={R.order.screen!.url} number={code} />,
        },
      ]}
    />
  );
}

/**
 * 供应商管理 → 1688账期 (`#/purchase/information/alibaba-period`; `alibaba-period-detail?id=` opens one): the periods
 * with their filters and status bar, 从1688同步 (the adapter) and 导入 (the sheet path), each period's source and
 * time; the detail's 账期账单 tab lists its 1688 orders with our order and the goods 1688 holds.
 */
export function AlibabaPeriodPage({ opened }: { opened?: OpenedOnArrival }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [key, setKey] = useState(0);
  const sync = () =>
    http
      .post<{ created: number; updated: number }>(`${API}/alibaba/period/sync`)
      .then((r) => {
        bridge.toast('success', `已从1688同步：新增 ${r.created} 个账期，更新 ${r.updated} 个`);
        setKey((k) => k + 1);
      })
      .catch(() => {});
  return (
    <ResourceListPage
      key={key}
      resource={R.alibabaPeriod}
      lookups={PURCHASE_LOOKUPS}
      opened={opened}
      tools={() => can(alibabaPeriod.permission('import')) && <Button onClick={() => void sync()}>从1688同步</Button>}
      slots={{ detail: { tabs: (row) => [{ key: 'bills', title: '账期账单', content: <PeriodBills row={row} /> }] } }}
    />
  );
}

/** `alibaba-period` and `alibaba-period-detail?id=`: the periods, with that one's detail open. */
export function AlibabaPeriodScreen({ detail }: { detail?: boolean }) {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const setTitle = useTabTitle();
  useEffect(() => {
    if (detail) setTitle('1688账期详情');
  }, [detail, setTitle]);
  const opened = useMemo<OpenedOnArrival | undefined>(() => (id ? { detail: id } : undefined), [id]);
  return <AlibabaPeriodPage key={id} opened={opened} />;
}

interface Credit {
  seller: string;
  supplier_id: string | null;
  credit_limit: string;
  used: string;
  available: string;
  bill_day: number;
  repay_day: number;
  read_at: string;
}

/** 供应商管理 → 1688额度 (`#/purchase/information/alibaba-quota`): each seller's credit line as 1688 answers it now. */
export function AlibabaQuotaPage() {
  const { http } = useArea();
  const [lines, setLines] = useState<Credit[] | null>(null);
  const load = () => {
    setLines(null);
    http
      .get<Credit[]>(`${API}/periodSupplier`)
      .then(setLines)
      .catch(() => setLines([]));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on opening; 刷新 reads again
  useEffect(load, []);
  return (
    <div style={{ padding: 16 }}>
      <div style={{ marginBottom: 12, display: 'flex', gap: 12, alignItems: 'center' }}>
        <Button onClick={load}>刷新</Button>
        {lines?.[0] && <span style={{ color: 'var(--color-text-3)' }}>数据来源：1688同步 · {formatDisplayTime(lines[0].read_at)}</span>}
      </div>
      <Table
        rowKey="seller"
        loading={lines === null}
        data={lines ?? []}
        pagination={false}
        border={{ wrapper: true, cell: true }}
        columns={[
          { title: '1688卖家', dataIndex: 'seller' },
          { title: '对应供应商', render: (_: unknown, r: Credit) => (r.supplier_id ? '已对应' : '未建档') },
          moneyColumn('授信额度', 'credit_limit'),
          moneyColumn('已用额度', 'used'),
          moneyColumn('可用额度', 'available'),
          { title: '出账日', render: (_: unknown, r: Credit) => `每月${r.bill_day}日` },
          { title: '还款日', render: (_: unknown, r: Credit) => `次月${r.repay_day}日` },
        ]}
      />
    </div>
  );
}
