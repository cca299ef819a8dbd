import { Button, Card, Empty, Form, Input, Popconfirm, Select, Space, Spin, Tag, Typography } from '@arco-design/web-react';
import { descriptionLanguages, MAX_BULLET_LENGTH, MAX_BULLETS, spu } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { FieldDisplay, formatDisplayTime } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { useReloading } from './spu-standard.tab.tsx';
import { standardUrls } from './standard-urls.ts';

interface Draft {
  id: string;
  version: number;
  lang: 'zh' | 'en';
  status: 'draft' | 'confirmed';
  title: string;
  bullets: string[] | null;
  body: string;
  generated_at: string | null;
  confirmed_at: string | null;
  confirmed_by_title: string | null;
}
interface DescriptionAnswer {
  spu: { id: string; code: string; description: string | null };
  draft: Draft | null;
}

const blankBullets = (list: string[] | null) => Array.from({ length: MAX_BULLETS }, (_, i) => list?.[i] ?? '');

/**
 * 商品描述 of the SPU detail: 生成草稿 writes the template's title, bullet points and text from the SPU's data
 * and its standard; the user edits the draft and 确认 writes it onto the SPU's 商品描述 (shown above it).
 */
export function SpuDescriptionTab({ spuId }: { spuId: string }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const { data, reload } = useReloading<DescriptionAnswer>(standardUrls.description(spuId));
  const [lang, setLang] = useState<'zh' | 'en'>('zh');
  const [title, setTitle] = useState('');
  const [bullets, setBullets] = useState<string[]>(blankBullets(null));
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const draft = data?.draft ?? null;
  useEffect(() => {
    setTitle(draft?.title ?? '');
    setBullets(blankBullets(draft?.bullets ?? null));
    setBody(draft?.body ?? '');
    if (draft) setLang(draft.lang);
  }, [draft]);
  if (!data) return <Spin loading style={{ display: 'block', minHeight: 80 }} />;
  const editable = can(spu.permission('update'));
  const send = async (url: string, payload: object, done: string) => {
    setBusy(true);
    try {
      await http.post(url, payload);
      bridge.toast('success', done);
      reload();
    } catch {
      // the HTTP client already showed the refusal
    } finally {
      setBusy(false);
    }
  };
  const generate = () => send(standardUrls.generate, { spu_id: spuId, lang }, '已生成描述草稿');
  const confirm = () =>
    send(
      standardUrls.confirm,
      { spu_id: spuId, version: draft?.version, title, body, bullets: bullets.map((b) => b.trim()).filter(Boolean) },
      '商品描述已确认并写入SPU',
    );
  return (
    <div className="catalogue-spu-description">
      <Card size="small" title="已确认的商品描述" style={{ marginBottom: 12 }}>
        {data.spu.description ? (
          <FieldDisplay name="description" field={spu.fields.description} value={data.spu.description} />
        ) : (
          <Typography.Text type="secondary">尚未确认商品描述</Typography.Text>
        )}
      </Card>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select style={{ width: 120 }} value={lang} onChange={setLang} options={descriptionLanguages.map((l) => ({ value: l.value, label: l.label }))} />
        {editable &&
          (draft ? (
            <Popconfirm title="重新生成会覆盖当前草稿（已确认的描述不变），继续？" onOk={generate}>
              <Button loading={busy}>重新生成草稿</Button>
            </Popconfirm>
          ) : (
            <Button type="primary" loading={busy} onClick={generate}>
              生成描述草稿
            </Button>
          ))}
        {draft && <Tag color={draft.status === 'confirmed' ? 'green' : 'orange'}>{draft.status === 'confirmed' ? '已确认' : '草稿'}</Tag>}
        {draft?.generated_at && <Typography.Text type="secondary">生成于 {formatDisplayTime(draft.generated_at)}</Typography.Text>}
        {draft?.confirmed_at && (
          <Typography.Text type="secondary">
            {draft.confirmed_by_title ?? ''} 确认于 {formatDisplayTime(draft.confirmed_at)}
          </Typography.Text>
        )}
      </Space>
      {draft ? (
        <Form layout="vertical" disabled={!editable}>
          <Form.Item label="标题" required>
            <Input value={title} onChange={setTitle} maxLength={200} showWordLimit />
          </Form.Item>
          {bullets.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five slots are positional (卖点1…卖点5)
            <Form.Item key={i} label={`卖点${i + 1}`}>
              <Input value={b} maxLength={MAX_BULLET_LENGTH} onChange={(v) => setBullets((list) => list.map((x, j) => (j === i ? v : x)))} />
            </Form.Item>
          ))}
          <Form.Item label="描述正文" required>
            <Input.TextArea value={body} onChange={setBody} maxLength={5000} showWordLimit autoSize={{ minRows: 4, maxRows: 12 }} />
          </Form.Item>
          {editable && (
            <Button type="primary" loading={busy} onClick={confirm}>
              确认并写入SPU
            </Button>
          )}
        </Form>
      ) : (
        <Empty description="还没有描述草稿：按SPU的品牌、分类、季节、规格和商品标准的材质、尺寸生成" />
      )}
    </div>
  );
}
