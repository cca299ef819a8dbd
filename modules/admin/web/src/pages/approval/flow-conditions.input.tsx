import { Input, Select, TreeSelect } from '@arco-design/web-react';
import type { InputProps } from '@entrepot/web/entity';
import { useMemo } from 'react';
import { toTreeData } from '../../organization-tree/organization-tree.ts';
import { type ConditionsForm, fromConditionsForm, toConditionsForm } from './flow-form.ts';
import { useFlowNames } from './flow-names.tsx';

/** 适用条件: amount range (decimal strings, lower bound included, upper excluded), 单据类别 and organizations. */
export function FlowConditionsInput({ value, onChange, disabled, error }: InputProps) {
  const { tree } = useFlowNames();
  const treeData = useMemo(() => toTreeData(tree), [tree]);
  const form = toConditionsForm(value);
  const change = (patch: Partial<ConditionsForm>) => onChange(fromConditionsForm({ ...form, ...patch }));
  const status = error ? 'error' : undefined;
  return (
    <div className="flow-editor">
      <div className="flow-editor-row">
        <span className="flow-editor-label">金额</span>
        <Input
          aria-label="金额下限"
          placeholder="下限（含），如 10000.00"
          value={form.amount_min}
          disabled={disabled}
          status={status}
          onChange={(amount_min) => change({ amount_min })}
        />
        <span>至</span>
        <Input
          aria-label="金额上限"
          placeholder="上限（不含）"
          value={form.amount_max}
          disabled={disabled}
          status={status}
          onChange={(amount_max) => change({ amount_max })}
        />
      </div>
      <div className="flow-editor-row">
        <span className="flow-editor-label">单据类别</span>
        <Select
          aria-label="单据类别"
          mode="multiple"
          allowCreate
          allowClear
          placeholder="输入类别后回车，如 urgent"
          value={form.types}
          disabled={disabled}
          onChange={(types: string[] | undefined) => change({ types: types ?? [] })}
        />
      </div>
      <div className="flow-editor-row">
        <span className="flow-editor-label">适用组织</span>
        <TreeSelect
          aria-label="适用组织"
          multiple
          allowClear
          showSearch
          placeholder="请选择组织（含其下级组织）"
          treeData={treeData}
          value={form.organization_ids}
          disabled={disabled}
          onChange={(ids: string[] | undefined) => change({ organization_ids: (ids ?? []).map(String) })}
        />
      </div>
      <div className="flow-editor-hint">不设条件：适用该单据类型的全部单据。金额条件不匹配没有金额的单据。</div>
    </div>
  );
}
