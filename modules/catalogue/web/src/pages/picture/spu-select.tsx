import { Select } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { useDebouncedCallback } from '@entrepot/web/widgets';
import { type CSSProperties, useState } from 'react';
import type { SpuOption } from './picture-rows.ts';
import { pictureUrls } from './picture-urls.ts';

type Page = { list: SpuOption[] };

/** An SPU chosen by its code (exact, any case) or its name (contains). */
export function SpuSelect({ value, onChange, style }: { value: SpuOption | null; onChange(spu: SpuOption | null): void; style?: CSSProperties }) {
  const { http } = useArea();
  const [found, setFound] = useState<SpuOption[]>([]);
  // The chosen SPU is always an option: one set from outside (the page's ?spu_id=) shows its code and name.
  const options = value && !found.some((s) => s.id === value.id) ? [value, ...found] : found;
  const [loading, setLoading] = useState(false);
  const search = useDebouncedCallback(async (text: string) => {
    const q = text.trim();
    if (!q) return;
    setLoading(true);
    try {
      const query = (params: Record<string, string>) =>
        http.get<Page>(pictureUrls.spus, { params: { per_page: 20, ...params }, silent: true }).then(
          (p) => p.list,
          () => [],
        );
      const [byCode, byName] = await Promise.all([query({ code: q.toUpperCase() }), query({ name: q })]);
      setFound([...new Map([...byCode, ...byName].map((s) => [s.id, s])).values()]);
    } finally {
      setLoading(false);
    }
  }, 300);
  return (
    <Select
      showSearch
      allowClear
      placeholder="输入SPU编码或名称搜索"
      style={style ?? { width: 280 }}
      loading={loading}
      filterOption={false}
      value={value?.id}
      onSearch={search}
      onChange={(id?: string) => onChange(options.find((s) => s.id === id) ?? null)}
      options={options.map((s) => ({ value: s.id, label: `${s.code} ${s.name}` }))}
      notFoundContent="无匹配的SPU"
    />
  );
}
