import { Checkbox, Radio, TreeSelect } from '@arco-design/web-react';
import type { InputProps } from '@entrepot/web/entity';
import { useMemo } from 'react';
import { toTreeData } from '../../organization-tree/organization-tree.ts';
import { OPEN_ORGANIZATIONS_URL, useOrganizationTree } from '../../organization-tree/use-organization-tree.ts';
import { fromRowRuleForm, ORGANIZATION_SCOPES, type RowRuleForm, toRowRuleForm } from './row-rule.ts';

/** 行权限: 组织范围 (不限 / 本部门 / 本部门及下级 / 指定组织) and 仅本人创建, written as the `row_rules` JSON. */
export function RowRuleEditor({ value, onChange, disabled }: InputProps) {
  const form = toRowRuleForm(value);
  const { tree } = useOrganizationTree(OPEN_ORGANIZATIONS_URL);
  const treeData = useMemo(() => toTreeData(tree), [tree]);
  const change = (patch: Partial<RowRuleForm>) => onChange(fromRowRuleForm({ ...form, ...patch }));
  return (
    <div className="row-rule-editor" style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%' }}>
      <div>
        <span style={{ marginRight: 8 }}>组织范围</span>
        <Radio.Group
          type="button"
          disabled={disabled}
          value={form.organization}
          options={ORGANIZATION_SCOPES}
          onChange={(organization: RowRuleForm['organization']) => change({ organization })}
        />
      </div>
      {form.organization === 'listed' && (
        <TreeSelect
          multiple
          allowClear
          showSearch
          disabled={disabled}
          placeholder="请选择组织"
          treeData={treeData}
          value={form.organizationIds}
          onChange={(ids: string[] | undefined) => change({ organizationIds: (ids ?? []).map(String) })}
        />
      )}
      <Checkbox disabled={disabled} checked={form.ownerOnly} onChange={(ownerOnly: boolean) => change({ ownerOnly })}>
        仅本人创建
      </Checkbox>
    </div>
  );
}
