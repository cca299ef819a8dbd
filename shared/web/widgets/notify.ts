import { Message } from '@arco-design/web-react';

// The one place widgets raise toasts, so the hub can later route an area's toasts through its bridge.
export function notifySuccess(text: string): void {
  Message.success(text);
}

export function notifyError(text: string): void {
  Message.error(text);
}

export function notifyInfo(text: string): void {
  Message.info(text);
}
