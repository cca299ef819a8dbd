import { Button, Empty, Image, Input, Message, Popconfirm, Result, Spin } from '@arco-design/web-react';
import { IconCamera, IconDelete } from '@arco-design/web-react/icon';
import { useArea } from '@entrepot/web/area';
import { compressImage } from '@entrepot/web/widgets';
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { API } from '../../entity/wms-urls.ts';

interface Photo {
  name: string;
  sku_code: string | null;
  url: string;
}
interface Opened {
  receipt: { code: string; status: string };
  photos: Photo[];
}

/**
 * `#/warehouse/photograph?uuid=` (spec 002 §2, public): a phone opened from the inspector's link takes pictures of
 * the receipt's goods — each compressed before upload (spec 000 §5) — lists them and deletes one by name. The
 * uuid is a link token bound to the receipt; no session is needed.
 */
export function PhotographPage() {
  const { http } = useArea();
  const uuid = new URLSearchParams(useSearch()).get('uuid') ?? '';
  const [opened, setOpened] = useState<Opened | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sku, setSku] = useState('');
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement | null>(null);

  const load = useCallback(() => {
    http.get<Opened>(`${API}/redisOssImg`, { params: { uuid }, silent: true }).then(setOpened, (e: Error) => setProblem(e.message));
  }, [http, uuid]);
  useEffect(load, [load]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('uuid', uuid);
      if (sku.trim()) form.append('sku_code', sku.trim());
      for (const file of await Promise.all(chosen.map(compressImage))) form.append('files[]', file, file.name);
      const answer = await http.post<{ photos: Photo[] }>(`${API}/ossImage`, form);
      setOpened((o) => (o ? { ...o, photos: answer.photos } : o));
      Message.success(`已上传 ${chosen.length} 张照片`);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (name: string) => {
    const answer = await http.post<{ photos: Photo[] }>(`${API}/delOssImage`, { uuid, name });
    setOpened((o) => (o ? { ...o, photos: answer.photos } : o));
  };

  if (problem) return <Result status="403" title={problem} subTitle="请让质检员重新生成拍照链接" />;
  if (!opened) return <Spin className="page-cover" />;
  return (
    <div className="photograph-page">
      <h2>收货拍照 · {opened.receipt.code}</h2>
      <Input value={sku} onChange={setSku} placeholder="SKU编码（可选）" allowClear maxLength={60} />
      <input ref={picker} type="file" accept="image/*" capture="environment" multiple hidden onChange={upload} aria-label="选择照片" />
      <Button type="primary" long size="large" icon={<IconCamera />} loading={busy} onClick={() => picker.current?.click()}>
        拍照上传
      </Button>
      {opened.photos.length === 0 ? (
        <Empty description="还没有照片" />
      ) : (
        <div className="photograph-grid">
          {opened.photos.map((p) => (
            <figure key={p.name}>
              <Image src={p.url} alt={p.name} width="100%" height={120} style={{ objectFit: 'cover' }} />
              <figcaption>
                <span title={p.name}>{p.sku_code ? `${p.sku_code} · ${p.name}` : p.name}</span>
                <Popconfirm title={`删除照片 ${p.name}？`} onOk={() => remove(p.name)}>
                  <Button size="mini" type="text" status="danger" icon={<IconDelete />} aria-label={`删除 ${p.name}`} />
                </Popconfirm>
              </figcaption>
            </figure>
          ))}
        </div>
      )}
    </div>
  );
}
