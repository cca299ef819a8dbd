import { Button, Form, Input, Modal, Select } from '@arco-design/web-react';
import { BASE, exceptionHandlings, exceptionOrder, purchaseResources as R, SERVICE } from '@entrepot/module-purchase/entities';
import { ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import type { EntityList, EntityRow } from '@entrepot/web/entity';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { PURCHASE_LOOKUPS } from '../purchase-lookups.ts';

const API = `${SERVICE}${BASE}/exception/order`;

interface ProcessForm {
  handling: string;
  deduct_amount?: string;
  handle_note?: string;
}

/**
 * 采购异常 → 采购异常单 (`#/purchase/abnormal/exceptionHandling`): what the warehouse found wrong on deliveries, one
 * order each (filters, status counts, export, detail with its log). 处理 asks how it is settled with the supplier
 * (补发, 退回, 扣款 with its amount, 接受差异); 供应商确认 and 驳回 are the row's transitions; 审批通过 (one, or the
 * selected) ends it, and the warehouse's 收货异常 closes with the decision.
 */
export function ExceptionOrderPage() {
  const { http, bridge } = useArea();
  const can = useCan();
  const [processing, setProcessing] = useState<{ row: EntityRow; list: EntityList } | null>(null);
  const [form] = Form.useForm<ProcessForm>();
  const [handling, setHandling] = useState<string>();
  const id = new URLSearchParams(useSearch()).get('id');
  const approve = (ids: string[], list: EntityList) =>
    Modal.confirm({
      title: '审批通过',
      content: `确定审批通过选中的 ${ids.length} 个采购异常单吗？通过后仓库的收货异常随之关闭。`,
      onOk: () =>
        http.post<{ approved: number }>(`${API}/approve`, { ids }).then((r) => {
          bridge.toast('success', `已审批通过 ${r.approved} 个`);
          list.refresh();
        }),
    });
  const submit = async () => {
    if (!processing) return;
    const values = await form.validate();
    await http.post(`${API}/process`, { id: processing.row.id, ...values });
    bridge.toast('success', `采购异常单 ${processing.row.code} 已处理，待供应商确认`);
    processing.list.refresh();
    setProcessing(null);
    form.resetFields();
  };
  return (
    <>
      <ResourceListPage
        resource={R.exceptionOrder}
        lookups={PURCHASE_LOOKUPS}
        opened={id ? { detail: id } : undefined}
        slots={{
          rowActions: (row, list) => (
            <>
              {row.status === 'pending' && can(exceptionOrder.permission('process')) && (
                <Button type="text" size="mini" onClick={() => setProcessing({ row, list })}>
                  处理
                </Button>
              )}
              {row.status === 'confirmed' && can(exceptionOrder.permission('approve')) && (
                <Button type="text" size="mini" onClick={() => approve([String(row.id)], list)}>
                  审批通过
                </Button>
              )}
            </>
          ),
          batchActions: (list) =>
            can(exceptionOrder.permission('approve')) ? [{ key: 'approve', label: '批量审批通过', onClick: () => approve(list.selectedKeys, list) }] : [],
        }}
      />
      <Modal
        title={`处理 · ${processing?.row.code ?? ''}`}
        visible={processing !== null}
        onOk={submit}
        onCancel={() => setProcessing(null)}
        afterClose={() => {
          form.resetFields();
          setHandling(undefined);
        }}
      >
        {processing && (
          <p>
            {String(processing.row.sku_code)} × {String(processing.row.quantity)}（{String(processing.row.reason ?? '')}）
          </p>
        )}
        <Form form={form} layout="vertical" onValuesChange={(_, all) => setHandling(all.handling)}>
          <Form.Item label="处理方式" field="handling" rules={[{ required: true, message: '请选择处理方式' }]}>
            <Select options={exceptionHandlings.map((h) => ({ value: h.value, label: h.label }))} placeholder="请选择" />
          </Form.Item>
          {handling === 'deduct' && (
            <Form.Item
              label="扣款金额"
              field="deduct_amount"
              rules={[{ required: true, match: /^\d{1,12}(\.\d{1,2})?$/, message: '请填写扣款金额（大于0，最多2位小数）' }]}
            >
              <Input placeholder="0.00" />
            </Form.Item>
          )}
          <Form.Item label="处理说明" field="handle_note" rules={[{ maxLength: 500, message: '处理说明最长500个字符' }]}>
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={500} showWordLimit />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
