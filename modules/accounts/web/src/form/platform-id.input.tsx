import { Select } from '@arco-design/web-react';
import { type InputProps, useEntityUi } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { ACCOUNTS_LOOKUPS } from '../entity/accounts-urls.ts';
import { useFormPlatform } from './form-platform.tsx';

interface PlatformItem {
  id: string;
  code: string;
  name_en: string;
}

/** 平台 of a site or shop form: the platforms by English name; the choice also scopes the form's site inputs. */
export function PlatformIdInput({ field, value, onChange, disabled, error, row }: InputProps) {
  const ui = useEntityUi();
  const { setPlatform } = useFormPlatform();
  const [platforms, setPlatforms] = useState<PlatformItem[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening of the form
  useEffect(() => {
    setPlatform(typeof row?.platform_code === 'string' ? row.platform_code : undefined);
    let current = true;
    ui.lookup(ACCOUNTS_LOOKUPS['accounts.platform']!)
      .then((items) => current && setPlatforms(items as unknown as PlatformItem[]))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return (
    <Select
      aria-label={field.label}
      value={typeof value === 'string' ? value : undefined}
      options={platforms.map((p) => ({ value: p.id, label: p.name_en }))}
      showSearch
      disabled={disabled}
      error={error}
      placeholder={`请选择${field.label}`}
      onChange={(id: string) => {
        onChange(id);
        setPlatform(platforms.find((p) => p.id === id)?.code);
      }}
    />
  );
}
