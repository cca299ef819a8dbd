import { Button } from '@arco-design/web-react';
import { group } from '@entrepot/hub-server/entities';
import { EntityListPage, type EntityListSlots, type EntityRow } from '@entrepot/web/entity';
import { useState } from 'react';
import { columnRulesText } from '../../column-rules/column-rules.ts';
import { groupUrls } from '../../entity/admin-urls.ts';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { findOrg } from '../../organization-tree/organization-tree.ts';
import { OPEN_ORGANIZATIONS_URL, useOrganizationTree } from '../../organization-tree/use-organization-tree.ts';
import { GroupDataAccessModal } from '../data-access/data-access.modal.tsx';
import { ColumnRulesNote } from './column-rules-note.tsx';
import { rowRuleText } from './row-rule.ts';
import { RowRuleEditor } from './row-rule-editor.tsx';

/** 系统管理 → 数据权限 (`#/permission/viewData`): groups, their members and jobs, and which rows they see. */
export function GroupPage() {
  const config = useEntityConfig(group, groupUrls);
  const { tree } = useOrganizationTree(OPEN_ORGANIZATIONS_URL);
  const [members, setMembers] = useState<EntityRow | null>(null);
  const slots: EntityListSlots = {
    rowActions: (row) => (
      <Button type="text" size="mini" onClick={() => setMembers(row)}>
        成员权限
      </Button>
    ),
    // json fields are not list columns: the rules are shown in words.
    columns: [
      { key: 'row_rules', title: '行权限', render: (_: unknown, row: EntityRow) => rowRuleText(row['row_rules'], (id) => findOrg(tree, id)?.name ?? id) },
      { key: 'column_rules', title: '列权限', ellipsis: true, render: (_: unknown, row: EntityRow) => columnRulesText(row['column_rules']) },
    ],
    form: { inputs: { row_rules: RowRuleEditor, column_rules: ColumnRulesNote } },
  };
  return (
    <div className="admin-page">
      <EntityListPage config={config} slots={slots} />
      <GroupDataAccessModal group={members} onClose={() => setMembers(null)} />
    </div>
  );
}
