import { Button, InputNumber, Modal, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useArea, useCan } from '@entrepot/web/area';
import { ScanInput, type ScanOutcome } from '@entrepot/web/widgets';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { PhotoLinkModal } from './photo-link.modal.tsx';
import { ReceiptHeader } from './receipt-header.tsx';
import { ReceiptPicker } from './receipt-picker.tsx';
import { type Receipt, type ReceiptLine, receivingApi } from './receiving-api.ts';
import { ReportExceptionModal } from './report-exception.modal.tsx';

type Result = { rejected: number; reason: string | null };

/**
 * 收货质检 → 质检 (`#/warehouse/receiving-inspection/quality-inspection`): scan a receipt (or its delivery note),
 * inspect the sample of each SKU, enter the failed units with a reason; 提交质检 makes the rest sellable.
 */
export function InspectionPage() {
  const { http } = useArea();
  const can = useCan();
  const api = useMemo(() => receivingApi(http), [http]);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const search = useSearch();
  // Opened from 收货单 (`?id=`): that receipt.
  useEffect(() => {
    const id = new URLSearchParams(search).get('id');
    if (id) api.detail(id).then(setReceipt, () => {});
  }, [api, search]);
  const [results, setResults] = useState<Record<string, Result>>({});
  const [reasons, setReasons] = useState<{ value: string; label: string }[]>([]);
  const [reporting, setReporting] = useState(false);
  const [photographing, setPhotographing] = useState(false);
  useEffect(() => {
    api.reasons().then(setReasons, () => {});
  }, [api]);
  const open = (r: Receipt) => {
    setReceipt(r);
    setResults({});
  };

  const onScan = useCallback(
    async (code: string): Promise<ScanOutcome> => {
      const found = await api.find(code, 'inspecting');
      setReceipt(found);
      setResults({});
      return { ok: true, message: `收货单 ${found.code}：共 ${found.lines.length} 个SKU待质检` };
    },
    [api],
  );

  const result = (l: ReceiptLine): Result => results[l.id] ?? { rejected: 0, reason: null };
  const set = (l: ReceiptLine, change: Partial<Result>) => setResults((all) => ({ ...all, [l.id]: { ...result(l), ...change } }));
  const columns: TableColumnProps<ReceiptLine>[] = [
    { title: 'SKU', dataIndex: 'sku_code', render: (_, l) => l.sku_id_title ?? l.sku_code },
    { title: '采购单号', dataIndex: 'order_code', width: 160 },
    { title: '实收', dataIndex: 'counted_quantity', width: 70, align: 'right' },
    { title: '抽检数', dataIndex: 'sample_quantity', width: 80, align: 'right' },
    {
      title: '不合格数',
      width: 120,
      render: (_, l) =>
        receipt?.status !== 'inspecting' ? (
          l.rejected_quantity
        ) : (
          <InputNumber
            value={result(l).rejected}
            min={0}
            max={l.counted_quantity}
            precision={0}
            onChange={(v) => set(l, { rejected: v ?? 0 })}
            aria-label={`${l.sku_code} 不合格数`}
          />
        ),
    },
    {
      title: '不合格原因',
      width: 180,
      render: (_, l) =>
        receipt?.status !== 'inspecting' ? (
          (l.reject_reason ?? '—')
        ) : (
          <Select
            value={result(l).reason ?? undefined}
            options={reasons}
            allowClear
            allowCreate
            placeholder={result(l).rejected > 0 ? '请选择原因' : '—'}
            onChange={(v) => set(l, { reason: v ?? null })}
            aria-label={`${l.sku_code} 不合格原因`}
          />
        ),
    },
    {
      title: '合格',
      width: 70,
      align: 'right',
      render: (_, l) => (receipt?.status === 'inspecting' ? l.counted_quantity - result(l).rejected : l.qualified_quantity),
    },
  ];
  const submit = () => {
    if (!receipt) return;
    const rejected = receipt.lines.reduce((n, l) => n + result(l).rejected, 0);
    Modal.confirm({
      title: '提交质检',
      content: rejected
        ? `不合格 ${rejected} 件将退回供应商（采购单重新计入未到货），其余 ${receipt.total_counted - rejected} 件转为可上架库存。`
        : `${receipt.total_counted} 件全部合格，转为可上架库存。`,
      onOk: async () => {
        const lines = receipt.lines.map((l) => ({ id: l.id, rejected_quantity: result(l).rejected, reject_reason: result(l).reason }));
        open((await api.inspect(receipt.id, lines)).receipt);
      },
    });
  };
  const inspecting = receipt?.status === 'inspecting';
  return (
    <div className="wms-page receiving-page">
      <ScanInput onScan={onScan} placeholder="扫描收货单号或送货单条码（采购单号）" holdFocus={!inspecting} disabled={!can('wms.receipt.inspect')} />
      {receipt ? (
        <>
          <ReceiptHeader receipt={receipt} />
          <Space className="receipt-actions" wrap>
            {inspecting && (
              <>
                <Button type="primary" onClick={submit}>
                  提交质检
                </Button>
                <Button onClick={() => setReporting(true)}>登记异常</Button>
                <Button onClick={() => setPhotographing(true)}>手机拍照</Button>
              </>
            )}
            <Button onClick={() => setReceipt(null)}>换一张收货单</Button>
          </Space>
          <Table rowKey="id" columns={columns} data={receipt.lines.filter((l) => l.counted_quantity > 0)} pagination={false} scroll={{ x: 720 }} />
          <ReportExceptionModal api={api} receipt={receipt} visible={reporting} onClose={() => setReporting(false)} onDone={setReceipt} />
          <PhotoLinkModal receipt={receipt} visible={photographing} onClose={() => setPhotographing(false)} />
        </>
      ) : (
        <ReceiptPicker api={api} status="inspecting" title="待质检的收货单" onPick={open} />
      )}
    </div>
  );
}
