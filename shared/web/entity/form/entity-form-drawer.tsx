import { Alert, Button, Drawer, Form, Space, Spin } from '@arco-design/web-react';
import type { Field } from '@entrepot/entity';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { EntityConfig, EntityRow } from '../config.ts';
import { EntityUiProvider } from '../entity-context.tsx';
import { FieldInput } from '../fields/registry.tsx';
import type { InputProps, LineHints } from '../fields/types.ts';
import { useEditLease } from './use-edit-lease.ts';
import { type EntityForm, type FormValues, useEntityForm } from './use-entity-form.ts';

export interface EntityFormSlots {
  /** Replace one field's control, e.g. a permission tree for `permissions`. */
  inputs?: Record<string, (props: InputProps) => ReactNode>;
  /** Below the fields (a hint, a related list). */
  footer?(form: EntityForm): ReactNode;
  /**
   * A hook, called on every render with the form's values: the hint of a line's empty cell (a purchase order's
   * 单价 says the quotation's price a blank takes). Given for the whole life of the form, or never.
   */
  useLineHints?(values: FormValues): LineHints | undefined;
}

const noLineHints = (): LineHints | undefined => undefined;

export interface EntityFormDrawerProps {
  config: EntityConfig;
  /** Open for create (null) or edit (a row); undefined: closed. */
  record: EntityRow | null | undefined;
  /** A new record's values, given by the page that opened the form. */
  prefill?: Record<string, unknown>;
  onClose(): void;
  onSaved(row: EntityRow): void;
  slots?: EntityFormSlots;
  width?: number;
}

/** Create and edit in a drawer; mounted per opening, so each opening starts from the record. */
export function EntityFormDrawer({ config, record, prefill, onClose, onSaved, slots, width = 560 }: EntityFormDrawerProps) {
  const open = record !== undefined;
  return (
    <Drawer
      width={width}
      visible={open}
      title={`${record ? '编辑' : '新增'}${config.entity.label}`}
      footer={null}
      unmountOnExit
      maskClosable={false}
      onCancel={onClose}
    >
      {open && (
        <EntityUiProvider config={config}>
          <FullRecord key={record?.id ?? 'new'} config={config} record={record}>
            {(full) => <EntityFormBody config={config} record={full} prefill={prefill} onClose={onClose} onSaved={onSaved} slots={slots} />}
          </FullRecord>
        </EntityUiProvider>
      )}
    </Drawer>
  );
}

/**
 * The record to edit as the detail answers it when the entity owns child rows (a list row does not carry
 * them); any other record as given.
 */
function FullRecord({ config, record, children }: { config: EntityConfig; record: EntityRow | null; children(record: EntityRow | null): ReactNode }) {
  const needsDetail = record !== null && Object.values(config.entity.fields).some((f) => f.type === 'children');
  const [full, setFull] = useState<EntityRow | null | undefined>(needsDetail ? undefined : record);
  // A page may pass a fresh config every render: the detail is asked once per record.
  const latest = useRef(config);
  latest.current = config;
  const id = record?.id;
  useEffect(() => {
    if (!needsDetail || !id) return;
    let current = true;
    latest.current.http
      .get<EntityRow>(latest.current.urls.detail(id))
      .then((row) => current && setFull(row))
      .catch(() => {}); // the HTTP client has shown the error; the drawer stays loading until closed
    return () => {
      current = false;
    };
  }, [needsDetail, id]);
  return full === undefined ? <Spin loading style={{ display: 'block', minHeight: 120 }} /> : children(full);
}

/** A document's header fields three to a row, its lines and long texts across: the lines stay in sight. */
const DOCUMENT_GRID = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 16 } as const;
const WHOLE_ROW = { gridColumn: '1 / -1' } as const;
const wide = (field: Field) => field.type === 'children' || field.type === 'richText' || (field.type === 'text' && field.multiline === true);

function EntityFormBody({ config, record, prefill, onClose, onSaved, slots }: Omit<EntityFormDrawerProps, 'record' | 'width'> & { record: EntityRow | null }) {
  const lease = useEditLease(config, record?.id);
  const form = useEntityForm(config, record, onSaved, lease.token ? { lock_token: lease.token } : undefined, prefill);
  const useHints = slots?.useLineHints ?? noLineHints;
  const lineHints = useHints(form.values);
  if (!lease.ready) return <Spin loading style={{ display: 'block', minHeight: 120 }} />;
  return (
    <Form
      layout="vertical"
      onSubmit={() => {
        void form.submit();
      }}
    >
      {lease.refusal && <Alert type="warning" style={{ marginBottom: 12 }} content={lease.refusal} />}
      <div style={config.entity.document ? DOCUMENT_GRID : undefined}>
        {form.fields.map(({ key, field, disabled }) => {
          const error = form.errors[key];
          const props: InputProps = {
            name: key,
            field,
            value: form.values[key],
            onChange: (v) => form.setValue(key, v),
            disabled,
            row: record ?? undefined,
            context: form.values,
            error: Boolean(error),
            lineHints,
          };
          const custom = slots?.inputs?.[key];
          return (
            <Form.Item
              key={key}
              label={field.label}
              required={field.required}
              validateStatus={error ? 'error' : undefined}
              help={error}
              style={wide(field) ? WHOLE_ROW : undefined}
            >
              {custom ? custom(props) : <FieldInput {...props} />}
            </Form.Item>
          );
        })}
      </div>
      {slots?.footer?.(form)}
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" htmlType="submit" loading={form.saving} disabled={Boolean(lease.refusal)}>
          保存
        </Button>
      </Space>
    </Form>
  );
}
