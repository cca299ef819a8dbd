import { Button, Result, Spin } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { type AreaStatus, loadArea } from './frame-adapter.ts';
import { hubBridge, whenAreaReady } from './hub-bridge.service.ts';
import { UnbuiltScreen } from './unbuilt-screen.tsx';

/** One area's pane: its iframe (never moved), a loading cover, or the error with 重试 — never blank. */
export function AreaPane({ area, active }: { area: string; active: boolean }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<AreaStatus>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const bridge = hubBridge();
    const loaded = loadArea(area, host, {
      onFrame: (frame) => frame.contentWindow && bridge.attach(area, frame.contentWindow, window.location.origin),
      onFrameGone: () => bridge.detach(area),
      onStatus: setStatus,
      whenReady: () => whenAreaReady(area),
    });
    return () => void loaded.unload();
  }, [area, attempt]);

  return (
    <div className="area-pane" data-area={area} style={{ display: active ? 'block' : 'none' }}>
      <div ref={hostRef} className="area-host" />
      {status.kind === 'loading' && <Spin className="area-cover" size={32} tip="加载中…" />}
      {status.kind === 'absent' && <UnbuiltScreen className="area-cover" />}
      {status.kind === 'error' && (
        <Result
          className="area-cover area-error"
          status="error"
          title="模块加载失败"
          subTitle={status.message}
          extra={
            <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
              重试
            </Button>
          }
        />
      )}
    </div>
  );
}
