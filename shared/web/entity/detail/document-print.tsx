import { Modal } from '@arco-design/web-react';
import type { ChildrenField, EntityDecl } from '@entrepot/entity';
import { Barcode, PrintSheets } from '../../widgets/index.ts';
import type { EntityRow } from '../config.ts';
import { childColumns } from '../fields/children.tsx';
import { fieldText } from '../fields/registry.tsx';

type Line = Record<string, unknown>;

/**
 * 打印 of a declared document (`document.lines`) on A4, derived from its declaration: its label, its number's
 * barcode beside the header's fields as a person reads them, its lines table (序号 and the lines' listed fields),
 * and the signature line. Fields kept out of lists stay out of the printout.
 */
export function DocumentPrint({ entity, row, onClose }: { entity: EntityDecl; row: EntityRow; onClose(): void }) {
  const linesKey = entity.document?.lines ?? '';
  const linesField = entity.fields[linesKey] as ChildrenField | undefined;
  const code = String(row[entity.titleField] ?? '');
  const head = Object.entries(entity.fields).filter(([key, f]) => f.type !== 'children' && !f.writeOnly && f.list !== false && key !== entity.titleField);
  const columns = linesField ? childColumns(linesField).filter(([, f]) => f.list !== false) : [];
  const lines = (Array.isArray(row[linesKey]) ? row[linesKey] : []) as Line[];
  const sheet = (
    <div className="print-doc">
      <h2>{entity.label}</h2>
      <div className="print-doc-head">
        <table>
          <tbody>
            {head.map(([key, f]) => (
              <tr key={key}>
                <th>{f.label}</th>
                <td>{fieldText(f, row[key], { name: key, row }) || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {code && <Barcode value={code} height={40} />}
      </div>
      {linesField && (
        <table className="print-lines">
          <thead>
            <tr>
              <th>序号</th>
              {columns.map(([key, f]) => (
                <th key={key}>{f.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={String(line.id ?? i)}>
                <td>{i + 1}</td>
                {columns.map(([key, f]) => (
                  <td key={key}>{fieldText(f, line[key], { name: key, row: line })}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="print-sign">制单：__________　审核：__________</p>
    </div>
  );
  return (
    <Modal title={`打印 ${code}`} visible onCancel={onClose} footer={null} style={{ width: 'min(900px, 96vw)' }}>
      <PrintSheets size="A4" sheets={[sheet]} title={`${entity.label} ${code}`} />
    </Modal>
  );
}
