import { Button, Checkbox, InputNumber, Modal, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useArea, useCan } from '@entrepot/web/area';
import { ScanInput, type ScanOutcome, useScanState } from '@entrepot/web/widgets';
import { type FocusEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { ReceiptHeader } from './receipt-header.tsx';
import { ReceiptPicker } from './receipt-picker.tsx';
import { type Receipt, type ReceiptLine, receivingApi } from './receiving-api.ts';
import { ReportExceptionModal } from './report-exception.modal.tsx';

/**
 * 收货质检 → 到货点数 (`#/warehouse/receiving-inspection/points`): scan the delivery note (the purchase order's
 * number) to open its receipt, then each SKU's barcode — or type the counted figures — and 确认收货.
 */
export function PointsPage() {
  const { http } = useArea();
  const can = useCan();
  const api = useMemo(() => receivingApi(http), [http]);
  const search = useSearch();
  const [receipt, setReceipt, receiptNow] = useScanState<Receipt | null>(null);
  const [times, setTimes] = useState(1);
  const [reporting, setReporting] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const id = new URLSearchParams(search).get('id');
    if (id) api.detail(id).then(setReceipt, () => {});
  }, [api, search, setReceipt]);

  const onScan = useCallback(
    async (code: string): Promise<ScanOutcome> => {
      const receipt = receiptNow.current;
      if (!receipt || receipt.status !== 'counting') {
        const opened = await api.scanOrder(code);
        setReceipt(opened.receipt);
        return { ok: true, message: `${opened.opened ? '已打开' : '继续点数'} 收货单 ${opened.receipt.code}：请扫描SKU条码` };
      }
      const done = await api.scan(receipt.id, code, times);
      setReceipt(done.receipt);
      const r = done.result;
      return { ok: true, message: r.kind === 'sku' ? `${r.sku_code} 已点 ${r.counted_quantity} / 应收 ${r.expected_quantity}` : (r.message ?? '') };
    },
    [api, times, receiptNow, setReceipt],
  );

  const setCount = async (line: ReceiptLine, counted: number | undefined) => {
    if (!receipt || counted === undefined || counted === line.counted_quantity) return;
    setReceipt((await api.count(receipt.id, [{ id: line.id, counted_quantity: counted }])).receipt);
  };
  const counting = receipt?.status === 'counting';
  const columns: TableColumnProps<ReceiptLine>[] = [
    { title: '行号', dataIndex: 'line_no', width: 60 },
    { title: '采购单号', dataIndex: 'order_code', width: 160 },
    { title: 'SKU', dataIndex: 'sku_code', render: (_, l) => <span className="sku-cell">{l.sku_id_title ?? l.sku_code}</span> },
    { title: '应收', dataIndex: 'expected_quantity', width: 80, align: 'right' },
    {
      title: '实收',
      dataIndex: 'counted_quantity',
      width: 130,
      render: (_, l) =>
        counting && can('wms.receipt.receive') ? (
          <InputNumber
            key={`${l.id}:${l.counted_quantity}`}
            defaultValue={l.counted_quantity}
            min={0}
            precision={0}
            aria-label={`${l.sku_code} 实收`}
            onBlur={(e: FocusEvent<HTMLInputElement>) => setCount(l, Number(e.target.value))}
          />
        ) : (
          l.counted_quantity
        ),
    },
    {
      title: '差异',
      width: 80,
      align: 'right',
      render: (_, l) => {
        const d = l.counted_quantity - l.expected_quantity;
        return <span className={d < 0 ? 'qty-short' : d > 0 ? 'qty-over' : ''}>{d > 0 ? `+${d}` : d}</span>;
      },
    },
  ];

  const cancel = () =>
    receipt &&
    Modal.confirm({
      title: '取消收货',
      content: `确定取消收货单 ${receipt.code} 吗？已点的数量不再保留。`,
      onOk: async () => setReceipt((await api.cancel(receipt.id)).receipt),
    });

  return (
    <div className="wms-page receiving-page">
      <ScanInput
        onScan={onScan}
        placeholder={counting ? '扫描SKU条码，或扫描同一供应商的另一张送货单' : '扫描送货单条码（采购单号）'}
        disabled={!can('wms.receipt.receive')}
      />
      {counting && (
        <Space className="scan-times" wrap>
          每次扫描计
          <InputNumber value={times} onChange={(v) => setTimes(v || 1)} min={1} max={10000} precision={0} style={{ width: 100 }} aria-label="每次扫描计数" />件
        </Space>
      )}
      {receipt ? (
        <>
          <ReceiptHeader receipt={receipt} />
          <Space className="receipt-actions" wrap>
            {counting && (
              <>
                <Button type="primary" onClick={() => setConfirming(true)}>
                  确认收货
                </Button>
                <Button onClick={() => setReporting(true)}>登记异常</Button>
                {can('wms.receipt.cancel') && (
                  <Button status="danger" onClick={cancel}>
                    取消收货
                  </Button>
                )}
              </>
            )}
            <Button onClick={() => setReceipt(null)}>换一张送货单</Button>
          </Space>
          <Table rowKey="id" columns={columns} data={receipt.lines} pagination={false} border={false} scroll={{ x: 640 }} />
          <ConfirmReceiptModal
            receipt={receipt}
            visible={confirming}
            onClose={() => setConfirming(false)}
            onConfirm={async (reportShort) => setReceipt((await api.confirm(receipt.id, reportShort)).receipt)}
          />
          <ReportExceptionModal api={api} receipt={receipt} visible={reporting} onClose={() => setReporting(false)} onDone={setReceipt} />
        </>
      ) : (
        <ReceiptPicker api={api} status="counting" title="点数中的收货单" onPick={setReceipt} />
      )}
    </div>
  );
}

/** 确认收货: what enters the warehouse as 待检, and whether what did not come is reported as 短少. */
function ConfirmReceiptModal({
  receipt,
  visible,
  onClose,
  onConfirm,
}: {
  receipt: Receipt;
  visible: boolean;
  onClose(): void;
  onConfirm(reportShort: boolean): Promise<void>;
}) {
  const [reportShort, setReportShort] = useState(false);
  const [busy, setBusy] = useState(false);
  const short = receipt.lines.filter((l) => l.counted_quantity < l.expected_quantity).length;
  return (
    <Modal
      title={`确认收货 · ${receipt.code}`}
      visible={visible}
      confirmLoading={busy}
      okText="确认收货"
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        try {
          await onConfirm(reportShort);
          onClose();
        } finally {
          setBusy(false);
        }
      }}
    >
      <p>
        实收 {receipt.total_counted} 件（应收 {receipt.total_expected}）将入库为待检库存，采购单的已到货数量随之更新。确认后不能再点数。
      </p>
      {short > 0 && (
        <Checkbox checked={reportShort} onChange={setReportShort}>
          {short} 个SKU未收齐：登记为短少异常（否则视为分批到货）
        </Checkbox>
      )}
    </Modal>
  );
}
