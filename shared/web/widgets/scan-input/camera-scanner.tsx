import { useEffect, useRef, useState } from 'react';

type Detect = (source: HTMLVideoElement | HTMLCanvasElement) => Promise<string | null>;

/** The browser's own reader (phones' Chromium, Safari), else the ZXing decoder loaded on first use. */
async function detector(): Promise<Detect> {
  const Native = (window as unknown as { BarcodeDetector?: new () => { detect(s: CanvasImageSource): Promise<{ rawValue: string }[]> } }).BarcodeDetector;
  if (Native) {
    const reader = new Native();
    return async (source) => (await reader.detect(source))[0]?.rawValue ?? null;
  }
  const zxing = await import('@zxing/library');
  const reader = new zxing.MultiFormatReader();
  return async (source) => {
    if (!(source instanceof HTMLCanvasElement)) return null;
    try {
      const bitmap = new zxing.BinaryBitmap(new zxing.HybridBinarizer(new zxing.HTMLCanvasElementLuminanceSource(source)));
      return reader.decode(bitmap).getText();
    } catch {
      return null; // nothing readable in this frame
    }
  };
}

/** Whether this browser can show a camera at all. */
export const cameraScanning = (): boolean => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** The back camera's picture, read a few times a second until a barcode shows; `onCode` gets the first. */
export function CameraScanner({ onCode }: { onCode(code: string): void }) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const canvas = document.createElement('canvas');
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      } catch {
        setProblem('无法打开摄像头：请允许本页使用摄像头，或用扫描枪扫描');
        return;
      }
      const el = video.current;
      if (!el || done) return;
      el.srcObject = stream;
      await el.play().catch(() => {});
      const read = await detector();
      const tick = async () => {
        if (done) return;
        canvas.width = el.videoWidth;
        canvas.height = el.videoHeight;
        canvas.getContext('2d')?.drawImage(el, 0, 0);
        const code = el.videoWidth ? await read(canvas).catch(() => null) : null;
        if (code) {
          done = true;
          onCode(code);
          return;
        }
        timer = setTimeout(tick, 250);
      };
      void tick();
    })();
    return () => {
      done = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode]);
  if (problem) return <div className="scan-outcome scan-refused">{problem}</div>;
  return <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 4, background: '#000' }} />;
}
