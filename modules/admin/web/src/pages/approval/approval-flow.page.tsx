import { approvalFlow } from '@entrepot/hub-server/approvals';
import { EntityListPage, type EntityListSlots, type EntityRow, EntityUiProvider } from '@entrepot/web/entity';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { approvalFlowUrls } from './approval.api.ts';
import { conditionsText, levelsText } from './approval-text.ts';
import { DocumentTypeInput } from './document-type.input.tsx';
import { typeText } from './document-type-text.ts';
import { FlowConditionsInput } from './flow-conditions.input.tsx';
import { FlowEnableButton } from './flow-enable-button.tsx';
import { FlowLevelsInput } from './flow-levels.input.tsx';
import { FlowNamesProvider, useFlowNames } from './flow-names.tsx';
import { useDocumentTypes } from './use-document-types.ts';
import './approval.css';

/** 系统管理 → 审批流程 (`#/system/approval-flows`): each document type's flows, their conditions and levels. */
export function ApprovalFlowPage() {
  const config = useEntityConfig(approvalFlow, approvalFlowUrls);
  return (
    <div className="admin-page">
      <EntityUiProvider config={config}>
        <FlowNamesProvider>
          <FlowList config={config} />
        </FlowNamesProvider>
      </EntityUiProvider>
    </div>
  );
}

function FlowList({ config }: { config: ReturnType<typeof useEntityConfig> }) {
  const names = useFlowNames();
  const types = useDocumentTypes();
  const conditions = (row: EntityRow) => conditionsText(row['conditions'], names.orgName);
  const levels = (row: EntityRow) => levelsText(row['levels'], names.nameOf);
  const slots: EntityListSlots = {
    // JSON fields are not list columns: conditions and levels in words (names from identity's lookups).
    columns: [
      { key: 'conditions', title: '适用条件', width: 240, render: (_: unknown, row: EntityRow) => conditions(row) },
      { key: 'levels', title: '审批节点', width: 360, render: (_: unknown, row: EntityRow) => levels(row) },
    ],
    // The type in its words where a document named it (采购单), its code beside it for the one who configures.
    cells: { document_type: (row) => typeText(String(row['document_type'] ?? ''), types) },
    rowActions: (row, list) => <FlowEnableButton flow={row} onChanged={list.refresh} />,
    form: {
      inputs: {
        document_type: (props) => <DocumentTypeInput {...props} types={types} />,
        conditions: FlowConditionsInput,
        levels: FlowLevelsInput,
      },
    },
    detail: {
      section: (row) => (
        <div className="flow-editor-hint" style={{ marginTop: 12 }}>
          <div>适用条件：{conditions(row)}</div>
          <div>审批节点：{levels(row)}</div>
        </div>
      ),
    },
  };
  return <EntityListPage config={config} slots={slots} />;
}
