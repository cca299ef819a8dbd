import { Button, Checkbox, Popover } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { useCallback, useEffect, useState } from 'react';
import type { EntityHttp, Option } from '../config.ts';

/** The hub's 列设置 rows (hub/server/src/table-settings): each person's hidden columns per list, on the server. */
export const TABLE_SETTINGS = '/api-auth/api/v1/table/field';

const storageKey = (entityName: string) => `entrepot.columns.${entityName}`;

function readHidden(entityName: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(entityName)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

const remember = (entityName: string, keys: string[]) => {
  try {
    localStorage.setItem(storageKey(entityName), JSON.stringify(keys));
  } catch {
    // private mode or a full store: the choice lasts for this page only
  }
};

/**
 * The columns a user hid in a list: shown at once from this browser's copy (localStorage), then from the
 * server's, which follows the person to any browser; a change is kept in both. Without the server (a page
 * outside the hub, a failed call) the browser's copy is all there is.
 */
export function useHiddenColumns(entityName: string, http?: EntityHttp): [hidden: string[], setHidden: (keys: string[]) => void] {
  const [hidden, setState] = useState(() => readHidden(entityName));
  useEffect(() => {
    let live = true;
    http
      ?.get<{ hidden: string[] }>(`${TABLE_SETTINGS}/sorts`, { params: { table: entityName }, silent: true })
      .then((saved) => {
        if (!live || !Array.isArray(saved?.hidden)) return;
        setState(saved.hidden);
        remember(entityName, saved.hidden);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [http, entityName]);
  const setHidden = useCallback(
    (keys: string[]) => {
      setState(keys);
      remember(entityName, keys);
      http?.post(`${TABLE_SETTINGS}/sort`, { table: entityName, hidden: keys }, { silent: true }).catch(() => {});
    },
    [http, entityName],
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
