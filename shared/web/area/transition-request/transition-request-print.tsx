import { formatDisplayTime } from '../../time/index.ts';
import { RequestPrint } from '../approval/request-print.tsx';
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
  const head: [string, unknown][] = [
    ['申请单号', request.code],
    ['申请类型', request.transition_label],
    ['状态', request.status_label],
    ['结果', resultText(request)],
    ['申请人', request.requester_name],
    ['申请时间', formatDisplayTime(request.created_at)],
    ['申请原因', request.reason],
  ];
  return (
    <RequestPrint title={screens.decl.label} code={request.code} head={head} approvalId={request.approval_request_id} onClose={onClose}>
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
    </RequestPrint>
  );
}
