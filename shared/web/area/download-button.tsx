import { Button } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useArea } from './area-context.ts';
import { saveDownload } from './save-download.ts';
import { useCan } from './use-can.ts';

interface DownloadButtonProps {
  /** A route answering the file itself (a blob: the spec's exports that are no file task). */
  url: string;
  params: Record<string, string | number>;
  /** The name when the answer gives none. */
  filename: string;
  permission: string;
  label?: string;
}

/** 导出 of a hand-written list: downloads the file the route answers with the list's applied filters. */
export function DownloadButton({ url, params, filename, permission, label = '导出' }: DownloadButtonProps) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [busy, setBusy] = useState(false);
  if (!can(permission)) return null;
  const run = async () => {
    setBusy(true);
    try {
      const answer = await http.download(url, { params });
      saveDownload(answer.blob, answer.filename ?? filename);
      bridge.toast('success', '导出成功');
    } catch {
      // the HTTP client already showed the error
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<IconDownload />} loading={busy} onClick={run}>
      {label}
    </Button>
  );
}
