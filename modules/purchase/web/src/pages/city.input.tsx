import { Cascader } from '@arco-design/web-react';
import { BASE, SERVICE } from '@entrepot/module-purchase/entities';
import { type InputProps, useEntityUi } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';

interface CityNode {
  value: string;
  label: string;
  children?: CityNode[];
}

let cities: Promise<CityNode[]> | undefined;

/** 城市 of a supplier: 省 → 市 from `chinacitylist/citys` (loaded once); the province is the server's to set. */
export function CityInput({ field, value, onChange, disabled, error }: InputProps) {
  const { http } = useEntityUi();
  const [options, setOptions] = useState<CityNode[]>([]);
  useEffect(() => {
    cities ??= http.get<CityNode[]>(`${SERVICE}${BASE}/chinacitylist/citys`);
    let current = true;
    cities.then((list) => current && setOptions(list)).catch(() => (cities = undefined)); // shown by the client; asked again next time
    return () => {
      current = false;
    };
  }, [http]);
  const city = typeof value === 'string' && value ? value : undefined;
  const province = city && options.find((p) => p.children?.some((c) => c.value === city))?.value;
  return (
    <Cascader
      aria-label={field.label}
      options={options}
      value={province && city ? [province, city] : []}
      showSearch
      allowClear
      disabled={disabled}
      error={error}
      placeholder="请选择省/市"
      onChange={(path) => onChange((path as string[] | undefined)?.[1] ?? null)}
    />
  );
}
