import { Button, Link, Popconfirm, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import type { PageAnswer } from '@entrepot/contract';
import { ApprovalDecisionModal, type DecisionTarget, decisionUrl, useArea } from '@entrepot/web/area';
import { formatDisplayTime, PAGE_SIZE_OPTIONS } from '@entrepot/web/entity';
import { useCallback, useEffect, useState } from 'react';
import { useList } from '../../list/use-list.ts';
import { type ApprovalListKind, approvalListUrl } from './approval.api.ts';
import { ApprovalFilterBar, INITIAL_APPROVAL_FILTERS } from './approval-filter-bar.tsx';
import { type ApprovalRequest, progressText, statusColor } from './approval-request.ts';
import { amountText } from './approval-text.ts';

export interface ApprovalListProps {
  kind: ApprovalListKind;
  /** Bumped by the page when something changed elsewhere (the detail drawer): the list asks again. */
  reloads: number;
  onOpen(id: string): void;
  onChanged(): void;
}

/** One tab of 我的审批: its filters and its page of requests, with 通过 / 驳回 (待我审批) or 撤回 (我提交的). */
export function ApprovalList({ kind, reloads, onOpen, onChanged }: ApprovalListProps) {
  const { http, bridge } = useArea();
  const fetchPage = useCallback(
    (params: Record<string, string | number>) => http.get<PageAnswer<ApprovalRequest>>(approvalListUrl(kind), { params }),
    [http, kind],
  );
  const list = useList(fetchPage, INITIAL_APPROVAL_FILTERS);
  const { reload } = list;
  useEffect(() => {
    if (reloads > 0) reload();
  }, [reloads, reload]);
  const [deciding, setDeciding] = useState<DecisionTarget | null>(null);

  const withdraw = async (request: ApprovalRequest) => {
    try {
      await http.post(decisionUrl(request.id, 'withdraw'), {});
      bridge.toast('success', '已撤回');
      onChanged();
    } catch {
      // the HTTP client already showed the error
    }
  };
  const actions = (request: ApprovalRequest) => (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      {kind === 'todo' && (
        <>
          <Button type="text" size="mini" onClick={() => setDeciding({ request, decision: 'approve' })}>
            通过
          </Button>
          <Button type="text" size="mini" status="danger" onClick={() => setDeciding({ request, decision: 'reject' })}>
            驳回
          </Button>
        </>
      )}
      {kind === 'mine' && request.status === 'pending' && (
        <Popconfirm title="确定撤回该审批吗？" onOk={() => withdraw(request)}>
          <Button type="text" size="mini">
            撤回
          </Button>
        </Popconfirm>
      )}
      <Button type="text" size="mini" onClick={() => onOpen(request.id)}>
        详情
      </Button>
    </span>
  );
  const columns: TableColumnProps<ApprovalRequest>[] = [
    {
      title: '单据',
      key: 'document',
      render: (_: unknown, r) => (
        <div>
          <Link onClick={() => onOpen(r.id)}>{r.title}</Link>
          {/* the type's words, unless the title already starts with them (采购单 PO…) */}
          {!r.title.startsWith(r.document_type_label) && <div className="approval-document-sub">{r.document_type_label}</div>}
        </div>
      ),
    },
    { title: '提交人', dataIndex: 'submitter_name', width: 120 },
    { title: '当前节点', key: 'progress', width: 180, render: (_: unknown, r) => progressText(r) },
    { title: '金额', dataIndex: 'amount', width: 140, align: 'right', render: (amount: string | null) => amountText(amount) },
    { title: '状态', dataIndex: 'status', width: 90, render: (status: string, r) => <Tag color={statusColor(status)}>{r.status_label}</Tag> },
    { title: '提交时间', dataIndex: 'created_at', width: 170, render: (at: string) => formatDisplayTime(at) },
    { title: '完成时间', dataIndex: 'decided_at', width: 170, render: (at: string | null) => (at ? formatDisplayTime(at) : '-') },
    { title: '操作', key: 'actions', width: 160, fixed: 'right', render: (_: unknown, r) => actions(r) },
  ];
  const done = () => {
    setDeciding(null);
    onChanged();
  };
  return (
    <>
      <ApprovalFilterBar kind={kind} onSearch={list.search} onReset={list.reset} />
      <Table<ApprovalRequest>
        rowKey="id"
        border={false}
        loading={list.loading}
        data={list.rows}
        columns={kind === 'todo' ? columns.filter((c) => c.key !== 'decided_at' && c.dataIndex !== 'decided_at') : columns}
        scroll={{ x: true }}
        style={{ marginTop: 12 }}
        pagination={{
          current: list.query.page,
          pageSize: list.query.per_page,
          total: list.total,
          sizeCanChange: true,
          sizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total: number) => `共 ${total} 条`,
          onChange: list.turnPage,
        }}
      />
      <ApprovalDecisionModal target={deciding} onClose={() => setDeciding(null)} onDone={done} />
    </>
  );
}
