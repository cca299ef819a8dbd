import { Button, Input, Modal } from '@arco-design/web-react';
import { IconCamera } from '@arco-design/web-react/icon';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { CameraScanner, cameraScanning } from './camera-scanner.tsx';
import { scanAccepted, scanRefused } from './scan-sound.ts';
import './scan-input.css';

/** What a scan's handler answers: the line shown under the input (green when taken, red and a buzz when refused). */
export interface ScanOutcome {
  ok: boolean;
  message: string;
}

export interface ScanInputProps {
  /** Runs one scan (a code the scanner typed and ended with Enter); a thrown error is shown as refused. */
  onScan(code: string): Promise<ScanOutcome>;
  placeholder: string;
  /** Keep the focus here (a scanner types wherever the focus is): given back after any click outside an input. */
  holdFocus?: boolean;
  disabled?: boolean;
}

/**
 * The scan box of a warehouse screen (notes/documents.md "Scanning"): a hand scanner types the code and Enter; the
 * answer shows beneath with a sound; the box empties for the next scan and keeps the focus. Where the browser can
 * read barcodes from the camera (a phone), 扫码 opens it.
 */
export function ScanInput({ onScan, placeholder, holdFocus = true, disabled }: ScanInputProps) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [camera, setCamera] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  // Scans are answered in the order they came: a scanner may send the next before the last is answered.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const handler = useRef(onScan);
  handler.current = onScan;
  const run = useCallback((code: string) => {
    const scanned = code.trim();
    if (!scanned) return;
    pending.current += 1;
    setBusy(true);
    queue.current = queue.current.then(async () => {
      let answer: ScanOutcome;
      try {
        answer = await handler.current(scanned);
      } catch (error) {
        answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
      pending.current -= 1;
      setBusy(pending.current > 0);
      setOutcome(answer);
      (answer.ok ? scanAccepted : scanRefused)();
    });
  }, []);

  useEffect(() => {
    if (!holdFocus || disabled) return;
    input.current?.focus();
    // A click on anything but a field gives the focus back to the scan box.
    const back = (event: MouseEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable], .arco-select, .arco-input-number, .arco-modal')) return;
      setTimeout(() => input.current?.focus(), 0);
    };
    document.addEventListener('click', back);
    return () => document.removeEventListener('click', back);
  }, [holdFocus, disabled]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run(value);
    setValue('');
  };

  return (
    <div className="scan-input">
      <div className="scan-input-row">
        <Input
          ref={(ref) => {
            input.current = ref?.dom ?? null;
          }}
          size="large"
          value={value}
          onChange={setValue}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          disabled={disabled}
          allowClear
          aria-label={placeholder}
          data-scan-input
          data-busy={busy || undefined}
        />
        {cameraScanning() && (
          <Button size="large" icon={<IconCamera />} onClick={() => setCamera(true)} disabled={disabled}>
            扫码
          </Button>
        )}
      </div>
      {outcome && (
        <div className={`scan-outcome ${outcome.ok ? 'scan-ok' : 'scan-refused'}`} role="status">
          {outcome.message}
        </div>
      )}
      <Modal title="扫码" visible={camera} footer={null} onCancel={() => setCamera(false)} unmountOnExit>
        <CameraScanner
          onCode={(code) => {
            setCamera(false);
            run(code);
          }}
        />
      </Modal>
    </div>
  );
}

/**
 * State a scan handler reads and sets (the receipt on screen, the scanned location): set at once, so the next
 * queued scan sees it before React renders again; shown on render like any state.
 */
export function useScanState<T>(initial: T): [T, (next: T) => void, { readonly current: T }] {
  const [value, setValue] = useState(initial);
  const now = useRef(value);
  const set = useCallback((next: T) => {
    now.current = next;
    setValue(next);
  }, []);
  return [value, set, now];
}
