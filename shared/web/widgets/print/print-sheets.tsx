import { Button } from '@arco-design/web-react';
import { IconPrinter } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import './print-sheets.css';

export type SheetSize = 'A4' | '100x100' | '60x40';

export interface PrintSheetsProps {
  /** The paper each sheet is printed on: A4, or a 100 × 100 mm / 60 × 40 mm label. */
  size: SheetSize;
  /** One element per sheet: each starts on a new page. */
  sheets: ReactNode[];
  /** Shown above the sheets on screen, never printed. */
  title?: string;
}

/**
 * Documents as they print (notes/documents.md "Print"): a toolbar with 打印 on screen, and each sheet on its own
 * page of the chosen paper through the browser's print (the `@page` size is set for the sheets' paper).
 */
export function PrintSheets({ size, sheets, title }: PrintSheetsProps) {
  return (
    <div className={`print-sheets print-${size}`}>
      <style>{`@page { size: ${size === 'A4' ? 'A4' : size === '100x100' ? '100mm 100mm' : '60mm 40mm'}; margin: ${size === 'A4' ? '12mm' : '2mm'}; }`}</style>
      <div className="print-toolbar">
        <span>{title}</span>
        <Button type="primary" icon={<IconPrinter />} onClick={() => window.print()}>
          打印
        </Button>
      </div>
      {sheets.map((sheet, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sheets are printed in the order given, never reordered
        <section key={i} className="print-sheet">
          {sheet}
        </section>
      ))}
    </div>
  );
}
