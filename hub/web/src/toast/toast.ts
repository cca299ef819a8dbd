import { Message } from '@arco-design/web-react';
import type { ToastKind } from '@entrepot/bridge';

// Spec 000 §9: toasts last 5 s, sit 24 px from the top (toast.css), at most 3 at once. Areas raise theirs
// here over the bridge, so the limit holds across every iframe.
Message.config({ duration: 5000, maxCount: 3 });

export function toast(kind: ToastKind, content: string): void {
  Message[kind]({ content, duration: 5000 });
}
