import { Form, Input, Modal } from '@arco-design/web-react';
import type { Resource } from '@entrepot/entity';
import { OMS_CODES } from '@entrepot/module-oms/entities';
import { ResourceListPage, useCan } from '@entrepot/web/area';
import type { EntityList } from '@entrepot/web/entity';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { OMS_LOOKUPS } from '../oms-lookups.ts';
import { useCommand } from '../use-command.ts';
import { useUrlFilters } from '../use-url-filters.ts';

type Audited = { audited: number };

/**
 * 退款管理 (`#/order/after-service/refund`) and 平台售后 (`…/after-service-order`, the platforms' refunds): the
 * derived list with its status bar; 批量操作 审核通过, or 驳回 with the reason asked in a dialog.
 */
export function RefundsPage({ resource }: { resource: Resource }) {
  const filters = useUrlFilters();
  const can = useCan();
  const command = useCommand();
  const id = new URLSearchParams(useSearch()).get('id');
  const [rejecting, setRejecting] = useState<EntityList | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const reject = async () => {
    if (!rejecting) return;
    const { reason } = await form.validate();
    await command<Audited>('refunds/audit', { ids: rejecting.selectedKeys, approved: false, reason }, rejecting, (a) => `已驳回 ${a.audited} 个退款单`);
    setRejecting(null);
    form.resetFields();
  };
  const batch = (list: EntityList) =>
    can(OMS_CODES.refundAudit)
      ? [
          {
            key: 'approve',
            label: '审核通过',
            disabled: list.selectedKeys.length === 0,
            onClick: () =>
              Modal.confirm({
                title: '审核通过',
                content: `确定通过选中的 ${list.selectedKeys.length} 个退款单吗？退货退款的已发货订单将标记为已退货，并通知仓库等待退货。`,
                onOk: () => command<Audited>('refunds/audit', { ids: list.selectedKeys, approved: true }, list, (a) => `已通过 ${a.audited} 个退款单`),
              }),
          },
          { key: 'reject', label: '驳回', disabled: list.selectedKeys.length === 0, onClick: () => setRejecting(list) },
        ]
      : [];
  return (
    <>
      <ResourceListPage
        resource={resource}
        key={JSON.stringify(filters ?? null)}
        options={filters}
        lookups={OMS_LOOKUPS}
        opened={id ? { detail: id } : undefined}
        slots={{ batchActions: batch }}
      />
      <Modal title="驳回退款" visible={rejecting !== null} onOk={reject} onCancel={() => setRejecting(null)} okText="驳回">
        <Form form={form} layout="vertical">
          <Form.Item label="驳回原因" field="reason" rules={[{ required: true, message: '请填写驳回原因' }]}>
            <Input.TextArea maxLength={300} showWordLimit />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
