import { Button, Card, Checkbox, Empty, Select, Space, Spin } from '@arco-design/web-react';
import type { ColumnRules } from '@entrepot/entity';
import { group } from '@entrepot/hub-server/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { useState } from 'react';
import { hiddenFields, RULE_ENTITIES, readColumnRules, withHiddenFields } from '../../column-rules/column-rules.ts';
import { groupUrls } from '../../entity/admin-urls.ts';
import { useGroup, useGroupOptions } from './use-groups.ts';

/** 系统管理 → 列权限 (`#/permission/tableConfig`): pick a group and an entity, tick the fields its members may not see. */
export function ColumnRulesPage() {
  const { http, bridge } = useArea();
  const can = useCan();
  const groups = useGroupOptions();
  const [groupId, setGroupId] = useState<string | undefined>(undefined);
  const [entityName, setEntityName] = useState(RULE_ENTITIES[0]?.name ?? '');
  const current = useGroup(groupId);
  const [draft, setDraft] = useState<ColumnRules | null>(null);
  const [saving, setSaving] = useState(false);
  const entity = RULE_ENTITIES.find((e) => e.name === entityName);
  const rules = draft ?? readColumnRules(current.row?.['column_rules']);
  const canSave = can(group.permission('update'));

  const save = async () => {
    if (!current.row || !groupId) return;
    setSaving(true);
    try {
      await http.put(groupUrls.update(groupId), { column_rules: rules, version: current.row.version });
      bridge.toast('success', '保存成功');
      setDraft(null);
      current.reload();
    } catch {
      // the HTTP client already showed the error
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="admin-page column-rules-page">
      <Space style={{ marginBottom: 12 }} wrap>
        <span>数据权限组</span>
        <Select
          style={{ width: 240 }}
          showSearch
          placeholder="请选择数据权限组"
          value={groupId}
          options={groups.map((g) => ({ value: g.id, label: g.name }))}
          onChange={(id: string) => {
            setGroupId(id);
            setDraft(null);
          }}
        />
        <span>对象</span>
        <Select style={{ width: 200 }} value={entityName} options={RULE_ENTITIES.map((e) => ({ value: e.name, label: e.label }))} onChange={setEntityName} />
        {canSave && (
          <Button type="primary" loading={saving} disabled={!current.row || draft === null} onClick={save}>
            保存
          </Button>
        )}
      </Space>
      {!groupId || !entity ? (
        <Empty description="请选择数据权限组" />
      ) : (
        <Spin loading={current.loading} style={{ display: 'block' }}>
          <Card title={`${entity.label}：勾选对该组成员隐藏的字段`} bordered={false}>
            <Checkbox.Group
              disabled={!canSave}
              value={hiddenFields(rules, entity.name)}
              options={entity.fields.map((f) => ({ value: f.key, label: f.label }))}
              onChange={(hidden: string[]) => setDraft(withHiddenFields(rules, entity, hidden))}
            />
          </Card>
        </Spin>
      )}
    </div>
  );
}
