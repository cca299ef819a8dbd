import { Modal, Space } from '@arco-design/web-react';
import type { HttpClient } from '../http/index.ts';
import { CopyText } from '../widgets/copy-text/copy-text.tsx';

/**
 * 分享链接: asks the server for a read-only link to a record (`POST <url>` answering `{url, expires_in_days}`) and
 * shows it to copy — for someone without an account (a supplier's clerk, a carrier). The client says why it failed.
 */
export function openShareLink(http: HttpClient, url: string, title: string, what: string): Promise<void> {
  return http
    .post<{ url: string; expires_in_days: number }>(url)
    .then((link) => {
      Modal.info({
        title,
        content: (
          <Space direction="vertical">
            <span>
              打开链接即可查看{what}（只读，无需登录），{link.expires_in_days} 天内有效。
            </span>
            <CopyText text={`${window.location.origin}/#${link.url}`} width={360} />
          </Space>
        ),
      });
    })
    .catch(() => {});
}
