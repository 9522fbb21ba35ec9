import { SliderCheckSlot } from '@jijin/ui';
import { useCallback, useMemo, useState } from 'react';

/** The slider check the server may ask for before a captcha send (spec 000 §5). */
export interface CaptchaSlider {
  /** The server asked for a slider check (400 `errors.slider_token`). */
  required: boolean;
  /** Proof of the passed check, sent once with the next captcha request. */
  token: string | undefined;
  ask: () => void;
  pass: (token: string) => void;
  /** The proof went with a successful send: the next send needs a new check. */
  consume: () => void;
}

/** State of the captcha's slider check: hidden until the server asks for it. */
export function useCaptchaSlider(): CaptchaSlider {
  const [required, setRequired] = useState(false);
  const [token, setToken] = useState<string>();
  const ask = useCallback(() => {
    setRequired(true);
    setToken(undefined);
  }, []);
  const consume = useCallback(() => setToken(undefined), []);
  return useMemo(
    () => ({ required, token, ask, pass: setToken, consume }),
    [required, token, ask, consume],
  );
}

/** Shows the slider check (滑块验证) once the server asked for it; passing it keeps the proof. */
export function CaptchaSliderCheck({ slider }: { slider: CaptchaSlider }) {
  if (!slider.required) return null;
  return (
    <SliderCheckSlot
      passed={slider.token !== undefined}
      onPass={slider.pass}
      tip="发送次数较多，请先完成滑块验证再获取验证码"
    />
  );
}
