import { Button, Input, Select, Space, Table, Typography } from '@arco-design/web-react';
import { compositionLabel, percentProblem, percentTotal } from '@entrepot/module-catalogue/entities';
import { useArea } from '@entrepot/web/area';
import { filterByLabel } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { compositionUrls } from './composition-urls.ts';

export interface EditRow {
  key: number;
  material_id: string;
  percent: string;
}
interface MaterialOption {
  id: string;
  code: string;
  name: string;
  name_en: string | null;
}

/** The editor's refusals, as the server words them (it checks them again). */
function problemsOf(rows: EditRow[]): { rows: Map<number, string>; total: string | null } {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  for (const r of rows) {
    const problem = !r.material_id
      ? '请选择材质'
      : seen.has(r.material_id)
        ? '材质重复'
        : r.percent.trim() === ''
          ? '请输入比例(%)'
          : percentProblem(r.percent.trim());
    if (problem) problems.set(r.key, problem);
    seen.add(r.material_id);
  }
  const sum = percentTotal(rows.map((r) => r.percent.trim()));
  return { rows: problems, total: rows.length && sum !== '100' ? `成分比例合计必须为100%，当前为${sum}%` : null };
}

/** Editable composition rows: material select, percent, the live sum and label preview; 保存 sends them all. */
export function CompositionEditor(props: {
  initial: EditRow[];
  busy: boolean;
  onCancel(): void;
  onSave(rows: { material_id: string; percent: string }[]): void;
}) {
  const { http } = useArea();
  const [materials, setMaterials] = useState<MaterialOption[]>([]);
  const [rows, setRows] = useState<EditRow[]>(props.initial.length ? props.initial : [{ key: 0, material_id: '', percent: '100' }]);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    http
      .get<MaterialOption[]>(compositionUrls.materials)
      .then(setMaterials)
      .catch(() => undefined); // the HTTP client already showed the error
  }, [http]);
  const problems = problemsOf(rows);
  const change = (key: number, patch: Partial<EditRow>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const nameOf = (materialId: string) => materials.find((m) => m.id === materialId)?.name ?? null;
  const sum = percentTotal(rows.map((r) => r.percent.trim()));
  const save = () => {
    setTried(true);
    if (problems.rows.size || problems.total) return;
    props.onSave(rows.map((r) => ({ material_id: r.material_id, percent: r.percent.trim() })));
  };
  return (
    <div className="catalogue-composition-editor">
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        data={rows}
        style={{ maxWidth: 720, marginBottom: 12 }}
        columns={[
          {
            title: '材质',
            render: (_: unknown, r: EditRow, i: number) => (
              <Select
                aria-label={`第${i + 1}行材质`}
                placeholder="请选择材质"
                showSearch
                value={r.material_id || undefined}
                onChange={(v: string) => change(r.key, { material_id: v })}
                options={materials.map((m) => ({ value: m.id, label: m.name_en ? `${m.name} ${m.name_en}` : m.name }))}
                filterOption={filterByLabel}
              />
            ),
          },
          {
            title: '比例(%)',
            width: 200,
            render: (_: unknown, r: EditRow, i: number) => (
              <Input aria-label={`第${i + 1}行比例`} value={r.percent} suffix="%" onChange={(v) => change(r.key, { percent: v })} />
            ),
          },
          {
            title: '',
            render: (_: unknown, r: EditRow) => (
              <Space>
                {tried && problems.rows.get(r.key) && <Typography.Text type="error">{problems.rows.get(r.key)}</Typography.Text>}
                <Button type="text" status="danger" size="mini" onClick={() => setRows((list) => list.filter((x) => x.key !== r.key))}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Space direction="vertical" style={{ marginBottom: 12 }}>
        <Typography.Text className="composition-sum" type={rows.length && sum !== '100' ? 'error' : 'success'}>
          合计: {sum}%
        </Typography.Text>
        {tried && problems.total && <Typography.Text type="error">{problems.total}</Typography.Text>}
        {rows.length > 0 && (
          <Typography.Text type="secondary">
            预览: {compositionLabel(rows.map((r) => ({ percent: r.percent.trim() || '0', name: nameOf(r.material_id) })))}
          </Typography.Text>
        )}
        {rows.length === 0 && <Typography.Text type="secondary">没有成分行：保存后清除此处的材质成分</Typography.Text>}
      </Space>
      <Space>
        <Button onClick={() => setRows((list) => [...list, { key: Math.max(-1, ...list.map((r) => r.key)) + 1, material_id: '', percent: '' }])}>
          添加成分
        </Button>
        <Button type="primary" loading={props.busy} onClick={save}>
          保存
        </Button>
        <Button onClick={props.onCancel}>取消</Button>
      </Space>
    </div>
  );
}
