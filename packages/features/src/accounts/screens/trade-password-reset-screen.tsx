import { checkIdCard, checkMobile, checkTradePassword } from '@jijin/core';
import { ACCOUNT_MESSAGES } from '@jijin/core/messages';
import { appPaths } from '../../app/routes/index';
import { IdCardInput, MobileInput, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { fieldError, toastError } from '../../shared/errors';
import { useResetTradePasswordMutation } from '../api';
import { CaptchaField } from '../components/captcha-field';
import { TradePasswordField } from '../components/trade-password-field';
import { useCaptchaSender } from '../components/use-captcha-sender';
import { CaptchaSliderCheck, useCaptchaSlider } from '../components/captcha-slider';
import styles from '../accounts.module.css';

type Errors = Partial<Record<'mobile' | 'captcha' | 'idCard' | 'password' | 'repeat', string>>;

/**
 * /accounts/trade_password/reset/ (spec 000 §2, §7): a forgotten trade password is reset with an
 * SMS captcha to the account's mobile and the ID card number, then a new 6-digit password.
 */
export function TradePasswordResetScreen() {
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [idCard, setIdCard] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const setMobileError = (message: string | undefined) =>
    setErrors((e) => ({ ...e, mobile: message }));
  // spec 000 §5: a captcha send needs a passed slider check when the server asks for one
  const slider = useCaptchaSlider();
  const onSend = useCaptchaSender({ mobile, setMobileError, slider });
  const [reset, { isLoading }] = useResetTradePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const m = checkMobile(mobile);
    if (!m.ok) next.mobile = m.message;
    if (!captcha) next.captcha = '请输入验证码';
    const id = checkIdCard(idCard);
    if (!id.ok) next.idCard = id.message;
    const p = checkTradePassword(password);
    if (!p.ok) next.password = p.message;
    else if (password !== repeat) next.repeat = ACCOUNT_MESSAGES.passwordMismatch;
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      await reset({
        body: {
          captcha,
          id_card_no: idCard.toUpperCase(),
          password,
          password_confirm: repeat,
        },
      }).unwrap();
      feedback.toast('交易密码已重置');
      navigate(appPaths.settings(), { replace: true });
    } catch (error) {
      setErrors({
        captcha: fieldError(error, 'captcha'),
        idCard: fieldError(error, 'id_card_no'),
        password: fieldError(error, 'password'),
      });
      toastError(error);
    }
  };

  return (
    <Page title="找回交易密码">
      <form className={styles.form} onSubmit={submit} noValidate aria-label="找回交易密码">
        <MobileInput
          label="手机号"
          placeholder="请输入注册手机号"
          value={mobile}
          onChange={setMobile}
          error={errors.mobile}
        />
        <CaptchaSliderCheck slider={slider} mobile={mobile} />
        <CaptchaField
          value={captcha}
          onChange={setCaptcha}
          onSend={onSend}
          error={errors.captcha}
        />
        <IdCardInput value={idCard} onChange={setIdCard} error={errors.idCard} />
        <TradePasswordField
          label="新交易密码"
          name="password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <TradePasswordField
          label="确认密码"
          name="password_confirm"
          placeholder="请再次输入"
          value={repeat}
          onChange={setRepeat}
          error={errors.repeat}
        />
        <div className={styles.actions}>
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={isLoading}
            loadingText={ACCOUNT_MESSAGES.submitting}
          >
            确定
          </Button>
        </div>
      </form>
    </Page>
  );
}

export default TradePasswordResetScreen;
