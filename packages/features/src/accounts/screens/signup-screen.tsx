import { checkMobile } from '@jijin/core';
import { SIGNUP_COOKIE_FIELDS } from '@jijin/core/api';
import { IDENTITY_REWARD_YUAN, SIGNUP_REWARD_YUAN } from '@jijin/core/constants';
import { ACCOUNT_MESSAGES, formatMessage } from '@jijin/core/messages';
import { COOKIE_DEFAULT_EXPIRY_DAYS } from '@jijin/core/navigation';
import { appPaths } from '../../app/routes/index';
import { AgreementCheckbox, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loggedIn } from '../../app/auth-slice';
import { baseApi } from '../../app/base-api';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { useAppDispatch } from '../../app/store';
import { fieldError, toastError } from '../../shared/errors';
import { useSignupMutation } from '../api';
import { CaptchaField } from '../components/captcha-field';
import { CaptchaSliderCheck, useCaptchaSlider } from '../components/captcha-slider';
import { CookieNotice } from '../components/cookie-notice';
import { AccountMobileField, useMobileRegion } from '../components/mobile-region';
import { useCaptchaSender } from '../components/use-captcha-sender';
import { OPEN_ACCOUNT_PATHS, useRememberOpenAccountOrigin } from '../open-account';
import styles from '../accounts.module.css';

/** Props of {@link SignupScreen}. */
export interface SignupScreenProps {
  /**
   * What a registered mobile gets (spec 000 §5 "depending on the option"): `confirm` asks whether
   * to log in (confirm leads to login carrying the mobile), `toast` shows 该手机号已注册.
   * Default from `?registered=toast`, else confirm.
   */
  registeredPrompt?: 'confirm' | 'toast';
}

/** The agreements ticked before the captcha is sent and the account created. */
export const SIGNUP_AGREEMENTS = [
  { title: '《用户服务协议》', href: appPaths.faqDetail('user_agreement') },
  { title: '《隐私政策》', href: appPaths.faqDetail('privacy_policy') },
];

/**
 * /accounts/signup/ (spec 000 §2, §5): mobile + captcha with the agreement ticked, the rewards
 * shown (注册送3元, 完善身份信息送1元), the query carried over. After signup the open-account flow
 * starts (identity first), remembering `next` as where it returns.
 */
export function SignupScreen({ registeredPrompt }: SignupScreenProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const rememberOrigin = useRememberOpenAccountOrigin();
  const [mobile, setMobile] = useState(() =>
    (params.get('mobile') ?? '').replace(/\D/g, '').slice(0, 11),
  );
  const [mobileError, setMobileError] = useState<string>();
  const region = useMobileRegion();
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const [agreement, setAgreement] = useState(false);
  const [signup, { isLoading }] = useSignupMutation();
  const { cookies } = useServices();
  // A campaign link (?from_ad=&from_wd=&invite_code=) is kept in cookies; the API client adds
  // them to POST accounts/signup/ (spec 000 §7).
  useEffect(() => {
    for (const name of SIGNUP_COOKIE_FIELDS) {
      const value = params.get(name);
      if (value)
        cookies.set(name, value.slice(0, 64), { expires: COOKIE_DEFAULT_EXPIRY_DAYS, path: '/' });
    }
  }, [params, cookies]);
  const prompt = registeredPrompt ?? (params.get('registered') === 'toast' ? 'toast' : 'confirm');
  const slider = useCaptchaSlider();
  const onSend = useCaptchaSender({
    mobile,
    isForeign: region.isForeign,
    mobileCodeId: region.mobileCodeId,
    setMobileError,
    page: 'signup',
    toastWhenRegistered: prompt === 'toast',
    agreementRequired: true,
    agreementTicked: agreement,
    carryQuery: params,
    slider,
  });

  const loginQuery = new URLSearchParams(params);
  loginQuery.delete('registered');
  if (mobile) loginQuery.set('mobile', mobile);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mobileCheck = checkMobile(mobile, region.isForeign);
    setMobileError(mobileCheck.ok ? undefined : mobileCheck.message);
    setCaptchaError(captcha ? undefined : '请输入验证码');
    if (!mobileCheck.ok || !captcha) return;
    if (!agreement) {
      feedback.toast(ACCOUNT_MESSAGES.agreementRequired);
      return;
    }
    try {
      const result = await signup({
        body: {
          mobile,
          captcha,
          agreement: true,
          ...(region.isForeign ? { mobile_code_id: region.mobileCodeId } : {}),
        },
      }).unwrap();
      dispatch(baseApi.util.resetApiState());
      dispatch(loggedIn({ userId: result.user.id }));
      rememberOrigin(params.get('next'));
      navigate(OPEN_ACCOUNT_PATHS.identity, { replace: true });
    } catch (error) {
      const captchaMessage = fieldError(error, 'captcha');
      if (captchaMessage) setCaptchaError(captchaMessage);
      toastError(error);
    }
  };

  return (
    <Page title="注册">
      <ul className={styles.rewards} aria-label="注册奖励">
        <li>
          <strong>{formatMessage(ACCOUNT_MESSAGES.rewardSignup, { n: SIGNUP_REWARD_YUAN })}</strong>
          注册成功即得
        </li>
        <li>
          <strong>
            {formatMessage(ACCOUNT_MESSAGES.rewardIdentity, { n: IDENTITY_REWARD_YUAN })}
          </strong>
          实名认证后发放
        </li>
      </ul>
      <CookieNotice />
      <form className={styles.form} onSubmit={submit} noValidate aria-label="注册">
        <AccountMobileField
          mobile={mobile}
          onMobileChange={setMobile}
          error={mobileError}
          onErrorChange={setMobileError}
          region={region}
        />
        <CaptchaSliderCheck slider={slider} mobile={mobile} />
        <CaptchaField value={captcha} onChange={setCaptcha} onSend={onSend} error={captchaError} />
        <AgreementCheckbox
          checked={agreement}
          onChange={setAgreement}
          agreements={SIGNUP_AGREEMENTS}
        />
        <div className={styles.actions}>
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={isLoading}
            loadingText="注册中"
          >
            注册并开户
          </Button>
        </div>
        <p className={styles.formLinks}>
          已有账户？<Link to={`/accounts/login/?${loginQuery.toString()}`}>立即登录</Link>
        </p>
      </form>
    </Page>
  );
}

export default SignupScreen;
