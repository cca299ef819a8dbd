import { useCallback, useEffect, useState } from 'react';

/** Spec 000 §4: after a click the get-code button counts down from 60 seconds. */
export const CODE_COUNTDOWN_SECONDS = 60;

export function countdownLabel(remaining: number): string {
  return remaining > 0 ? `已发送 ${remaining}s` : '获取验证码';
}

export function useCountdown(seconds = CODE_COUNTDOWN_SECONDS): { remaining: number; start(): void } {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, start };
}
