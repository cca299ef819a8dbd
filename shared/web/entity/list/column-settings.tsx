import { Button, Checkbox, Popover } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { useCallback, useState } from 'react';
import type { Option } from '../config.ts';

const storageKey = (entityName: string) => `entrepot.columns.${entityName}`;

function readHidden(entityName: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(entityName)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** The columns a user hid, remembered per entity in localStorage. */
export function useHiddenColumns(entityName: string): [hidden: string[], setHidden: (keys: string[]) => void] {
  const [hidden, setState] = useState(() => readHidden(entityName));
  const setHidden = useCallback(
    (keys: string[]) => {
      setState(keys);
      try {
        localStorage.setItem(storageKey(entityName), JSON.stringify(keys));
      } catch {
        // private mode or a full store: the choice lasts for this page only
      }
    },
    [entityName],
  );
  return [hidden, setHidden];
}

export interface ColumnSettingsProps {
  columns: Option[];
  hidden: string[];
  onChange(hidden: string[]): void;
}

export function ColumnSettings({ columns, hidden, onChange }: ColumnSettingsProps) {
  const shown = columns.map((c) => c.value).filter((k) => !hidden.includes(k));
  const content = (
    <div style={{ maxHeight: 360, overflow: 'auto' }}>
      <Checkbox.Group
        direction="vertical"
        value={shown}
        options={columns}
        onChange={(next: string[]) => onChange(columns.map((c) => c.value).filter((k) => !next.includes(k)))}
      />
      <div style={{ marginTop: 8 }}>
        <Button size="mini" type="text" onClick={() => onChange([])}>
          显示全部
        </Button>
      </div>
    </div>
  );
  return (
    <Popover trigger="click" position="br" title="列设置" content={content}>
      <Button icon={<IconSettings />} aria-label="列设置">
        列设置
      </Button>
    </Popover>
  );
}
