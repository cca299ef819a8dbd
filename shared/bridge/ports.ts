// The little of `window` the bridge uses, so both sides run in tests without a browser.

export interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface MessageHost {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
