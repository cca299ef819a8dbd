// @vitest-environment happy-dom
import '../../widgets/testing/setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChangeRequestPrint } from './change-request-print.tsx';
import type { ChangeRequestDetail } from './change-request-rows.ts';
import { decl } from './testing-decl.ts';

// Happy DOM draws no canvas: the barcode says what it would encode.
vi.mock('../../widgets/barcode/barcode.tsx', () => ({ Barcode: ({ value }: { value: string }) => <span>条码:{value}</span> }));

const request = {
  id: 'r1',
  code: 'IC001',
  item_code: 'A1',
  item_id_title: '衬衫',
  reason: '供应商调价',
  status: 'partial',
  requester_id: 'u1',
  requester_id_title: '采购-王五',
  approval_request_id: 'a1',
  applied_count: 1,
  failed_count: 1,
  decided_at: null,
  created_at: '2026-11-28T02:00:00Z',
  updated_at: '2026-11-28T02:00:00Z',
  version: 2,
  attachments: [],
  lines: [
    {
      id: 'l1',
      target: 'item',
      target_code: 'A1',
      field: 'item.name',
      old_text: '衬衫',
      new_text: '长衬衫',
      outcome: 'applied',
      note: null,
    },
    {
      id: 'l2',
      target: 'variant',
      target_code: 'A1-S',
      field: 'variant.price',
      old_text: '9.90',
      new_text: '11.00',
      outcome: 'failed',
      note: '…',
    },
  ],
} as ChangeRequestDetail;

describe('a change request printed', () => {
  it('shows the request, each line before → after with its outcome, and the approval steps', () => {
    const steps = [
      { id: 's1', level: 1, action: 'approve' as const, action_label: '通过', actor_name: '运营-周杰', comment: '同意', at: '2026-11-28T03:00:00Z' },
    ];
    render(<ChangeRequestPrint decl={decl} request={request} steps={steps} onClose={() => {}} />);
    expect(screen.getAllByText('款式变更申请 IC001').length).toBeGreaterThan(0);
    expect(screen.getByText('A1 衬衫')).toBeTruthy();
    expect(screen.getByText('已生效 1，未生效 1')).toBeTruthy();
    const rows = [...document.querySelectorAll('.print-lines tbody tr')].map((tr) => tr.textContent);
    expect(rows).toEqual(['款式 A1名称衬衫长衬衫已生效', '规格 A1-S售价9.9011.00未生效']);
    expect(document.body.textContent).toContain('运营-周杰 通过（第1级）（同意）');
    expect(screen.getByText('条码:IC001')).toBeTruthy();
  });
});
