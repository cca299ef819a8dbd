import type { ChangeRequestDecl } from '@entrepot/entity';
import { formatDisplayTime } from '../../time/index.ts';
import type { ApprovalStep } from '../approval/approval-view.ts';
import { RequestPrint } from '../approval/request-print.tsx';
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
  return (
    <RequestPrint title={`${decl.label}申请`} code={request.code} head={head} steps={steps} onClose={onClose}>
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
    </RequestPrint>
  );
}
