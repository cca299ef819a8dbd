import { InputNumber, Radio, Space, Table } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { displayDate } from '@entrepot/web/time';
import { Barcode, PrintSheets, ScanInput, type ScanOutcome, type SheetSize } from '@entrepot/web/widgets';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { boxLabels } from './box-label.tsx';
import { cartons } from './cartons.ts';
import { ReceiptPicker } from './receipt-picker.tsx';
import { type Receipt, type ReceiptLine, receivingApi } from './receiving-api.ts';

type Template = 'label-100' | 'label-60' | 'box' | 'receipt';
const TEMPLATES: { value: Template; label: string; size: SheetSize }[] = [
  { value: 'label-100', label: 'SKU标签 100×100', size: '100x100' },
  { value: 'label-60', label: 'SKU标签 60×40', size: '60x40' },
  { value: 'box', label: '箱标 100×100', size: '100x100' },
  { value: 'receipt', label: '收货单 A4', size: 'A4' },
];

/** How many labels a line needs by default: its passed units once inspected, else what was counted. */
const unitsOf = (receipt: Receipt, l: ReceiptLine) => (['shelving', 'completed'].includes(receipt.status) ? l.qualified_quantity : l.counted_quantity);

function SkuLabel({ line, receipt, small }: { line: ReceiptLine; receipt: Receipt; small: boolean }) {
  return (
    <div className={small ? 'sku-label sku-label-small' : 'sku-label'}>
      <Barcode value={line.sku_code} height={small ? 40 : 70} width={small ? 1.1 : 1.6} />
      <div className="sku-label-title">{line.sku_id_title ?? line.sku_code}</div>
      {!small && (
        <div className="sku-label-meta">
          {receipt.code} · {line.order_code} · {displayDate(receipt.received_at ?? receipt.created_at)}
        </div>
      )}
    </div>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  return (
    <div className="print-doc">
      <h2>收货单</h2>
      <div className="print-doc-head">
        <div>
          <p>收货单号：{receipt.code}</p>
          <p>供应商：{receipt.supplier_id_title}</p>
          <p>仓库：{receipt.warehouse_id_title}</p>
          <p>采购单号：{receipt.order_codes.split(',').join('、')}</p>
          <p>收货日期：{displayDate(receipt.received_at ?? receipt.created_at)}</p>
        </div>
        <Barcode value={receipt.code} height={50} />
      </div>
      <table className="print-lines">
        <thead>
          <tr>
            <th>行</th>
            <th>采购单号</th>
            <th>SKU</th>
            <th>应收</th>
            <th>实收</th>
            <th>不合格</th>
            <th>已上架</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((l) => (
            <tr key={l.id}>
              <td>{l.line_no}</td>
              <td>{l.order_code}</td>
              <td>{l.sku_id_title ?? l.sku_code}</td>
              <td>{l.expected_quantity}</td>
              <td>{l.counted_quantity}</td>
              <td>{l.rejected_quantity}</td>
              <td>{l.put_away_quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="print-sign">收货人：__________　质检：__________　上架：__________</p>
    </div>
  );
}

/**
 * 收货质检 → 贴标 (`#/warehouse/receiving-inspection/labeling`): scan a receipt, choose a template, set how many
 * labels each SKU needs (its counted or passed units), print — SKU labels at 100 × 100 or 60 × 40 mm, carton labels
 * (箱标: the units packed 每箱数量 a carton, 第 n / N 箱), or the receipt itself on A4.
 */
export function LabelingPage() {
  const { http } = useArea();
  const api = useMemo(() => receivingApi(http), [http]);
  const search = useSearch();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [template, setTemplate] = useState<Template>('label-100');
  const [copies, setCopies] = useState<Record<string, number>>({});
  const [perBox, setPerBox] = useState<Record<string, number>>({});
  useEffect(() => {
    const id = new URLSearchParams(search).get('id');
    if (id) api.detail(id).then(setReceipt, () => {});
  }, [api, search]);
  const pick = (r: Receipt) => {
    setReceipt(r);
    setCopies({});
  };

  const onScan = useCallback(
    async (code: string): Promise<ScanOutcome> => {
      const found = await api.find(code);
      setReceipt(found);
      setCopies({});
      return { ok: true, message: `收货单 ${found.code}` };
    },
    [api],
  );
  const copiesOf = (l: ReceiptLine) => copies[l.id] ?? (receipt ? unitsOf(receipt, l) : 0);
  // One carton of the whole line unless the packer says how many a carton holds.
  const perBoxOf = (l: ReceiptLine) => perBox[l.id] ?? Math.max(1, receipt ? unitsOf(receipt, l) : 1);
  const chosen = TEMPLATES.find((t) => t.value === template)!;
  const sheets: ReactNode[] = !receipt
    ? []
    : template === 'receipt'
      ? [<ReceiptSheet key="r" receipt={receipt} />]
      : template === 'box'
        ? boxLabels(receipt, (l) => unitsOf(receipt, l), perBoxOf)
        : receipt.lines.flatMap((l) =>
            // biome-ignore lint/suspicious/noArrayIndexKey: the copies of one label are alike and never reordered
            Array.from({ length: copiesOf(l) }, (_, i) => <SkuLabel key={`${l.id}-${i}`} line={l} receipt={receipt} small={template === 'label-60'} />),
          );
  return (
    <div className="wms-page receiving-page">
      <div className="no-print">
        <ScanInput onScan={onScan} placeholder="扫描收货单号或采购单号" holdFocus={!receipt} />
        {receipt ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Radio.Group type="button" value={template} onChange={setTemplate} options={TEMPLATES.map((t) => ({ value: t.value, label: t.label }))} />
            {template !== 'receipt' && (
              <Table
                rowKey="id"
                pagination={false}
                data={receipt.lines}
                columns={[
                  { title: 'SKU', render: (_, l: ReceiptLine) => l.sku_id_title ?? l.sku_code },
                  { title: '实收', dataIndex: 'counted_quantity', width: 70 },
                  { title: '合格', dataIndex: 'qualified_quantity', width: 70 },
                  template === 'box'
                    ? {
                        title: '每箱数量',
                        width: 190,
                        render: (_, l: ReceiptLine) => (
                          <Space>
                            <InputNumber
                              value={perBoxOf(l)}
                              min={1}
                              max={100000}
                              precision={0}
                              onChange={(v) => setPerBox((c) => ({ ...c, [l.id]: v || 1 }))}
                              aria-label={`${l.sku_code} 每箱数量`}
                            />
                            {cartons(unitsOf(receipt, l), perBoxOf(l)).length} 箱
                          </Space>
                        ),
                      }
                    : {
                        title: '标签数',
                        width: 120,
                        render: (_, l: ReceiptLine) => (
                          <InputNumber
                            value={copiesOf(l)}
                            min={0}
                            max={5000}
                            precision={0}
                            onChange={(v) => setCopies((c) => ({ ...c, [l.id]: v ?? 0 }))}
                            aria-label={`${l.sku_code} 标签数`}
                          />
                        ),
                      },
                ]}
              />
            )}
          </Space>
        ) : (
          <ReceiptPicker api={api} status="shelving" title="待上架的收货单" onPick={pick} />
        )}
      </div>
      {receipt && <PrintSheets size={chosen.size} sheets={sheets} title={`${chosen.label} · 共 ${sheets.length} 张`} />}
    </div>
  );
}
