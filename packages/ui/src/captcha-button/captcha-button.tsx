import { systemClock, type Clock } from '@jijin/core';
import { CAPTCHA_RESEND_S } from '@jijin/core/constants';
import { captchaButtonState } from '@jijin/core/validation';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import type { NativeProps } from '../utils/native-props';

export type CaptchaButtonProps = NativeProps & {
  /**
   * Sends the captcha; resolve `true` when it was sent (the countdown starts), `false` or reject
   * when not (the button is enabled again; the caller shows the reason, e.g. with a toast).
   */
  onSend: () => Promise<boolean>;
  /** Disable regardless of the countdown (e.g. while the mobile is invalid). */
  disabled?: boolean;
  /** Countdown length in seconds. Default 60. */
  countdownSeconds?: number;
  /** Time source (core's Clock port). Default the system clock. */
  clock?: Clock;
};

/**
 * The 获取验证码 button: after a successful send it is disabled for 60 s labelled 重新发送(n),
 * then enabled again (spec 000 §4). Label and state come from core's `captchaButtonState`.
 */
export function CaptchaButton({
  onSend,
  disabled,
  countdownSeconds = CAPTCHA_RESEND_S,
  clock = systemClock,
  ...rest
}: CaptchaButtonProps) {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => clock.now());
  const [sending, setSending] = useState(false);
  const state = captchaButtonState(sentAt, now, countdownSeconds);

  useEffect(() => {
    if (!state.disabled) return;
    const timer = setInterval(() => setNow(clock.now()), 1000);
    return () => clearInterval(timer);
  }, [state.disabled, clock]);

  const send = async () => {
    setSending(true);
    try {
      const ok = await onSend();
      if (ok) {
        const t = clock.now();
        setSentAt(t);
        setNow(t);
      }
    } catch {
      // The caller reports the failure; the button simply becomes usable again.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      {...rest}
      size="small"
      fill="outline"
      color="primary"
      disabled={disabled || state.disabled || sending}
      onClick={send}
      aria-live="polite"
    >
      {sending ? '发送中…' : state.label}
    </Button>
  );
}
