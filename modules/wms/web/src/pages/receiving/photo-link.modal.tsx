import { Button, Empty, Image, Modal, Space, Typography } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/time';
import { CopyText, QrCode } from '@entrepot/web/widgets';
import { useCallback, useEffect, useState } from 'react';
import { API } from '../../entity/wms-urls.ts';
import type { Receipt } from './receiving-api.ts';

type Photo = { name: string; sku_code: string | null; url: string };

/**
 * 手机拍照: a link for the phone (bound to this receipt, 12 hours) to open the photograph page without signing in —
 * as a QR code for its camera and as text —, and the photos taken so far (刷新 after the phone has uploaded).
 */
export function PhotoLinkModal({ receipt, visible, onClose }: { receipt: Receipt; visible: boolean; onClose(): void }) {
  const { http } = useArea();
  const [link, setLink] = useState<{ href: string; expires_at: string } | null>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const refresh = useCallback(() => {
    http.get<Photo[]>(`${API}/receipt/${receipt.id}/photos`).then(setPhotos, () => {});
  }, [http, receipt.id]);
  useEffect(() => {
    if (!visible) return;
    refresh();
    http.post<{ uuid: string; path: string; expires_at: string }>(`${API}/receipt/${receipt.id}/photoLink`, {}).then(
      (made) =>
        setLink({
          href: `${window.top?.location.origin ?? window.location.origin}/#${made.path}?uuid=${encodeURIComponent(made.uuid)}`,
          expires_at: made.expires_at,
        }),
      () => {},
    );
  }, [http, receipt.id, visible, refresh]);
  return (
    <Modal title={`手机拍照 · ${receipt.code}`} visible={visible} onCancel={onClose} footer={null} style={{ width: 640 }}>
      {link && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>用手机扫描二维码，或在手机浏览器打开此链接拍照上传（无需登录，{formatDisplayTime(link.expires_at)} 前有效）：</Typography.Text>
          <QrCode text={link.href} size={168} title="拍照页面二维码" />
          <CopyText text={link.href} width={540} />
          <Space>
            <Button onClick={() => window.open(link.href, '_blank', 'noopener')}>在本机打开</Button>
            <Button onClick={refresh}>刷新照片</Button>
          </Space>
        </Space>
      )}
      {photos.length === 0 ? (
        <Empty description="还没有照片" />
      ) : (
        <Image.PreviewGroup>
          <div className="photograph-grid" style={{ marginTop: 12 }}>
            {photos.map((p) => (
              <figure key={p.name}>
                <Image src={p.url} alt={p.name} width="100%" height={100} style={{ objectFit: 'cover' }} />
                <figcaption>{p.sku_code ? `${p.sku_code} · ${p.name}` : p.name}</figcaption>
              </figure>
            ))}
          </div>
        </Image.PreviewGroup>
      )}
    </Modal>
  );
}
