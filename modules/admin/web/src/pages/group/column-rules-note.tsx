import type { InputProps } from '@entrepot/web/entity';
import { columnRulesText } from '../../column-rules/column-rules.ts';

/** 列权限 is set on its own screen; the group form only says what is hidden. */
export function ColumnRulesNote({ value }: InputProps) {
  return (
    <div style={{ color: 'var(--color-text-2)' }}>
      隐藏字段：{columnRulesText(value)}
      <div style={{ color: 'var(--color-text-3)' }}>在「列权限」中设置</div>
    </div>
  );
}
