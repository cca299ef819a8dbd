import { Button } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import type { Level } from '@entrepot/hub-server/approvals';
import type { InputProps } from '@entrepot/web/entity';
import { MAX_LEVELS, moveItem, newLevel, toLevels } from './flow-form.ts';
import { FlowLevelEditor } from './flow-level-editor.tsx';

/** 审批节点: levels in order, each with its name, mode and approvers (users, roles, jobs). */
export function FlowLevelsInput({ value, onChange, disabled }: InputProps) {
  const levels = toLevels(value);
  const set = (next: Level[]) => onChange(next.length ? next : null);
  return (
    <div className="flow-editor">
      {levels.map((level, i) => (
        <FlowLevelEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position; every input is controlled
          key={i}
          position={i}
          count={levels.length}
          level={level}
          disabled={disabled}
          onChange={(next) => set(levels.map((l, j) => (j === i ? next : l)))}
          onMove={(to) => set(moveItem(levels, i, to))}
          onRemove={() => set(levels.filter((_, j) => j !== i))}
        />
      ))}
      <Button
        type="dashed"
        long
        icon={<IconPlus />}
        disabled={disabled || levels.length >= MAX_LEVELS}
        onClick={() => set([...levels, newLevel(levels.length + 1)])}
      >
        添加审批节点{levels.length >= MAX_LEVELS ? `（最多${MAX_LEVELS}级）` : ''}
      </Button>
    </div>
  );
}
