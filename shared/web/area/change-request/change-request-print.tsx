import { Modal } from '@arco-design/web-react';
import type { ChangeRequestDecl } from '@entrepot/entity';
import { formatDisplayTime } from '../../time/index.ts';
import { Barcode, PrintSheets } from '../../widgets/index.ts';
import { type ApprovalStep, stepText } from '../approval/approval-view.ts';
import { CHANGE_STATUS, type ChangeRequestDetail, fieldLabel, OUTCOME_LABELS, resultText, targetText } from './change-request-rows.ts';

/** 打印: a change request on A4 — its number as a barcode, who asked what and why, every line before → after, the approval's steps. */
export function ChangeRequestPrint({
  decl,
  request,
  steps,
  onClose,
}: {
  decl: ChangeRequestDecl;
  request: ChangeRequestDetail;
  steps: ApprovalStep[];
  onClose(): void;
}) {
  const subject = decl.subject;
  const head: [string, unknown][] = [
    ['单号', request.code],
    [decl.targets[subject]!.entity.label, `${String(request[`${subject}_code`] ?? '')} ${String(request[`${subject}_id_title`] ?? '')}`],
    ['状态', CHANGE_STATUS[request.status].label],
    ['结果', resultText(request)],
    ['申请人', request.requester_id_title ?? '—'],
    ['申请时间', formatDisplayTime(request.created_at)],
    ['变更原因', request.reason],
  ];
  const sheet = (
    <div className="print-doc">
      <h2>{decl.label}申请</h2>
      <div className="print-doc-head">
        <table>
          <tbody>
            {head.map(([k, v]) => (
              <tr key={k}>
                <th>{k}</th>
                <td>{String(v ?? '—')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Barcode value={request.code} height={40} />
      </div>
      <table className="print-lines">
        <thead>
          <tr>
            <th>对象</th>
            <th>字段</th>
            <th>原值</th>
            <th>新值</th>
            <th>结果</th>
          </tr>
        </thead>
        <tbody>
          {request.lines.map((l) => (
            <tr key={l.id}>
              <td>{targetText(decl, l.target, l.target_code)}</td>
              <td>{fieldLabel(decl, l.field)}</td>
              <td>{l.old_text ?? '—'}</td>
              <td>{l.new_text ?? '—'}</td>
              <td>{OUTCOME_LABELS[l.outcome]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {steps.length > 0 && (
        <p>
          审批记录：
          {steps.map((s) => `${formatDisplayTime(s.at)} ${stepText(s)}${s.comment ? `（${s.comment}）` : ''}`).join('；')}
        </p>
      )}
      <p className="print-sign">申请人：__________　审批人：__________</p>
    </div>
  );
  return (
    <Modal title={`打印 ${request.code}`} visible onCancel={onClose} footer={null} style={{ width: 'min(900px, 96vw)' }}>
      <PrintSheets size="A4" sheets={[sheet]} title={`${decl.label}申请 ${request.code}`} />
    </Modal>
  );
}
