import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

export interface BarcodeProps {
  /** What the bars encode (CODE128): an order number, a SKU code, a location. */
  value: string;
  /** Width of the narrowest bar in px (the delivery note's 1.2). */
  width?: number;
  /** Bar height in px (the delivery note's 60). */
  height?: number;
  /** The value printed under the bars. */
  showValue?: boolean;
}

/** A CODE128 barcode as SVG: sharp on paper at any zoom, and what a hand scanner reads. */
export function Barcode({ value, width = 1.2, height = 60, showValue = true }: BarcodeProps) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (ref.current && value) JsBarcode(ref.current, value, { format: 'CODE128', width, height, displayValue: showValue, margin: 10, fontSize: 14 });
  }, [value, width, height, showValue]);
  return <svg ref={ref} role="img" aria-label={`条码 ${value}`} data-barcode={value} />;
}
