import { Modal } from '@arco-design/web-react';
import type { RowOf } from '@entrepot/entity';
import { type inspection, type inspectionItem, inspectionResults, inspectionStages } from '@entrepot/module-quality/entities';
import { displayDate } from '@entrepot/web/time';
import { Barcode, PrintSheets } from '@entrepot/web/widgets';

/** A checklist line as the detail carries it (its parent's key left out). */
type ItemRow = Omit<RowOf<typeof inspectionItem>, 'inspection_id' | 'inspection_id_title'>;
/** `print?id=`: the inspection as its detail answers it, with its checklist. */
export type InspectionPrintRow = Omit<RowOf<typeof inspection>, 'items'> & { items?: ItemRow[] | null };
const labelOf = (options: readonly { value: string; label: string }[], value: unknown) => options.find((o) => o.value === value)?.label ?? '—';

/** 打印: the inspection report on A4 — who inspected which order at which stage, the checklist, the verdict. */
export function InspectionPrint({ row, onClose }: { row: InspectionPrintRow | null; onClose(): void }) {
  if (!row) return null;
  const sheet = (
    <div className="print-doc inspection-report">
      <h2>{labelOf(inspectionStages, row.stage)}报告</h2>
      <div className="print-doc-head">
        <table>
          <tbody>
            {[
              ['质检单号', row.code],
              ['采购单号', row.order_id_title],
              ['供应商', row.supplier_id_title],
              ['质检员', row.inspector_id_title ?? '—'],
              ['检验日期', displayDate(row.inspect_date)],
              ['批量 / 抽检 / 不良', `${row.batch_quantity} / ${row.sample_quantity} / ${row.defect_quantity}`],
              ['检验结果', labelOf(inspectionResults, row.result)],
            ].map(([k, v]) => (
              <tr key={String(k)}>
                <th>{String(k)}</th>
                <td>{String(v ?? '—')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Barcode value={String(row.code)} height={40} />
      </div>
      <table className="print-lines">
        <thead>
          <tr>
            <th>检查项</th>
            <th>标准</th>
            <th>结果</th>
            <th>说明</th>
          </tr>
        </thead>
        <tbody>
          {(row.items ?? []).map((i) => (
            <tr key={i.id}>
              <td>{String(i.item)}</td>
              <td>{i.standard ?? ''}</td>
              <td>{labelOf(inspectionResults, i.result)}</td>
              <td>{i.remark ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {row.release_reason ? <p>放行原因：{row.release_reason}</p> : null}
      <p className="print-sign">质检员：__________　采购：__________　供应商：__________</p>
    </div>
  );
  return (
    <Modal title={`打印 ${row.code}`} visible onCancel={onClose} footer={null} style={{ width: 'min(900px, 96vw)' }}>
      <PrintSheets size="A4" sheets={[sheet]} title={`${labelOf(inspectionStages, row.stage)}报告 ${row.code}`} />
    </Modal>
  );
}
