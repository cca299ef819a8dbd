import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { countdownLabel, useCountdown } from './countdown.ts';

/** 获取验证码, then a 60 s countdown once the code is on its way. `send` answers whether it was sent. */
export function VerificationCodeButton({ send }: { send(): Promise<boolean> }) {
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const click = async () => {
    setSending(true);
    try {
      if (await send()) start();
    } finally {
      setSending(false);
    }
  };
  return (
    <Button onClick={click} disabled={remaining > 0} loading={sending} className="code-button">
      {countdownLabel(remaining)}
    </Button>
  );
}
