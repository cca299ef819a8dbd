import { Button, Popconfirm } from '@arco-design/web-react';
import { type StatusField, userTransitions } from '@entrepot/entity';
import type { ReactNode } from 'react';
import type { EntityConfig, EntityRow } from '../config.ts';

export const DELETE_CONFIRM = '确定删除吗？';

export interface TransitionAction {
  name: string;
  label: string;
}

/** The transitions a row may take now: from its current state, with the user's permission and a URL. */
export function availableTransitions(config: EntityConfig, row: EntityRow): TransitionAction[] {
  if (!config.urls.transition) return [];
  const mine = new Set(userTransitions(config.entity)); // an approval's decisions are the engine's, never a button
  return Object.entries(config.entity.fields).flatMap(([key, field]) => {
    if (field.type !== 'status') return [];
    const { transitions } = (field as StatusField).machine;
    return Object.entries(transitions)
      .filter(
        ([name, t]) => (key !== 'status' || mine.has(name)) && t.from.includes(String(row[key])) && config.can(config.entity.permission(t.permission ?? name)),
      )
      .map(([name, t]) => ({ name, label: t.label }));
  });
}

export interface RowActionsProps {
  config: EntityConfig;
  row: EntityRow;
  onEdit?(): void;
  onDelete?(): Promise<void>;
  onTransition(name: string): Promise<void>;
  extra?: ReactNode;
}

export function RowActions({ config, row, onEdit, onDelete, onTransition, extra }: RowActionsProps) {
  const { entity, can } = config;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {onEdit && can(entity.permission('update')) && (
        <Button type="text" size="mini" onClick={onEdit}>
          编辑
        </Button>
      )}
      {availableTransitions(config, row).map((t) => (
        <Popconfirm key={t.name} title={`确定${t.label}吗？`} onOk={() => onTransition(t.name)}>
          <Button type="text" size="mini">
            {t.label}
          </Button>
        </Popconfirm>
      ))}
      {extra}
      {onDelete && can(entity.permission('delete')) && (
        <Popconfirm title={DELETE_CONFIRM} onOk={onDelete}>
          <Button type="text" size="mini" status="danger">
            删除
          </Button>
        </Popconfirm>
      )}
    </span>
  );
}
