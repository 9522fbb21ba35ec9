import { checkLoginPassword, checkMobile } from '@jijin/core';
import { ACCOUNT_MESSAGES } from '@jijin/core/messages';
import { safeNext } from '@jijin/core/navigation';
import { PasswordInput } from '@jijin/ui';
import { Button, Tabs } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loggedIn } from '../../app/auth-slice';
import { baseApi } from '../../app/base-api';
import { Page } from '../../app/page';
import { useAppDispatch } from '../../app/store';
import { fieldError, toastError } from '../../shared/errors';
import { useLoginMutation } from '../api';
import { CaptchaField } from '../components/captcha-field';
import { CaptchaSliderCheck, useCaptchaSlider } from '../components/captcha-slider';
import { CookieNotice } from '../components/cookie-notice';
import { AccountMobileField, useMobileRegion } from '../components/mobile-region';
import { useCaptchaSender } from '../components/use-captcha-sender';
import styles from '../accounts.module.css';

/**
 * /accounts/login/ (spec 000 §2): mobile + SMS captcha, or mobile + login password. After login
 * go to `next` when core's `safeNext` accepts it, else /accounts/mine/. An unregistered mobile
 * is asked whether to register (signup carries the mobile and the query).
 */
export function LoginScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<'captcha' | 'password'>('captcha');
  const [mobile, setMobile] = useState(() =>
    (params.get('mobile') ?? '').replace(/\D/g, '').slice(0, 11),
  );
  const [mobileError, setMobileError] = useState<string>();
  const region = useMobileRegion();
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  /** The lock-out message while password login is refused for this mobile. */
  const [locked, setLocked] = useState<string>();
  const [login, { isLoading }] = useLoginMutation();
  const slider = useCaptchaSlider();
  const onSend = useCaptchaSender({
    mobile,
    isForeign: region.isForeign,
    mobileCodeId: region.mobileCodeId,
    setMobileError,
    page: 'login',
    carryQuery: params,
    slider,
  });

  const signupQuery = new URLSearchParams(params);
  if (mobile) signupQuery.set('mobile', mobile);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mobileCheck = checkMobile(mobile, region.isForeign);
    setMobileError(mobileCheck.ok ? undefined : mobileCheck.message);
    let ok = mobileCheck.ok;
    if (mode === 'captcha') {
      setCaptchaError(captcha ? undefined : '请输入验证码');
      ok = ok && Boolean(captcha);
    } else {
      const pw = checkLoginPassword(password);
      setPasswordError(pw.ok ? undefined : pw.message);
      ok = ok && pw.ok;
    }
    if (!ok) return;
    try {
      const regionField = region.isForeign ? { mobile_code_id: region.mobileCodeId } : {};
      const result = await login({
        body:
          mode === 'captcha'
            ? { mobile, captcha, ...regionField }
            : { mobile, password, ...regionField },
      }).unwrap();
      dispatch(baseApi.util.resetApiState());
      dispatch(loggedIn({ userId: result.user.id }));
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (error) {
      const lock = fieldError(error, 'login_locked');
      setLocked(lock);
      if (!lock) toastError(error);
    }
  };

  const switchTo = (next: 'captcha' | 'password') => {
    setMode(next);
    setLocked(undefined);
  };

  return (
    <Page title="登录">
      <CookieNotice />
      <form className={styles.form} onSubmit={submit} noValidate aria-label="登录">
        <Tabs activeKey={mode} onChange={(key) => switchTo(key as 'captcha' | 'password')}>
          <Tabs.Tab title="验证码登录" key="captcha" />
          <Tabs.Tab title="密码登录" key="password" />
        </Tabs>
        <AccountMobileField
          mobile={mobile}
          onMobileChange={setMobile}
          error={mobileError}
          onErrorChange={setMobileError}
          region={region}
        />
        {mode === 'captcha' ? (
          <>
            <CaptchaSliderCheck slider={slider} mobile={mobile} />
            <CaptchaField
              value={captcha}
              onChange={setCaptcha}
              onSend={onSend}
              error={captchaError}
            />
          </>
        ) : (
          <PasswordInput value={password} onChange={setPassword} error={passwordError} />
        )}
        {locked && mode === 'password' ? (
          <div className={styles.lockNotice} role="alert">
            <p>{locked}</p>
            <Button block color="primary" fill="outline" onClick={() => switchTo('captcha')}>
              {ACCOUNT_MESSAGES.loginWithCaptcha}
            </Button>
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={isLoading}
            loadingText="登录中"
          >
            登录
          </Button>
        </div>
        <p className={styles.formLinks}>
          还没有账户？<Link to={`/accounts/signup/?${signupQuery.toString()}`}>立即注册</Link>
        </p>
      </form>
    </Page>
  );
}

export default LoginScreen;
