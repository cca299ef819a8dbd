import { Modal } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { formatDisplayTime } from '../../time/index.ts';
import { Barcode, PrintSheets } from '../../widgets/index.ts';
import { useGet } from './approval-panel.tsx';
import { type ApprovalStep, type ApprovalView, approvalUrl, stepText } from './approval-view.ts';

/**
 * 打印: a request through an approval on A4 — its title, its head (label → value) beside its number's barcode, the
 * lines table the caller gives, the approval's steps (given, or read by `approvalId`) and the signature line.
 */
export function RequestPrint({
  title,
  code,
  head,
  steps,
  approvalId,
  children,
  onClose,
}: {
  title: string;
  code: string;
  head: [string, unknown][];
  steps?: ApprovalStep[];
  approvalId?: string | null;
  children: ReactNode;
  onClose(): void;
}) {
  const sheet = (
    <div className="print-doc">
      <h2>{title}</h2>
      <div className="print-doc-head">
        <table>
          <tbody>
            {head.map(([k, v]) => (
              <tr key={k}>
                <th>{k}</th>
                <td>{v === null || v === undefined || v === '' ? '—' : String(v)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Barcode value={code} height={40} />
      </div>
      {children}
      {steps ? <StepsLine steps={steps} /> : approvalId ? <ReadSteps approvalId={approvalId} /> : null}
      <p className="print-sign">申请人：__________　审批人：__________</p>
    </div>
  );
  return (
    <Modal title={`打印 ${code}`} visible onCancel={onClose} footer={null} style={{ width: 'min(900px, 96vw)' }}>
      <PrintSheets size="A4" sheets={[sheet]} title={`${title} ${code}`} />
    </Modal>
  );
}

function StepsLine({ steps }: { steps: ApprovalStep[] }) {
  if (!steps.length) return null;
  return (
    <p>
      审批记录：
      {steps.map((s) => `${formatDisplayTime(s.at)} ${stepText(s)}${s.comment ? `（${s.comment}）` : ''}`).join('；')}
    </p>
  );
}

/** The approval's steps, as the engine answers them. */
function ReadSteps({ approvalId }: { approvalId: string }) {
  return <StepsLine steps={useGet<ApprovalView>(approvalUrl(approvalId), 0).data?.steps ?? []} />;
}
