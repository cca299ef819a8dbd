import { displayDate } from '@entrepot/web/time';
import { Barcode } from '@entrepot/web/widgets';
import type { ReactNode } from 'react';
import { cartons } from './cartons.ts';
import type { Receipt, ReceiptLine } from './receiving-api.ts';

/** 箱标 (100 × 100 mm): one carton of a receipt line — SKU barcode and name, its quantity, carton n of N. */
function BoxLabel({ line, receipt, quantity, n, of }: { line: ReceiptLine; receipt: Receipt; quantity: number; n: number; of: number }) {
  return (
    <div className="sku-label box-label">
      <Barcode value={line.sku_code} height={56} width={1.5} />
      <div className="sku-label-title">{line.sku_id_title ?? line.sku_code}</div>
      <div className="box-label-figures">
        <span>
          数量 <strong>{quantity}</strong> 件
        </span>
        <span>
          第 <strong>{n}</strong> / {of} 箱
        </span>
      </div>
      <div className="sku-label-meta">
        {receipt.code} · {line.order_code} · {receipt.supplier_id_title ?? ''} · {displayDate(receipt.received_at ?? receipt.created_at)}
      </div>
    </div>
  );
}

/** Every carton label of a receipt, line by line. */
export function boxLabels(receipt: Receipt, unitsOf: (l: ReceiptLine) => number, perBoxOf: (l: ReceiptLine) => number): ReactNode[] {
  return receipt.lines.flatMap((l) => {
    const boxes = cartons(unitsOf(l), perBoxOf(l));
    // biome-ignore lint/suspicious/noArrayIndexKey: a carton's number is its place: the list is rebuilt, never reordered
    return boxes.map((quantity, i) => <BoxLabel key={`${l.id}-${i}`} line={l} receipt={receipt} quantity={quantity} n={i + 1} of={boxes.length} />);
  });
}
