import { Button, Form, Input, Modal } from '@arco-design/web-react';
import { type EntityDecl, type Resource, withFixed } from '@entrepot/entity';
import { BASE, SERVICE } from '@entrepot/module-quality/entities';
import { ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { QUALITY_LOOKUPS } from '../quality-lookups.ts';
import { InspectionPrint, type InspectionPrintRow } from './inspection-print.tsx';

/** A stage's screen shows its inspections only: the stage is no filter, no column and no form field there. */
const stageHidden = (entity: EntityDecl) => withFixed(entity, ['stage']);

/**
 * 质检单 of every stage (`#/quality/inspection`) or of one (`#/quality/pre-production`, `…/early-production`,
 * `…/mid-production`, `…/late-production`; `…/create` opens the form): the derived list with the checklist in the
 * form, 完成 / 重新检验, 打印 the report, and 放行 of a failed inspection with a reason.
 */
export function InspectionPage({ resource, stageOnly }: { resource: Resource; stageOnly: boolean }) {
  const { http } = useArea();
  const can = useCan();
  const [path] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const entity = useMemo(() => (stageOnly ? stageHidden(resource.entity) : resource.entity), [resource, stageOnly]);
  const [printing, setPrinting] = useState<InspectionPrintRow | null>(null);
  const [releasing, setReleasing] = useState<{ row: EntityRow; refresh(): void } | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const api = `${SERVICE}${BASE}/${resource.segment}`;
  const print = async (row: EntityRow) => setPrinting(await http.get<InspectionPrintRow>(`${api}/print`, { params: { id: row.id } }));
  const release = async () => {
    if (!releasing) return;
    const { reason } = await form.validate();
    await http.post(`${api}/release/${encodeURIComponent(releasing.row.id)}`, { reason });
    releasing.refresh();
    setReleasing(null);
    form.resetFields();
  };
  return (
    <>
      <ResourceListPage
        resource={resource}
        entity={entity}
        lookups={QUALITY_LOOKUPS}
        opened={path.endsWith('/create') ? { create: true } : id ? { detail: id } : undefined}
        slots={{
          rowActions: (row, list) => (
            <>
              <Button type="text" size="mini" onClick={() => print(row)}>
                打印
              </Button>
              {row.status === 'completed' && row.result === 'fail' && can(resource.entity.permission('release')) && (
                <Button type="text" size="mini" onClick={() => setReleasing({ row, refresh: list.refresh })}>
                  放行
                </Button>
              )}
            </>
          ),
        }}
      />
      <InspectionPrint row={printing} onClose={() => setPrinting(null)} />
      <Modal title={`放行 ${String(releasing?.row.code ?? '')}`} visible={releasing !== null} onOk={release} onCancel={() => setReleasing(null)} okText="放行">
        <p>检验不合格的采购单放行后即可收货，放行原因将记录在质检单中。</p>
        <Form form={form} layout="vertical">
          <Form.Item label="放行原因" field="reason" rules={[{ required: true, message: '请填写放行原因' }]}>
            <Input.TextArea maxLength={300} showWordLimit />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
