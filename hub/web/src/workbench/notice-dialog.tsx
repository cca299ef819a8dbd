import { Modal } from '@arco-design/web-react';
import { formatDisplayTime } from '@entrepot/web/time';
import { useEffect, useState } from 'react';
import { authApi, type Notice } from '../api/auth.api.ts';
import { STORAGE_PREFIX } from '../state/persisted-atom.ts';
import { shouldShowNotice } from './notice-rule.ts';
import { safeHtml } from './safe-html.ts';

const LAST_READ_KEY = `${STORAGE_PREFIX}notice.lastRead`;

/** 系统公告: the latest notice, once per id. */
export function NoticeDialog() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    let alive = true;
    authApi.latestNotice().then(
      (latest) => {
        if (!alive || !shouldShowNotice(latest, localStorage.getItem(LAST_READ_KEY))) return;
        localStorage.setItem(LAST_READ_KEY, String(latest.id)); // stored once shown (spec 000 §4)
        setNotice(latest);
      },
      () => {},
    );
    return () => {
      alive = false;
    };
  }, []);
  if (!notice) return null;
  return (
    <Modal title="系统公告" visible onOk={() => setNotice(null)} onCancel={() => setNotice(null)} hideCancel okText="知道了" className="notice-dialog">
      <h3 className="notice-title">{notice.title}</h3>
      <p className="notice-time">更新时间：{formatDisplayTime(notice.activation_time)}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rich text sanitised by the server and again by safeHtml */}
      <div className="notice-content" dangerouslySetInnerHTML={{ __html: safeHtml(notice.content) }} />
    </Modal>
  );
}
