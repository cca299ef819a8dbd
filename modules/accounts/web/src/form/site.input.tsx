import { Select } from '@arco-design/web-react';
import type { InputProps } from '@entrepot/web/entity';
import { siteOptions } from '../lookup/gateway.ts';
import { useOptions } from '../lookup/use-options.ts';
import { withChosen } from './chosen-options.ts';
import { useFormPlatform } from './form-platform.tsx';

const titlesOf = (value: unknown) => (Array.isArray(value) ? value : [value]);

/** 站点 (one, or several for a shop): the sites of the platform chosen in the same form. */
export function SiteInput({ name, field, value, onChange, disabled, error, row }: InputProps) {
  const { platform } = useFormPlatform();
  const sites = useOptions(siteOptions, platform);
  const multiple = field.type === 'references';
  const chosen = multiple ? (Array.isArray(value) ? value.map(String) : []) : typeof value === 'string' ? [value] : [];
  const titles = titlesOf(row?.[multiple ? `${name}_titles` : `${name}_title`]);
  return (
    <Select
      aria-label={field.label}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? chosen : chosen[0]}
      options={withChosen(sites, chosen, titles)}
      showSearch
      allowClear={!field.required}
      disabled={disabled || !platform}
      error={error}
      placeholder={platform ? `请选择${field.label}` : '请先选择平台'}
      onChange={(v: string | string[] | undefined) => onChange(multiple ? (v ?? []) : (v ?? null))}
    />
  );
}
