import { Select } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { useDebouncedCallback } from '@entrepot/web/widgets';
import { type CSSProperties, useState } from 'react';
import { skuExtrasUrls } from './sku-extras-urls.ts';

export interface SkuOption {
  id: string;
  code: string;
  name: string;
  spec: string | null;
  status: string;
}

interface Props {
  /** One SKU (the merge target) or several (related SKUs). */
  multiple?: boolean;
  value: string[];
  onChange(ids: string[], chosen: SkuOption[]): void;
  /** SKUs never offered (the SKU itself). */
  exclude?: string[];
  placeholder?: string;
  style?: CSSProperties;
}

/** SKUs found by code or name as the user types (`sku/search`), 300 ms after the last key. */
export function SkuSearchSelect({ multiple, value, onChange, exclude = [], placeholder = '输入SKU编码或名称搜索', style }: Props) {
  const { http } = useArea();
  const [options, setOptions] = useState<SkuOption[]>([]);
  const [known, setKnown] = useState<Map<string, SkuOption>>(new Map());
  const [loading, setLoading] = useState(false);
  const search = useDebouncedCallback(async (text: string) => {
    const keyword = text.trim();
    if (!keyword) return;
    setLoading(true);
    try {
      const found = await http.get<SkuOption[]>(skuExtrasUrls.skuSearch, { params: { keyword }, silent: true }).catch(() => []);
      const offered = found.filter((s) => !exclude.includes(s.id));
      setOptions(offered);
      setKnown((k) => new Map([...k, ...offered.map((s) => [s.id, s] as const)]));
    } finally {
      setLoading(false);
    }
  }, 300);
  const change = (next: string | string[] | undefined) => {
    const ids = next === undefined ? [] : Array.isArray(next) ? next : [next];
    onChange(
      ids,
      ids.flatMap((i) => known.get(i) ?? []),
    );
  };
  // Chosen SKUs keep their labels when a later search no longer finds them.
  const chosen = value.flatMap((i) => (options.some((o) => o.id === i) ? [] : (known.get(i) ?? [])));
  return (
    <Select
      showSearch
      allowClear
      mode={multiple ? 'multiple' : undefined}
      placeholder={placeholder}
      style={style ?? { width: '100%' }}
      loading={loading}
      filterOption={false}
      value={multiple ? value : value[0]}
      onSearch={search}
      onChange={change}
      options={[...chosen, ...options].map((s) => ({ value: s.id, label: `${s.code} ${s.name}` }))}
      notFoundContent="无匹配的SKU"
    />
  );
}
