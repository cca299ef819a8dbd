import { Button, Checkbox, Empty, Modal, Select, Space, Spin } from '@arco-design/web-react';
import { picture } from '@entrepot/module-catalogue/entities';
import { saveDownload, useArea, useCan } from '@entrepot/web/area';
import { IMAGE_ACCEPT, uploadFiles } from '@entrepot/web/entity';
import { ImageViewer, useImageViewer } from '@entrepot/web/widgets';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { PRODUCT } from '../product-urls.ts';
import { PictureCard } from './picture-card.tsx';
import { type MoveTarget, PictureMoveDialog } from './picture-move.dialog.tsx';
import { type PictureRow, repeatedOwner, type SpuOption } from './picture-rows.ts';
import { PictureTagsDialog } from './picture-tags.dialog.tsx';
import { pictureUrls } from './picture-urls.ts';
import { SpuSelect } from './spu-select.tsx';
import { usePictures } from './use-pictures.ts';
import { useSkusOf } from './use-skus-of.ts';
import { ViewerMainPicture } from './viewer-main-picture.tsx';

/** 商品资料 → 图片管理 (`#/commodity/information/picture?spu_id=`): an SPU's picture library. */
export function PicturePage() {
  const { http, bridge } = useArea();
  const can = useCan();
  const spuFromUrl = new URLSearchParams(useSearch()).get('spu_id');
  const [spu, setSpu] = useState<SpuOption | null>(null);
  const [owner, setOwner] = useState('all');
  const [tag, setTag] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'tags' | 'move' | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const skus = useSkusOf(spu?.id);
  const { rows, tags, loading, reload } = usePictures(spu?.id, owner, tag);
  const viewer = useImageViewer(rows.length);
  const selected = rows.filter((r) => chosen.has(r.id));
  const ids = selected.map((r) => r.id);

  useEffect(() => {
    if (spuFromUrl) http.get<SpuOption>(`${PRODUCT}/spu/${encodeURIComponent(spuFromUrl)}`).then(setSpu, () => undefined);
  }, [http, spuFromUrl]);

  const chooseSpu = (next: SpuOption | null) => {
    setSpu(next);
    setOwner('all');
    setTag('');
  };
  /** A write, then a toast and a fresh grid. */
  const run = async (write: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await write();
      bridge.toast('success', done);
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const upload = (files: File[]) =>
    spu &&
    run(async () => {
      const stored = await uploadFiles(http, files, 'image');
      const skuId = owner !== 'all' && owner !== 'spu' ? owner : null;
      await http.post(pictureUrls.add, { spu_id: spu.id, sku_id: skuId, files: stored.map((f) => f.id) });
    }, `已上传${files.length}张图片`);
  const batchMain = () => {
    const repeated = repeatedOwner(selected);
    if (repeated) return bridge.toast('info', `同一SPU或SKU只能设置一张主图（${repeated}）`);
    void run(() => http.post(pictureUrls.batchMainPicture, { ids }), '主图设置成功');
  };
  const remove = () =>
    Modal.confirm({
      title: '删除图片',
      content: `确定删除选中的${ids.length}张图片吗？删除后不能恢复。`,
      onOk: () => run(() => http.post(pictureUrls.remove, { ids }), '删除成功'),
    });
  const download = () =>
    run(async () => {
      const { blob, filename } = await http.download(pictureUrls.download, { method: 'POST', data: { ids } });
      saveDownload(blob, filename ?? '商品图片.zip');
    }, '下载成功');
  /** 保存旋转 in the viewer: the server turns the stored picture (and its thumbnail). */
  const saveRotation = (index: number, degrees: number) => {
    const row = rows[index];
    return row ? run(() => http.post(pictureUrls.rotate, { id: row.id, degrees }), '旋转已保存') : Promise.resolve();
  };
  const dropTag = () =>
    spu &&
    Modal.confirm({
      title: '删除标签',
      content: `确定从本SPU的所有图片上删除标签“${tag}”吗？`,
      onOk: () => run(() => http.post(pictureUrls.dropTags, { tags: [tag], spu_id: spu.id }), '标签已删除').then(() => setTag('')),
    });
  const none = ids.length === 0 || busy;
  const canUpdate = can(picture.permission('update'));

  return (
    <div className="catalogue-picture-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <SpuSelect value={spu} onChange={chooseSpu} />
        <Select
          style={{ width: 200 }}
          value={owner}
          onChange={setOwner}
          disabled={!spu}
          options={[{ value: 'all', label: '全部图片' }, { value: 'spu', label: 'SPU图片' }, ...skus.map((s) => ({ value: s.id, label: `SKU：${s.code}` }))]}
        />
        <Select
          style={{ width: 160 }}
          placeholder="按标签筛选"
          allowClear
          value={tag || undefined}
          onChange={(v?: string) => setTag(v ?? '')}
          disabled={!spu}
          options={tags.map((t) => ({ value: t, label: t }))}
        />
        {canUpdate && tag && (
          <Button status="danger" onClick={dropTag}>
            删除该标签
          </Button>
        )}
        <Button onClick={() => void reload()} disabled={!spu}>
          刷新
        </Button>
      </Space>
      <Space wrap style={{ marginBottom: 12 }}>
        {can(picture.permission('upload')) && (
          <Button type="primary" disabled={!spu || busy} onClick={() => fileInput.current?.click()}>
            上传图片
          </Button>
        )}
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={IMAGE_ACCEPT}
          aria-label="选择图片"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) void upload(files);
          }}
        />
        <Checkbox
          checked={rows.length > 0 && ids.length === rows.length}
          indeterminate={ids.length > 0 && ids.length < rows.length}
          onChange={(all: boolean) => setChosen(new Set(all ? rows.map((r) => r.id) : []))}
        >
          全选（已选{ids.length}张）
        </Checkbox>
        {canUpdate && (
          <>
            <Button disabled={none} onClick={() => setDialog('tags')}>
              设置标签
            </Button>
            <Button disabled={none} onClick={batchMain}>
              批量设主图
            </Button>
            <Button disabled={none} onClick={() => setDialog('move')}>
              移动
            </Button>
          </>
        )}
        {can(picture.permission('download')) && (
          <Button disabled={none} onClick={() => void download()}>
            下载
          </Button>
        )}
        {can(picture.permission('delete')) && (
          <Button status="danger" disabled={none} onClick={remove}>
            删除
          </Button>
        )}
      </Space>
      <Spin loading={loading} style={{ display: 'block' }}>
        {!spu ? (
          <Empty description="请先选择SPU" />
        ) : rows.length === 0 ? (
          <Empty description="暂无图片" />
        ) : (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            {rows.map((row: PictureRow, index) => (
              <PictureCard
                key={row.id}
                picture={row}
                checked={chosen.has(row.id)}
                onCheck={(on) =>
                  setChosen((prev) => {
                    const next = new Set(prev);
                    if (on) next.add(row.id);
                    else next.delete(row.id);
                    return next;
                  })
                }
                onView={() => viewer.open(index)}
                onMain={() => void run(() => http.post(pictureUrls.mainPicture, { id: row.id }), '主图设置成功')}
                onRemove={() => run(() => http.post(pictureUrls.remove, { ids: [row.id] }), '删除成功')}
                canUpdate={canUpdate}
                canDelete={can(picture.permission('delete'))}
              />
            ))}
          </div>
        )}
      </Spin>
      <ImageViewer
        images={rows.map((r) => r.file?.url ?? '')}
        state={viewer.state}
        dispatch={viewer.dispatch}
        onSaveRotation={canUpdate ? saveRotation : undefined}
        extra={(index) => (
          <ViewerMainPicture row={rows[index]} canUpdate={canUpdate} onMain={(id) => run(() => http.post(pictureUrls.mainPicture, { id }), '主图设置成功')} />
        )}
      />
      {dialog === 'tags' && (
        <PictureTagsDialog
          count={ids.length}
          initial={ids.length === 1 ? (selected[0]?.tags ?? []) : []}
          inUse={tags}
          onCancel={() => setDialog(null)}
          onOk={(next) => run(() => http.post(pictureUrls.setTags, { ids, tags: next }), '标签已保存').then(() => setDialog(null))}
        />
      )}
      {dialog === 'move' && spu && (
        <PictureMoveDialog
          count={ids.length}
          current={spu}
          onCancel={() => setDialog(null)}
          onOk={(target: MoveTarget) => run(() => http.post(pictureUrls.move, { ids, ...target }), '移动成功').then(() => setDialog(null))}
        />
      )}
    </div>
  );
}
