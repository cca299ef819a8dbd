import { Table, Tag } from '@arco-design/web-react';
import { type OptionRow, optionProblem, skuMatrix } from '@entrepot/module-catalogue/sku-matrix';
import type { EntityForm } from '@entrepot/web/entity';

const rowsOf = (value: unknown): OptionRow[] =>
  (Array.isArray(value) ? value : [])
    .map((r) => r as Partial<OptionRow>)
    .filter((r) => r.dimension && r.value && r.code)
    .map((r) => ({ dimension: String(r.dimension), value: String(r.value), code: String(r.code) }));

/** Below the SPU form: the SKUs the variant values will make (codes SPU编码 + 规格编码), before saving. */
export function MatrixPreview({ form }: { form: EntityForm }) {
  const options = rowsOf(form.values['options']);
  const code = String(form.values['code'] ?? '') || '〈SPU编码〉';
  const problem = optionProblem(options);
  const cells = skuMatrix(code, options);
  return (
    <div className="catalogue-matrix-preview" data-testid="matrix-preview">
      <div style={{ margin: '12px 0 8px', fontWeight: 500 }}>
        SKU预览 <Tag color="arcoblue">{problem ? 0 : cells.length} 个SKU</Tag>
      </div>
      {problem ? (
        <div style={{ color: 'rgb(var(--danger-6))' }}>{problem}</div>
      ) : (
        <Table
          size="mini"
          rowKey="code"
          pagination={cells.length > 20 ? { pageSize: 20, size: 'mini' } : false}
          data={cells}
          columns={[
            { title: 'SKU编码', dataIndex: 'code' },
            { title: '规格', dataIndex: 'spec', render: (v: string) => v || '—' },
          ]}
        />
      )}
    </div>
  );
}
