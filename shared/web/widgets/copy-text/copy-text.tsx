import { Button } from '@arco-design/web-react';
import { IconCopy } from '@arco-design/web-react/icon';
import { notifyError, notifySuccess } from '../notify.ts';
import { copyToClipboard } from './copy-to-clipboard.ts';

export const COPY_SUCCESS = '复制成功';
export const COPY_UNSUPPORTED = '当前浏览器不支持复制';

export interface CopyTextProps {
  text: string;
  /** Width of the text before it is cut with an ellipsis. */
  width?: number | string;
}

/** Text cut to one line with an ellipsis (the full text on hover) and a button that copies it. */
export function CopyText({ text, width = 200 }: CopyTextProps) {
  const copy = async () => {
    if (await copyToClipboard(text)) notifySuccess(COPY_SUCCESS);
    else notifyError(COPY_UNSUPPORTED);
  };
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%' }}>
      <span title={text} style={{ width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {text}
      </span>
      <Button aria-label="复制" size="mini" type="text" icon={<IconCopy />} onClick={copy} />
    </span>
  );
}
