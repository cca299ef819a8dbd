import { Button, Card, Input, Select, Space, Table, type TableColumnProps, Upload } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useArea } from '../area-context.ts';
import { type ChangeRequestScreens, detailPath } from './change-request-config.ts';
import { type ChangeForm, type EditRow, editRows, type FileRef, linesOf, subjectOf } from './change-request-rows.ts';

type Option = { id: string; title: string; code?: string };

/** The new-value input of one row, by the field's type (a select where it has choices, a text area for rich text). */
function NewValueInput({ row, value, onChange }: { row: EditRow; value: string; onChange(v: string): void }) {
  const label = `${row.target.code} ${row.field.label} 新值`;
  if (row.field.options) {
    return (
      <Select
        aria-label={label}
        allowClear
        showSearch
        size="small"
        placeholder="不变更"
        options={row.field.options}
        value={value || undefined}
        onChange={(v?: string) => onChange(v ?? '')}
      />
    );
  }
  if (row.field.type === 'richText') return <Input.TextArea aria-label={label} placeholder="不变更（可填HTML）" autoSize value={value} onChange={onChange} />;
  return <Input aria-label={label} size="small" allowClear placeholder="不变更" value={value} onChange={onChange} />;
}

/** Attachments: uploaded at once, listed with 移除 (the submit sends their ids). */
function Attachments({ url, files, onChange }: { url: string; files: FileRef[]; onChange(files: FileRef[]): void }) {
  const { http } = useArea();
  const upload = async (file: File) => {
    const data = new FormData();
    data.append('files[]', file);
    const answer = await http.post<{ files: FileRef[] }>(url, data);
    onChange([...files, ...answer.files]);
  };
  return (
    <>
      <Upload
        multiple
        limit={10}
        customRequest={({ file, onSuccess, onError }) =>
          upload(file).then(
            () => onSuccess(),
            (e: Error) => onError(e),
          )
        }
        showUploadList={false}
      >
        <Button>上传附件</Button>
      </Upload>
      {files.map((f) => (
        <Space key={f.id}>
          <a href={f.url} target="_blank" rel="noreferrer">
            {f.name}
          </a>
          <Button type="text" size="mini" onClick={() => onChange(files.filter((x) => x.id !== f.id))}>
            移除
          </Button>
        </Space>
      ))}
    </>
  );
}

/**
 * A change request's create screen (`<list>/create?<subject>_id=`): choose the subject, fill new values in the table
 * of its fields and its children's (the current value beside each, the request already waiting on a target named),
 * the reason and attachments. 提交 sends it to approval and opens it.
 */
export function ChangeRequestCreatePage({ screens }: { screens: ChangeRequestScreens }) {
  const { http, bridge } = useArea();
  const [, navigate] = useLocation();
  const { decl, api, Warning } = screens;
  const subjectLabel = decl.targets[decl.subject]!.entity.label;
  const [subjectId, setSubjectId] = useState<string | null>(new URLSearchParams(useSearch()).get(`${decl.subject}_id`));
  const [options, setOptions] = useState<Option[]>([]);
  const [form, setForm] = useState<ChangeForm | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setForm(null);
    setValues({});
    if (!subjectId) return;
    http.get<ChangeForm>(`${api.form}?${decl.subject}_id=${encodeURIComponent(subjectId)}`).then(setForm, () => setForm(null));
  }, [http, api, decl, subjectId]);

  const rows = useMemo(() => (form ? editRows(decl, form) : []), [decl, form]);
  const subject = form && subjectOf(decl, form);
  const search = (text: string) => {
    const q = text.trim();
    if (!q) return;
    http.get<Option[]>(`${api.subjects}?q=${encodeURIComponent(q)}`, { silent: true }).then(setOptions, () => setOptions([]));
  };
  const submit = async () => {
    if (!form || !subject) return;
    const lines = linesOf(decl, rows, values);
    if (lines.length === 0) return bridge.toast('warning', '请至少填写一项新值');
    if (!reason.trim()) return bridge.toast('warning', '请填写变更原因');
    setBusy(true);
    try {
      const body = { [`${decl.subject}_id`]: subject.id, reason, lines, attachments: files.map((f) => f.id) };
      const done = await http.post<{ id: string; approval: { status: string } }>(api.submit, body);
      bridge.toast('success', done.approval.status === 'approved' ? '无需审批，已自动通过，稍后生效' : '已提交审批，审批通过后生效');
      navigate(detailPath(screens, done.id));
    } catch {
      // the HTTP client showed the refusal (it names the line)
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnProps<EditRow>[] = [
    {
      title: '对象',
      key: 'target',
      width: 200,
      render: (_: unknown, r) => `${decl.targets[r.kind]!.entity.label} ${r.target.code}${r.target.aside ? `（${r.target.aside}）` : ''}`,
    },
    { title: '字段', key: 'field', width: 110, render: (_: unknown, r) => r.field.label },
    { title: '当前值', dataIndex: 'currentText', ellipsis: true, render: (t: string | null) => t ?? '-' },
    {
      title: '新值',
      key: 'new',
      width: 280,
      render: (_: unknown, r) => <NewValueInput row={r} value={values[r.key] ?? ''} onChange={(v) => setValues((all) => ({ ...all, [r.key]: v }))} />,
    },
    { title: '审批中', key: 'pending', width: 140, render: (_: unknown, r) => r.target.pending_code ?? '' },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="medium">
      <Space>
        <span>{subjectLabel}</span>
        <Select
          aria-label={`选择${subjectLabel}`}
          showSearch
          filterOption={false}
          style={{ width: 320 }}
          placeholder={`输入${subjectLabel}编码或名称`}
          onSearch={search}
          value={subjectId ?? undefined}
          options={options.map((o) => ({ value: o.id, label: `${o.code ?? ''} ${o.title}`.trim() }))}
          onChange={(v: string) => setSubjectId(v)}
        />
        {subject && <span>{`${subject.code} ${subject.name ?? ''}${subject.status_label ? `（${subject.status_label}）` : ''}`}</span>}
      </Space>
      {Warning && <Warning subjectId={subjectId} rows={rows} values={values} />}
      {form && <Table<EditRow> rowKey="key" size="small" border={false} data={rows} columns={columns} pagination={false} scroll={{ y: 520 }} />}
      <Card size="small" title={api.upload ? '变更原因与附件' : '变更原因'}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.TextArea aria-label="变更原因" placeholder="变更原因（必填）" maxLength={500} showWordLimit value={reason} onChange={setReason} />
          {api.upload && <Attachments url={api.upload} files={files} onChange={setFiles} />}
        </Space>
      </Card>
      <Space>
        <Button type="primary" loading={busy} disabled={!form} onClick={submit}>
          提交
        </Button>
        <Button onClick={() => navigate(screens.list)}>返回</Button>
      </Space>
    </Space>
  );
}
