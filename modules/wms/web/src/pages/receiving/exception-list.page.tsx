import { Button, Form, Input, Modal } from '@arco-design/web-react';
import { receivingResources } from '@entrepot/module-wms/entities';
import { ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { API, WMS_LOOKUPS } from '../../entity/wms-urls.ts';

/**
 * 收货质检 → 收货异常 (`#/warehouse/receiving-inspection/exception-list`): what receipts found wrong — short, over,
 * wrong SKU, failed inspection — by state, type, order and supplier; 处理 closes one with what was agreed.
 */
export function ExceptionListPage() {
  const { http } = useArea();
  const can = useCan();
  // From the palette (`?id=`): that record's detail opens; from a purchase order (`?order_id=`): its exceptions.
  const search = new URLSearchParams(useSearch());
  const id = search.get('id');
  const opened = id ? { detail: id } : undefined;
  const orderId = search.get('order_id');
  const options = useMemo(() => (orderId ? { initialFilters: { order_id: orderId } } : undefined), [orderId]);
  const [handling, setHandling] = useState<{ row: EntityRow; refresh(): void } | null>(null);
  const [form] = Form.useForm<{ handle_note: string }>();
  const submit = async () => {
    if (!handling) return;
    const { handle_note } = await form.validate();
    await http.post(`${API}/receivingException/${encodeURIComponent(handling.row.id)}/handle`, { handle_note });
    handling.refresh();
    setHandling(null);
    form.resetFields();
  };
  return (
    <>
      <ResourceListPage
        resource={receivingResources.receivingException}
        lookups={WMS_LOOKUPS}
        className="wms-page"
        opened={opened}
        options={options}
        slots={{
          rowActions: (row, list) =>
            row.status === 'open' && can('wms.receivingException.handle') ? (
              <Button type="text" size="mini" onClick={() => setHandling({ row, refresh: list.refresh })}>
                处理
              </Button>
            ) : null,
        }}
      />
      <Modal
        title={`处理异常 ${String(handling?.row.code ?? '')}`}
        visible={handling !== null}
        onOk={submit}
        onCancel={() => setHandling(null)}
        okText="处理完成"
      >
        <Form form={form} layout="vertical">
          <Form.Item label="处理结果" field="handle_note" rules={[{ required: true, message: '请填写处理结果' }]}>
            <Input.TextArea maxLength={200} showWordLimit placeholder="如：供应商补发 2 件，随下批到货" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
