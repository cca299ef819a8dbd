import { Modal } from '@arco-design/web-react';
import { formatDisplayTime } from '../../time/index.ts';
import { Barcode, PrintSheets } from '../../widgets/index.ts';
import { useGet } from '../approval/approval-panel.tsx';
import { type ApprovalView, approvalUrl, stepText } from '../approval/approval-view.ts';
import { resultText, type TransitionRequestDetail, type TransitionRequestScreens } from './transition-request-rows.ts';

/** 打印: a transition request on A4 — its number as a barcode, what was asked and why, every line with its outcome, the approval's steps. */
export function TransitionRequestPrint({
  screens,
  request,
  onClose,
}: {
  screens: TransitionRequestScreens;
  request: TransitionRequestDetail;
  onClose(): void;
}) {
  const head: [string, string][] = [
    ['申请单号', request.code],
    ['申请类型', request.transition_label],
    ['状态', request.status_label],
    ['结果', resultText(request)],
    ['申请人', request.requester_name],
    ['申请时间', formatDisplayTime(request.created_at)],
    ['申请原因', request.reason],
  ];
  const sheet = (
    <div className="print-doc">
      <h2>{screens.decl.label}</h2>
      <div className="print-doc-head">
        <table>
          <tbody>
            {head.map(([k, v]) => (
              <tr key={k}>
                <th>{k}</th>
                <td>{v || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Barcode value={request.code} height={40} />
      </div>
      <table className="print-lines">
        <thead>
          <tr>
            <th>类型</th>
            <th>编码</th>
            <th>名称</th>
            <th>原状态 → 目标状态</th>
            <th>结果</th>
          </tr>
        </thead>
        <tbody>
          {request.lines.map((l) => (
            <tr key={l.id}>
              <td>{l.kind_label}</td>
              <td>{l.code}</td>
              <td>{l.name}</td>
              <td>
                {l.from_label} → {l.to_label}
              </td>
              <td>{l.note ? `${l.outcome_label}（${l.note}）` : l.outcome_label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {request.approval_request_id && <Steps approvalId={request.approval_request_id} />}
      <p className="print-sign">申请人：__________　审批人：__________</p>
    </div>
  );
  return (
    <Modal title={`打印 ${request.code}`} visible onCancel={onClose} footer={null} style={{ width: 'min(900px, 96vw)' }}>
      <PrintSheets size="A4" sheets={[sheet]} title={`${screens.decl.label} ${request.code}`} />
    </Modal>
  );
}

/** The approval's steps, as the engine answers them. */
function Steps({ approvalId }: { approvalId: string }) {
  const steps = useGet<ApprovalView>(approvalUrl(approvalId), 0).data?.steps ?? [];
  if (!steps.length) return null;
  return (
    <p>
      审批记录：
      {steps.map((s) => `${formatDisplayTime(s.at)} ${stepText(s)}${s.comment ? `（${s.comment}）` : ''}`).join('；')}
    </p>
  );
}
