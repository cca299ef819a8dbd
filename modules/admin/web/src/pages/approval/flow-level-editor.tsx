import { Button, Card, Input, Radio, Select, Space } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconDelete } from '@arco-design/web-react/icon';
import type { Level } from '@entrepot/hub-server/approvals';
import { filterByLabel } from '@entrepot/web/entity';
import { APPROVER_KIND_LABELS, APPROVER_KINDS, MODE_OPTIONS } from './approval-text.ts';
import { withApprovers } from './flow-form.ts';
import { useFlowNames } from './flow-names.tsx';

export interface FlowLevelEditorProps {
  position: number;
  count: number;
  level: Level;
  disabled?: boolean;
  onChange(level: Level): void;
  onMove(to: number): void;
  onRemove(): void;
}

const MODE_HINTS: Record<Level['mode'], string> = {
  any: '任一审批人通过即进入下一级',
  all: '所列人员都须通过；所列角色、岗位各需一人通过',
};

/** One level of a flow: 节点名称, 审批方式 and its approvers by user, role or job. */
export function FlowLevelEditor({ position, count, level, disabled, onChange, onMove, onRemove }: FlowLevelEditorProps) {
  const { options } = useFlowNames();
  const title = `第${position + 1}级`;
  return (
    <Card
      size="small"
      className="flow-level"
      title={title}
      extra={
        <Space size={4}>
          <Button size="mini" icon={<IconArrowUp />} aria-label={`${title}上移`} disabled={disabled || position === 0} onClick={() => onMove(position - 1)} />
          <Button
            size="mini"
            icon={<IconArrowDown />}
            aria-label={`${title}下移`}
            disabled={disabled || position === count - 1}
            onClick={() => onMove(position + 1)}
          />
          <Button size="mini" status="danger" icon={<IconDelete />} aria-label={`删除${title}`} disabled={disabled} onClick={onRemove} />
        </Space>
      }
    >
      <div className="flow-editor-row">
        <span className="flow-editor-label">节点名称</span>
        <Input aria-label={`${title}节点名称`} maxLength={50} value={level.name} disabled={disabled} onChange={(name) => onChange({ ...level, name })} />
      </div>
      <div className="flow-editor-row">
        <span className="flow-editor-label">审批方式</span>
        <Radio.Group
          type="button"
          size="small"
          options={MODE_OPTIONS}
          value={level.mode}
          disabled={disabled}
          onChange={(mode: Level['mode']) => onChange({ ...level, mode })}
        />
        <span className="flow-editor-hint">{MODE_HINTS[level.mode]}</span>
      </div>
      {APPROVER_KINDS.map((kind) => (
        <div key={kind} className="flow-editor-row">
          <span className="flow-editor-label">审批{APPROVER_KIND_LABELS[kind]}</span>
          <Select
            aria-label={`${title}审批${APPROVER_KIND_LABELS[kind]}`}
            mode="multiple"
            showSearch
            allowClear
            filterOption={filterByLabel}
            placeholder={`请选择${APPROVER_KIND_LABELS[kind]}`}
            options={options[kind]}
            value={level.approvers[kind] ?? []}
            disabled={disabled}
            onChange={(ids: string[] | undefined) => onChange(withApprovers(level, kind, ids ?? []))}
          />
        </div>
      ))}
    </Card>
  );
}
