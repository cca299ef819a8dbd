import { Button, Form, Input, Select, Space } from '@arco-design/web-react';
import type { ApprovalListKind } from './approval.api.ts';
import { STATUS_OPTIONS } from './approval-request.ts';
import { useDocumentTypes } from './use-document-types.ts';

export type ApprovalFilters = { keyword: string; document_type: string | undefined; status: string | undefined };

export const INITIAL_APPROVAL_FILTERS: ApprovalFilters = { keyword: '', document_type: undefined, status: undefined };

/** 关键字, 单据类型 and (outside 待我审批, which is pending only) 状态, with 查询 and 重置. */
export function ApprovalFilterBar({ kind, onSearch, onReset }: { kind: ApprovalListKind; onSearch(filters: ApprovalFilters): void; onReset(): void }) {
  const [form] = Form.useForm<ApprovalFilters>();
  const types = useDocumentTypes();
  const reset = () => {
    form.resetFields();
    onReset();
  };
  return (
    <Form form={form} layout="inline" initialValues={INITIAL_APPROVAL_FILTERS} onSubmit={(values) => onSearch({ ...INITIAL_APPROVAL_FILTERS, ...values })}>
      <Form.Item label="关键字" field="keyword">
        <Input placeholder="标题或单据编号" allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="单据类型" field="document_type">
        <Select placeholder="全部" allowClear showSearch options={types} style={{ width: 200 }} />
      </Form.Item>
      {kind !== 'todo' && (
        <Form.Item label="状态" field="status">
          <Select placeholder="全部" allowClear options={STATUS_OPTIONS} style={{ width: 120 }} />
        </Form.Item>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={reset}>重置</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
