import { Input, Select } from '@arco-design/web-react';
import type { InputProps } from '@entrepot/web/entity';
import { useEffect } from 'react';
import { platformOptions, shopOptions } from '../lookup/gateway.ts';
import { useOptions } from '../lookup/use-options.ts';
import { withChosen } from './chosen-options.ts';
import { useFormPlatform } from './form-platform.tsx';

/** 店铺 of a sales-account form: first the platform, then one of its enabled shops (the gateway lookups). */
export function ShopInput({ field, value, onChange, disabled, error, row }: InputProps) {
  const { platform, setPlatform } = useFormPlatform();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening of the form
  useEffect(() => setPlatform(typeof row?.platform_code === 'string' ? row.platform_code : undefined), []);
  const platforms = useOptions(platformOptions, '');
  const shops = useOptions(shopOptions, platform);
  const chosen = typeof value === 'string' ? value : undefined;
  return (
    <Input.Group compact style={{ display: 'flex' }}>
      <Select
        aria-label="平台"
        style={{ width: 160 }}
        value={platform}
        options={platforms}
        showSearch
        disabled={disabled}
        placeholder="请选择平台"
        onChange={(code: string) => {
          setPlatform(code);
          onChange(null); // a shop belongs to one platform
        }}
      />
      <Select
        aria-label={field.label}
        style={{ flex: 1 }}
        value={chosen}
        options={withChosen(shops, chosen ? [chosen] : [], [row?.main_account_id_title])}
        showSearch
        disabled={disabled || !platform}
        error={error}
        placeholder={platform ? `请选择${field.label}` : '请先选择平台'}
        onChange={(id: string) => onChange(id)}
      />
    </Input.Group>
  );
}
