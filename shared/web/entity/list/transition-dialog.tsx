import { Form, Modal } from '@arco-design/web-react';
import type { Field } from '@entrepot/entity';
import { useState } from 'react';
import type { EntityConfig, EntityRow } from '../config.ts';
import { FieldInput } from '../fields/registry.tsx';
import { validateField } from '../form/validate.ts';

export interface AskedTransition {
  name: string;
  label: string;
  /** The fields it takes (`input` of its declaration): each asked, each required. */
  input: readonly string[];
}

/** A batch's dialog: no record, so every value starts blank. */
const NO_ROW: EntityRow = { id: '', version: 0, created_at: '', updated_at: '' };

/**
 * A transition that takes values (驳回 its 驳回原因, 完成 its 完成SPU): their fields in a dialog, each required and
 * checked as the form checks it, run on 确定; a refusal keeps the dialog open with what was typed.
 */
export function TransitionDialog(props: {
  config: EntityConfig;
  /** The record it runs on; a batch's dialog has none (its values start blank). */
  row?: EntityRow;
  /** A batch: how many records it runs on (the title says so). */
  count?: number;
  transition: AskedTransition;
  onRun(values: Record<string, unknown>): Promise<void>;
  onClose(): void;
}) {
  const { config, row = NO_ROW, count, transition, onRun, onClose } = props;
  const fields = transition.input.map((key): [string, Field] => [key, { ...config.entity.fields[key]!, required: true } as Field]);
  const [values, setValues] = useState<Record<string, unknown>>(() => Object.fromEntries(fields.map(([key]) => [key, row[key] ?? null])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const found = Object.fromEntries(fields.flatMap(([key, field]) => (validateField(field, values[key]) ? [[key, validateField(field, values[key])!]] : [])));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onRun(values);
      onClose();
    } catch {
      // the HTTP client has shown the refusal; what was typed stays
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible
      title={count === undefined ? `${transition.label}：${String(row[config.entity.titleField] ?? '')}` : `批量${transition.label}（${count}条）`}
      onOk={run}
      onCancel={onClose}
      confirmLoading={busy}
      unmountOnExit
    >
      <Form layout="vertical">
        {fields.map(([key, field]) => (
          <Form.Item key={key} label={field.label} required validateStatus={errors[key] ? 'error' : undefined} help={errors[key]}>
            <FieldInput
              name={key}
              field={field}
              value={values[key]}
              row={row}
              error={Boolean(errors[key])}
              onChange={(v) => setValues((was) => ({ ...was, [key]: v }))}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
