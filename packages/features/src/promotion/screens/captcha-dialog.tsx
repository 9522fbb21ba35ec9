import { Button, Popup } from 'antd-mobile';
import { useCallback, useEffect, useId, useState } from 'react';
import { errorTitle } from '../../shared/trade-attempt';
import { useCheckCouponCaptchaMutation, useLazyGetCouponCaptchaQuery } from '../../promotion/api';
import s from './coupons.module.css';

export interface CaptchaDialogProps {
  visible: boolean;
  /** Called with the checked captcha; rejects with the message to show (the dialog stays open). */
  onPass: (captcha: { captcha_id: string; captcha: string }) => Promise<void>;
  onClose: () => void;
}

/**
 * The coupon captcha (spec 001 §7 Promotion: getcaptcha -> checkcaptcha): the image (tap for a
 * new one), the characters typed, checked by the server before the receipt. A wrong answer shows
 * the server's message and keeps what was typed.
 */
export function CaptchaDialog({ visible, onPass, onClose }: CaptchaDialogProps) {
  const [getCaptcha, captchaState] = useLazyGetCouponCaptchaQuery();
  const [check] = useCheckCouponCaptchaMutation();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const refresh = useCallback(() => {
    setError('');
    getCaptcha()
      .unwrap()
      .catch((e: unknown) => setError(errorTitle(e)));
  }, [getCaptcha]);
  useEffect(() => {
    if (visible) {
      setAnswer('');
      refresh();
    }
  }, [visible, refresh]);
  // a new image is loading or failed: no captcha to answer (as a fresh call has no data yet)
  const captcha = captchaState.isFetching || captchaState.isError ? undefined : captchaState.data;
  const submit = async () => {
    if (!captcha || !answer.trim() || busy) return;
    setBusy(true);
    try {
      const r = await check({
        body: { captcha_id: captcha.captcha_id, captcha: answer.trim() },
      }).unwrap();
      if (!r.valid) {
        setError(r.message ?? '验证码错误，请重新输入');
        return;
      }
      await onPass({ captcha_id: captcha.captcha_id, captcha: answer.trim() });
    } catch (e) {
      setError(errorTitle(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose}>
      <div role="dialog" aria-labelledby={`${id}-title`} className={s.captcha}>
        <h2 id={`${id}-title`} className={s.captchaTitle}>
          请输入图形验证码
        </h2>
        <div className={s.captchaRow}>
          <input
            className={s.input}
            aria-label="图形验证码"
            autoComplete="off"
            maxLength={8}
            value={answer}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setAnswer(e.target.value);
              setError('');
            }}
          />
          <button
            type="button"
            className={s.captchaImage}
            onClick={refresh}
            aria-label="换一张验证码"
          >
            {captcha && <img src={captcha.image} alt="图形验证码图片" />}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className={s.error} role="alert">
            {error}
          </p>
        )}
        <div className={s.buttons}>
          <Button block onClick={onClose}>
            取消
          </Button>
          <Button
            block
            color="primary"
            loading={busy}
            disabled={!captcha || !answer.trim() || busy}
            onClick={() => void submit()}
          >
            确定
          </Button>
        </div>
      </div>
    </Popup>
  );
}
