import { Button, Form, Input, Select, Space, Spin, Table, Tag, Typography } from '@arco-design/web-react';
import { keywordsProblem, LISTING_LIMITS, listingLanguages, plainTextProblem, spu, utf8Bytes } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { useReloading } from '../standard/spu-standard.tab.tsx';
import { languageUrls } from './language-urls.ts';

interface SkuTitle {
  sku_id: string;
  sku_code: string;
  spec: string | null;
  title: string;
}
interface LanguageText {
  lang: string;
  filled: boolean;
  version: number | null;
  title: string;
  bullets: string[];
  description: string;
  keywords: string;
  updated_at: string | null;
  skus: SkuTitle[];
}
interface ShowAnswer {
  filled: string[];
  texts: LanguageText[];
}

const slots = (list: string[]) => Array.from({ length: LISTING_LIMITS.bullets }, (_, i) => list[i] ?? '');

/** The form's messages before sending (the server checks the same rules). */
function problemsOf(title: string, description: string, keywords: string) {
  return {
    title: title.trim() === '' ? '请输入标题' : null,
    description: description ? plainTextProblem(description) : null,
    keywords: keywords ? keywordsProblem(keywords.trim()) : null,
  };
}

/**
 * 多语言 of the SPU detail: the listing texts of one language (标题, 五点描述, 描述, 搜索关键词) and each SKU's title
 * in it, with the marketplaces' limits counted as the user types; 保存 writes them in one go (spuskulanguage/update).
 */
export function SpuLanguageTab({ spuId }: { spuId: string }) {
  const { http, bridge } = useArea();
  const editable = useCan()(spu.permission('update'));
  const [lang, setLang] = useState<string>('en');
  const { data, reload } = useReloading<ShowAnswer>(languageUrls.show(spuId, lang));
  const text = data?.texts[0]?.lang === lang ? data.texts[0] : null;
  const [title, setTitle] = useState('');
  const [bullets, setBullets] = useState<string[]>(slots([]));
  const [description, setDescription] = useState('');
  const [keywords, setKeywords] = useState('');
  const [skuTitles, setSkuTitles] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setTitle(text?.title ?? '');
    setBullets(slots(text?.bullets ?? []));
    setDescription(text?.description ?? '');
    setKeywords(text?.keywords ?? '');
    setSkuTitles(Object.fromEntries((text?.skus ?? []).map((s) => [s.sku_id, s.title])));
    setTried(false);
  }, [text]);
  if (!data || !text) return <Spin loading style={{ display: 'block', minHeight: 80 }} />;
  const problems = problemsOf(title, description, keywords);
  const shown = (message: string | null) => (tried || message !== '请输入标题' ? message : null);
  const status = (message: string | null) => (shown(message) ? ('error' as const) : undefined);
  const bytes = utf8Bytes(keywords.trim());
  const save = async () => {
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      await http.put(languageUrls.update, {
        spu_id: spuId,
        lang,
        version: text.version,
        title,
        bullets: bullets.map((b) => b.trim()).filter(Boolean),
        description,
        keywords,
        skus: text.skus.map((s) => ({ sku_id: s.sku_id, title: skuTitles[s.sku_id] ?? '' })),
      });
      bridge.toast('success', '保存成功');
      reload();
    } catch {
      // the HTTP client already showed the refusal
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="catalogue-spu-language">
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          aria-label="语言"
          style={{ width: 180 }}
          value={lang}
          onChange={setLang}
          options={listingLanguages.map((l) => ({ value: l.value, label: `${l.label} (${l.value})${data.filled.includes(l.value) ? ' · 已填写' : ''}` }))}
        />
        <Typography.Text type="secondary">已填写:</Typography.Text>
        {data.filled.length ? data.filled.map((l) => <Tag key={l}>{listingLanguages.find((x) => x.value === l)?.label ?? l}</Tag>) : <Tag>无</Tag>}
        {text.updated_at && <Typography.Text type="secondary">更新于 {formatDisplayTime(text.updated_at)}</Typography.Text>}
      </Space>
      <Form layout="vertical" disabled={!editable}>
        <Form.Item label="标题" required validateStatus={status(problems.title)} help={shown(problems.title)}>
          <Input aria-label="标题" value={title} onChange={setTitle} maxLength={LISTING_LIMITS.title} showWordLimit />
        </Form.Item>
        {bullets.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five slots are positional (五点描述1…5)
          <Form.Item key={i} label={`五点描述${i + 1}`}>
            <Input
              aria-label={`五点描述${i + 1}`}
              value={b}
              maxLength={LISTING_LIMITS.bullet}
              showWordLimit
              onChange={(v) => setBullets((list) => list.map((x, j) => (j === i ? v : x)))}
            />
          </Form.Item>
        ))}
        <Form.Item label="描述（纯文本）" validateStatus={status(problems.description)} help={shown(problems.description)}>
          <Input.TextArea
            aria-label="描述"
            value={description}
            onChange={setDescription}
            maxLength={LISTING_LIMITS.description}
            showWordLimit
            autoSize={{ minRows: 4, maxRows: 12 }}
          />
        </Form.Item>
        <Form.Item
          label="搜索关键词"
          validateStatus={status(problems.keywords)}
          help={shown(problems.keywords) ?? `${bytes}/${LISTING_LIMITS.keywordBytes}字节（亚马逊按字节计算，一个汉字或日文字符占3字节）`}
        >
          <Input aria-label="搜索关键词" value={keywords} onChange={setKeywords} />
        </Form.Item>
      </Form>
      <Table
        size="small"
        rowKey="sku_id"
        pagination={false}
        data={text.skus}
        style={{ marginBottom: 12 }}
        columns={[
          { title: 'SKU编码', dataIndex: 'sku_code', width: 180 },
          { title: '规格', dataIndex: 'spec', width: 140 },
          {
            title: 'SKU标题',
            dataIndex: 'title',
            render: (_: unknown, row: SkuTitle) => (
              <Input
                aria-label={`${row.sku_code}标题`}
                disabled={!editable}
                value={skuTitles[row.sku_id] ?? ''}
                maxLength={LISTING_LIMITS.title}
                showWordLimit
                onChange={(v) => setSkuTitles((all) => ({ ...all, [row.sku_id]: v }))}
              />
            ),
          },
        ]}
      />
      {editable && (
        <Button type="primary" loading={busy} onClick={save}>
          保存
        </Button>
      )}
    </div>
  );
}
