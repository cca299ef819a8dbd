import { Alert, Button, Card, Input, Select, Space, Table, type TableColumnProps, Upload } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  type AmazonListing,
  amazonWarnings,
  type CreateForm,
  type EditRow,
  editRows,
  type FileRef,
  infoChangeUrls,
  linesOf,
  screens,
} from './info-change-rows.ts';

type SpuOption = { id: string; code: string; name: string };

/** The new-value input of one row, by the field's type (a select for 品牌 and 季节, a text area for 商品描述). */
function NewValueInput({ row, value, onChange }: { row: EditRow; value: string; onChange(v: string): void }) {
  const label = `${row.target.code} ${row.field.label} 新值`;
  if (row.field.options) {
    return (
      <Select
        aria-label={label}
        allowClear
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

/**
 * 新增商品信息变更 (`#/commodity/information/commodity-info-change/create?spu_id=`): choose an SPU, fill the new
 * values in the table of its fields and its SKUs' (current value beside each), the reason and attachments;
 * warned when a SKU listed on Amazon gets a new name or price. 提交 sends it to approval.
 */
export function InfoChangeCreatePage() {
  const { http, bridge } = useArea();
  const [, navigate] = useLocation();
  const initial = new URLSearchParams(useSearch()).get('spu_id');
  const [spuId, setSpuId] = useState<string | null>(initial);
  const [options, setOptions] = useState<SpuOption[]>([]);
  const [form, setForm] = useState<CreateForm | null>(null);
  const [listings, setListings] = useState<AmazonListing[]>([]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setForm(null);
    setValues({});
    if (!spuId) return;
    http.get<CreateForm>(infoChangeUrls.create(spuId)).then(setForm, () => setForm(null));
    http.post<AmazonListing[]>(infoChangeUrls.isAmazon, { spu_id: spuId }).then(setListings, () => setListings([]));
  }, [http, spuId]);

  const rows = useMemo(() => (form ? editRows(form) : []), [form]);
  const warnings = amazonWarnings(rows, values, listings);
  const search = (text: string) => {
    const q = text.trim();
    if (!q) return;
    const param = /^[A-Za-z0-9]+$/.test(q) ? `code=${encodeURIComponent(q.toUpperCase())}` : `name=${encodeURIComponent(q)}`;
    http.get<{ list: SpuOption[] }>(infoChangeUrls.spus(param), { silent: true }).then(
      (p) => setOptions(p.list),
      () => setOptions([]),
    );
  };
  const upload = async (file: File) => {
    const data = new FormData();
    data.append('files[]', file);
    const answer = await http.post<{ files: FileRef[] }>(infoChangeUrls.upload, data);
    setFiles((list) => [...list, ...answer.files]);
  };
  const submit = async () => {
    if (!form) return;
    const lines = linesOf(rows, values);
    if (lines.length === 0) return bridge.toast('warning', '请至少填写一项新值');
    if (!reason.trim()) return bridge.toast('warning', '请填写变更原因');
    setBusy(true);
    try {
      const done = await http.post<{ id: string; approval: { status: string } }>(infoChangeUrls.submit, {
        spu_id: form.spu.id,
        reason,
        lines,
        attachments: files.map((f) => f.id),
      });
      bridge.toast('success', done.approval.status === 'approved' ? '无需审批，已自动通过，稍后生效' : '已提交审批，审批通过后生效');
      navigate(screens.detail(done.id));
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
      render: (_: unknown, r) => `${r.kind === 'spu' ? 'SPU' : 'SKU'} ${r.target.code}${r.target.spec ? `（${r.target.spec}）` : ''}`,
    },
    { title: '字段', dataIndex: 'field.label', width: 110, render: (_: unknown, r) => r.field.label },
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
    <div className="catalogue-info-change-create">
      <Space direction="vertical" style={{ width: '100%' }} size="medium">
        <Space>
          <span>SPU</span>
          <Select
            aria-label="选择SPU"
            showSearch
            filterOption={false}
            style={{ width: 320 }}
            placeholder="输入SPU编码或名称"
            onSearch={search}
            value={spuId ?? undefined}
            options={options.map((o) => ({ value: o.id, label: `${o.code} ${o.name}` }))}
            onChange={(v: string) => setSpuId(v)}
          />
          {form && <span>{`${form.spu.code} ${form.spu.name}（${form.spu.status_label}）`}</span>}
        </Space>
        {warnings.length > 0 && <Alert type="warning" content={`以下SKU已在亚马逊上架，修改名称或销售价会影响在售链接：${warnings.join('；')}`} />}
        {form && <Table<EditRow> rowKey="key" size="small" border={false} data={rows} columns={columns} pagination={false} scroll={{ y: 520 }} />}
        <Card size="small" title="变更原因与附件">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input.TextArea aria-label="变更原因" placeholder="变更原因（必填）" maxLength={500} showWordLimit value={reason} onChange={setReason} />
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
                <Button type="text" size="mini" onClick={() => setFiles((list) => list.filter((x) => x.id !== f.id))}>
                  移除
                </Button>
              </Space>
            ))}
          </Space>
        </Card>
        <Space>
          <Button type="primary" loading={busy} disabled={!form} onClick={submit}>
            提交
          </Button>
          <Button onClick={() => navigate(screens.list)}>返回</Button>
        </Space>
      </Space>
    </div>
  );
}
