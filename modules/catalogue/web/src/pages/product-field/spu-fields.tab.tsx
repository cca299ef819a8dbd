import { Alert, Button, Descriptions, Empty, Form, Spin } from '@arco-design/web-react';
import { spu } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { HttpError } from '@entrepot/web/http';
import { useEffect, useState } from 'react';
import { useReloading } from '../standard/spu-standard.tab.tsx';
import { FieldValueInput, type SpuField } from './field-value-input.tsx';
import { spuFieldValuesUrl } from './product-field-urls.ts';

interface SpuFieldValues {
  fields: SpuField[];
  values: Record<string, unknown>;
}

/** The server's refusal as one message per field key (`data.errors`), or a message for the whole form. */
function refusalOf(e: unknown): { byKey: Record<string, string>; message: string } {
  const errors = e instanceof HttpError ? (e.data as { errors?: { key: string; message: string }[] } | null)?.errors : undefined;
  if (errors?.length) return { byKey: Object.fromEntries(errors.map((x) => [x.key, x.message])), message: '' };
  return { byKey: {}, message: e instanceof Error ? e.message : '保存失败' };
}

/**
 * 扩展字段 of the SPU detail (`GET|PUT field-product/{id}`): an input per custom field that applies to the SPU (by
 * its category), by type; 保存 with `catalogue.spu.update`, the server's refusals shown under their fields.
 */
export function SpuFieldsTab({ spuId }: { spuId: string }) {
  const { data, reload } = useReloading<SpuFieldValues>(spuFieldValuesUrl(spuId));
  const { http, bridge } = useArea();
  const editable = useCan()(spu.permission('update'));
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [refusal, setRefusal] = useState<{ byKey: Record<string, string>; message: string }>({ byKey: {}, message: '' });
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(data?.values ?? {}), [data]);
  if (!data) return <Spin loading style={{ display: 'block', minHeight: 80 }} />;
  if (!data.fields.length) return <Empty description="没有适用于该SPU的自定义字段（在 字段设置 中添加）" />;
  if (!editable) return <Descriptions column={2} border data={data.fields.map((f) => ({ label: f.name, value: f.text || '—' }))} style={{ maxWidth: 900 }} />;

  const save = async () => {
    setSaving(true);
    setRefusal({ byKey: {}, message: '' });
    try {
      await http.put(spuFieldValuesUrl(spuId), { values: draft }, { silent: true });
      bridge.toast('success', '扩展字段已保存');
      reload();
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form layout="vertical" className="catalogue-spu-fields" style={{ maxWidth: 640 }} onSubmit={save}>
      {refusal.message && <Alert type="error" content={refusal.message} style={{ marginBottom: 12 }} />}
      {data.fields.map((f) => (
        <Form.Item
          key={f.key}
          label={`${f.name}（${f.type_label}）`}
          required={f.required}
          extra={f.remark ?? undefined}
          validateStatus={refusal.byKey[f.key] ? 'error' : undefined}
          help={refusal.byKey[f.key]}
        >
          <FieldValueInput field={f} value={draft[f.key]} onChange={(v) => setDraft({ ...draft, [f.key]: v })} />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}

/** The SPU detail's tab of this folder: 扩展字段. */
export function productFieldTabs(row: EntityRow) {
  return [{ key: 'product-fields', title: '扩展字段', content: <SpuFieldsTab spuId={String(row.id)} /> }];
}
