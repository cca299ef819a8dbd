import { Select } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import type { InputProps } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { API } from '../../entity/admin-urls.ts';
import type { SystemCount } from './use-permission-rows.ts';

/** 所属系统: one of the known systems, or a new one typed in. */
export function PermissionSystemInput({ field, value, onChange, disabled, error }: InputProps) {
  const { http } = useArea();
  const [systems, setSystems] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    http
      .get<SystemCount[]>(`${API}/systems`)
      .then((list) => current && setSystems(list.map((s) => s.code)))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [http]);
  return (
    <Select
      showSearch
      allowCreate
      allowClear
      disabled={disabled}
      error={error}
      placeholder={`请选择${field.label}`}
      value={typeof value === 'string' && value ? value : undefined}
      options={systems}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}
