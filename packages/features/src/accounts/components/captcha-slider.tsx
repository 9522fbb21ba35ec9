import { SliderCheckSlot } from '@jijin/ui';
import { useCallback, useMemo, useState } from 'react';
import { toastError } from '../../shared/errors';
import { usePassSliderCheckMutation } from '../api';

/** The slider check the server may ask for before a captcha send (spec 000 §5). */
export interface CaptchaSlider {
  /** The server asked for a slider check (400 `errors.slider_token`). */
  required: boolean;
  /** The server's proof of the passed check, sent once with the next captcha request. */
  token: string | undefined;
  /** The server asked (again): show a fresh slider. */
  ask: () => void;
  pass: (token: string) => void;
  /** The proof went with a successful send: the next send needs a new check. */
  consume: () => void;
  /** Bumped by `ask`, so a fresh slider widget replaces a passed or refused one. */
  attempt: number;
}

/** State of the captcha's slider check: hidden until the server asks for it. */
export function useCaptchaSlider(): CaptchaSlider {
  const [required, setRequired] = useState(false);
  const [token, setToken] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const ask = useCallback(() => {
    setRequired(true);
    setToken(undefined);
    setAttempt((n) => n + 1);
  }, []);
  const consume = useCallback(() => setToken(undefined), []);
  return useMemo(
    () => ({ required, token, ask, pass: setToken, consume, attempt }),
    [required, token, ask, consume, attempt],
  );
}

/**
 * Shows the slider check (滑块验证) once the server asked for it. A pass's ticket goes to the server
 * (`POST /accounts/slider_check/`), which answers the proof bound to `mobile`; a refused pass
 * (验证未通过，请重试) shows its message and a fresh slider.
 */
export function CaptchaSliderCheck({ slider, mobile }: { slider: CaptchaSlider; mobile: string }) {
  const [passSliderCheck] = usePassSliderCheckMutation();
  const { pass, ask } = slider;
  const onPass = useCallback(
    (ticket: string) => {
      passSliderCheck({ body: { mobile, ticket } })
        .unwrap()
        .then((r) => pass(r.slider_token))
        .catch((error: unknown) => {
          toastError(error);
          ask();
        });
    },
    [passSliderCheck, mobile, pass, ask],
  );
  if (!slider.required) return null;
  return (
    <SliderCheckSlot
      key={slider.attempt}
      passed={slider.token !== undefined}
      onPass={onPass}
      tip="发送次数较多，请先完成滑块验证再获取验证码"
    />
  );
}
