import { Descriptions, Empty, Table, Tag } from '@arco-design/web-react';
import { aqlLevels, colourTolerances, defectLevels, inspectionLevels } from '@entrepot/module-catalogue/entities';
import { formatDisplayTime } from '@entrepot/web/entity';

/** One saved revision of a standard (server: standard-revisions.ts). */
export interface Revision {
  id: string;
  revision: number;
  changes: string[];
  note: string | null;
  created_at: string;
  created_by_name: string | null;
  snapshot: Record<string, unknown>;
}

type Options = readonly { value: string; label: string }[];
const labelIn = (options: Options, value: unknown) => options.find((o) => o.value === value)?.label ?? (value ? String(value) : '—');
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));
const withTolerance = (value: unknown, tolerance: unknown, unit: string) => (value ? `${value} ${unit}${tolerance ? ` ±${tolerance}` : ''}` : '—');

/** What a revision said: the measures, material, colour, sampling plan and inspection points as saved. */
function Snapshot({ s }: { s: Record<string, unknown> }) {
  const size = s.length && s.width && s.height ? `${s.length}×${s.width}×${s.height}` : null;
  const items = (s.items ?? []) as { name: string; method: string | null; requirement: string; defect_level: string }[];
  return (
    <div className="catalogue-standard-snapshot">
      <Descriptions
        column={2}
        size="small"
        data={[
          { label: '标准重量', value: withTolerance(s.weight, s.weight_tolerance, 'kg') },
          { label: '尺寸(长×宽×高)', value: withTolerance(size, s.size_tolerance, 'cm') },
          { label: '材质', value: `${text(s.material_name)}${s.composition ? `（${s.composition}）` : ''}` },
          { label: '标准颜色', value: `${text(s.colour)} ${s.colour_tolerance ? labelIn(colourTolerances, s.colour_tolerance) : ''}` },
          { label: '抽样', value: `${labelIn(aqlLevels, s.aql)}，${labelIn(inspectionLevels, s.inspection_level)}` },
          { label: '标准图片', value: `${((s.pictures ?? []) as unknown[]).length} 张` },
          { label: '包装要求', value: text(s.packaging), span: 2 },
        ]}
      />
      <Table
        size="small"
        rowKey={(r) => `${r.name}-${r.requirement}`}
        pagination={false}
        data={items}
        columns={[
          { title: '检验项目', dataIndex: 'name', width: 120 },
          { title: '检验方法', dataIndex: 'method', render: text },
          { title: '标准要求', dataIndex: 'requirement' },
          { title: '缺陷等级', dataIndex: 'defect_level', width: 100, render: (v: string) => labelIn(defectLevels, v) },
        ]}
      />
    </div>
  );
}

/** 版本记录: every revision, newest first, with what changed and why; a row opens what it said. */
export function RevisionTable({ revisions }: { revisions: Revision[] }) {
  if (revisions.length === 0) return <Empty description="暂无版本记录" />;
  return (
    <Table
      className="catalogue-standard-revisions"
      size="small"
      rowKey="id"
      pagination={false}
      data={revisions}
      expandedRowRender={(r) => <Snapshot s={r.snapshot} />}
      columns={[
        { title: '版本', dataIndex: 'revision', width: 70, render: (v: number) => <Tag color="arcoblue">V{v}</Tag> },
        { title: '修改内容', dataIndex: 'changes', render: (v: string[]) => v.join('、') },
        { title: '修改说明', dataIndex: 'note', render: text },
        { title: '修改人', dataIndex: 'created_by_name', width: 110, render: text },
        { title: '时间', dataIndex: 'created_at', width: 170, render: (v: string) => formatDisplayTime(v) },
      ]}
    />
  );
}
