import { Alert, Button, Empty, Slider, Space, Spin, Typography } from '@arco-design/web-react';
import { IMAGE_ACCEPT } from '@entrepot/web/entity';
import { ImageViewer, useImageViewer } from '@entrepot/web/widgets';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { DEFAULT_SIMILARITY, firstImage, MIN_SIMILARITY } from './image-search-rows.ts';
import { MatchCard } from './match-card.tsx';
import { useImageSearch } from './use-image-search.ts';

const dropStyle = (over: boolean) => ({
  width: 260,
  height: 200,
  border: `1px dashed ${over ? 'rgb(var(--primary-6))' : 'var(--color-border-3)'}`,
  borderRadius: 4,
  background: over ? 'var(--color-primary-light-1)' : 'var(--color-fill-1)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexDirection: 'column' as const,
  gap: 8,
  cursor: 'pointer',
  overflow: 'hidden',
});

/**
 * 商品资料 → 以图搜图 (`#/commodity/information/search-img`): a supplier's or a competitor's photo, dropped,
 * pasted or chosen, is compared with the picture library; the pictures that look alike, most similar first,
 * with their SKU/SPU — do we already sell it?
 */
export function ImageSearchPage() {
  const { preview, fileId, answer, error, loading, choose, search } = useImageSearch();
  const [similarity, setSimilarity] = useState(DEFAULT_SIMILARITY);
  const [over, setOver] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const matches = answer?.list ?? [];
  const viewer = useImageViewer(matches.length);
  const take = (file: File | null) => file && void choose(file, similarity);

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = firstImage(event.clipboardData?.files);
      if (!file) return;
      event.preventDefault();
      void choose(file, similarity);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [choose, similarity]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(firstImage(event.dataTransfer.files));
  };

  return (
    <div className="catalogue-image-search-page">
      <Space align="start" size={24} wrap style={{ marginBottom: 16 }}>
        <button
          type="button"
          aria-label="上传要搜索的图片"
          style={{ ...dropStyle(over), font: 'inherit', color: 'inherit' }}
          onClick={() => fileInput.current?.click()}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          {preview ? (
            <img src={preview} alt="要搜索的图片" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : (
            <>
              <Typography.Text>拖入、粘贴或点击选择图片</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                支持 JPG、PNG、WebP、GIF
              </Typography.Text>
            </>
          )}
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={IMAGE_ACCEPT}
          aria-label="选择图片"
          onChange={(e) => {
            const file = firstImage(e.target.files);
            e.target.value = '';
            take(file);
          }}
        />
        <Space direction="vertical" size={12} style={{ width: 320 }}>
          <Typography.Text>相似度不低于 {similarity}%</Typography.Text>
          <Slider
            aria-label="相似度"
            min={MIN_SIMILARITY}
            max={100}
            value={similarity}
            onChange={(v) => setSimilarity(v as number)}
            onAfterChange={(v) => fileId && void search(fileId, v as number)}
          />
          <Space>
            <Button type="primary" onClick={() => fileInput.current?.click()} loading={loading}>
              {preview ? '换一张图片' : '选择图片'}
            </Button>
            <Button disabled={!fileId || loading} onClick={() => fileId && void search(fileId, similarity)}>
              重新搜索
            </Button>
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            在图片库中查找外观相似的商品图片（同图不同尺寸、压缩后的图片也能找到），结果按相似度从高到低排列。
          </Typography.Text>
        </Space>
      </Space>
      {error && <Alert type="error" content={error} style={{ marginBottom: 12 }} />}
      {answer && answer.pending > 0 && (
        <Alert type="info" content={`图片库中还有${answer.pending}张图片正在建立索引，结果可能不完整，请稍后重新搜索`} style={{ marginBottom: 12 }} />
      )}
      <Spin loading={loading} style={{ display: 'block' }}>
        {!answer ? (
          !error && <Empty description="上传一张图片开始搜索" />
        ) : matches.length === 0 ? (
          <Empty description="没有找到相似的图片" />
        ) : (
          <>
            <Typography.Paragraph>找到 {matches.length} 张相似的图片</Typography.Paragraph>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              {matches.map((match, index) => (
                <MatchCard key={match.id} match={match} onView={() => viewer.open(index)} />
              ))}
            </div>
          </>
        )}
      </Spin>
      <ImageViewer images={matches.map((m) => m.file?.url ?? '')} state={viewer.state} dispatch={viewer.dispatch} />
    </div>
  );
}
