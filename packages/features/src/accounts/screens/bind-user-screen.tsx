import { checkIdCard, checkMobile } from '@jijin/core';
import { IDENTITY_REWARD_YUAN } from '@jijin/core/constants';
import { ACCOUNT_MESSAGES, formatMessage } from '@jijin/core/messages';
import { INPUT_MAX_LENGTH, identityPayload, limitInput } from '@jijin/core/validation';
import { appPaths } from '../../app/routes/index';
import { BankCardInput, FormField, IdCardInput, MobileInput, feedback } from '@jijin/ui';
import { Button, Input } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page, PageLoading } from '../../app/page';
import { fieldError, toastError } from '../../shared/errors';
import {
  useBindBankCardMutation,
  useCreateIdentityVerificationMutation,
  useGetMyIdentityVerificationQuery,
  useVerifyIdentityAuthMutation,
} from '../api';
import { useListBanksQuery } from '../../shared/api';
import { CaptchaField } from '../components/captcha-field';
import { cardNoOfRef } from '../card-ref';
import { OpenAccountSteps } from '../components/open-account-steps';
import { useCaptchaSender } from '../components/use-captcha-sender';
import { CaptchaSliderCheck, useCaptchaSlider } from '../components/captcha-slider';
import { useOpenAccountStep } from '../open-account';
import styles from '../accounts.module.css';

/**
 * The investor's identity verification query with 404 read as "none yet" (`data: null`, contract
 * `GET /accounts/identity_verfications/mine/`), not as a failure; other errors stay errors.
 */
function identityOrNone<Q extends { data?: object; error?: unknown }>(
  query: Q,
): Omit<Q, 'data' | 'error'> & { data: Q['data'] | null; error: unknown } {
  const notFound = (query.error as { status?: number } | undefined)?.status === 404;
  return {
    ...query,
    data: notFound ? null : query.data,
    error: notFound ? undefined : query.error,
  };
}

/**
 * /accounts/bank_cards/bind/user/?cardNo&id[&isAuthMode=1] (spec 000 §2, §4).
 * - Without cardNo: identity verification (real name + ID card), the open-account step after signup.
 * - With cardNo (a reference to the card number held in memory, card-ref.ts) and id (its bank): the card holder's identity, the card's reserved
 *   mobile and an SMS captcha, then POST /funds/bind_bank_card/. When the identity is already
 *   verified (status 1) the ID number and real name are cleared before sending (core's
 *   `identityPayload`).
 * - With isAuthMode=1: the card is authorized by the four elements — name, ID number, card number
 *   and reserved mobile (POST /funds/identity_auth/verify/) — so the holder types the name and ID
 *   number even when verified, and they are sent as typed (the check is their comparison).
 */
export function BindUserScreen() {
  const [params] = useSearchParams();
  // `cardNo` is a reference to the number held in memory (card-ref.ts); unknown after a reload
  const cardNoParam = cardNoOfRef(params.get('cardNo'));
  const bankId = Number(params.get('id')) || undefined;
  const isAuthMode = params.get('isAuthMode') === '1';
  const withCard = params.has('cardNo') || isAuthMode;
  const flow = useOpenAccountStep(withCard ? 'bank_card' : 'identity');
  const identity = identityOrNone(useGetMyIdentityVerificationQuery());
  const banks = useListBanksQuery(undefined, { skip: !withCard });
  const navigate = useNavigate();

  const [realName, setRealName] = useState('');
  const [realNameError, setRealNameError] = useState<string>();
  const [idCard, setIdCard] = useState('');
  const [idCardError, setIdCardError] = useState<string>();
  const [cardNo, setCardNo] = useState(cardNoParam);
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string>();
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  // spec 000 §5: a captcha send needs a passed slider check when the server asks for one
  const slider = useCaptchaSlider();
  const onSend = useCaptchaSender({ mobile, setMobileError, slider });

  const [createIdentity, createState] = useCreateIdentityVerificationMutation();
  const [bindCard, bindState] = useBindBankCardMutation();
  const [verifyAuth, verifyState] = useVerifyIdentityAuthMutation();
  const busy = createState.isLoading || bindState.isLoading || verifyState.isLoading;

  if (identity.isLoading || flow.settings.isLoading) {
    return (
      <Page title={withCard ? '绑定银行卡' : '实名认证'}>
        <PageLoading />
      </Page>
    );
  }
  const verified = identity.data?.status === 1;
  /** Show the verified identity instead of asking for it (not in auth mode, which checks it). */
  const showVerified = verified && !isAuthMode;
  const bank = banks.data?.find((b) => b.id === bankId);
  const title = isAuthMode ? '银行卡授权' : withCard ? '绑定银行卡' : '实名认证';

  const validateIdentity = (): boolean => {
    if (showVerified) return true;
    const nameOk = realName.trim().length > 0;
    setRealNameError(nameOk ? undefined : '请输入真实姓名');
    const id = checkIdCard(idCard);
    setIdCardError(id.ok ? undefined : id.message);
    return nameOk && id.ok;
  };

  const submitIdentity = async () => {
    if (verified) {
      if (flow.isOpenAccount) await flow.goNext();
      else navigate(appPaths.bindCard(), { replace: true });
      return;
    }
    if (!validateIdentity()) return;
    try {
      await createIdentity({
        body: {
          real_name: realName.trim(),
          id_card_no: idCard.toUpperCase(),
        },
      }).unwrap();
      feedback.toast('实名认证成功');
      if (flow.isOpenAccount) await flow.goNext();
      else navigate(appPaths.bindCard(), { replace: true });
    } catch (error) {
      setIdCardError(fieldError(error, 'id_card_no'));
      setRealNameError(fieldError(error, 'real_name'));
      toastError(error);
    }
  };

  const submitCard = async () => {
    const identityOk = validateIdentity();
    const m = checkMobile(mobile);
    setMobileError(m.ok ? undefined : m.message);
    setCaptchaError(captcha ? undefined : '请输入验证码');
    const cardOk = cardNo.length >= 12;
    if (!cardOk) feedback.toast('请输入正确的银行卡号');
    if (!identityOk || !m.ok || !captcha || !cardOk) return;
    const form = identityPayload(
      { real_name: realName.trim(), id_card_no: idCard.toUpperCase() },
      identity.data?.status,
    );
    try {
      if (isAuthMode) {
        const result = await verifyAuth({
          body: {
            real_name: realName.trim(),
            id_card_no: idCard.toUpperCase(),
            bank_card_no: cardNo,
            mobile,
            captcha,
          },
        }).unwrap();
        if (!result.verified) {
          feedback.toast(result.detail || '鉴权未通过，请核对信息');
          return;
        }
        feedback.toast(result.detail || '授权成功');
        navigate(appPaths.bankCards(), { replace: true });
        return;
      }
      await bindCard({
        body: { ...form, bank_card_no: cardNo, bank_id: bankId, mobile, captcha },
      }).unwrap();
      navigate(
        `/accounts/bank_cards/bind/complete/${flow.isOpenAccount ? '?open_account=1' : ''}`,
        { replace: true },
      );
    } catch (error) {
      setCaptchaError(fieldError(error, 'captcha'));
      setMobileError(fieldError(error, 'mobile'));
      toastError(error);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (withCard ? submitCard() : submitIdentity());
  };

  return (
    <Page title={title}>
      {flow.isOpenAccount && <OpenAccountSteps current={withCard ? 'bank_card' : 'identity'} />}
      {!withCard && (
        <p className={`${styles.section} ${styles.muted}`} role="note">
          {formatMessage(ACCOUNT_MESSAGES.rewardIdentity, { n: IDENTITY_REWARD_YUAN })}
          ，信息仅用于开户实名认证，我们将严格保密。
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        {withCard && (
          <>
            {cardNoParam && !isAuthMode ? (
              <FormField label="银行卡">
                {(ids) => (
                  <output id={ids.inputId} aria-label="银行卡">
                    {bank?.name ?? '银行卡'} 尾号{cardNo.slice(-4)}
                  </output>
                )}
              </FormField>
            ) : (
              <BankCardInput value={cardNo} onChange={setCardNo} />
            )}
          </>
        )}
        {showVerified ? (
          <>
            <FormField label="姓名">
              {(ids) => <output id={ids.inputId}>{identity.data?.real_name}</output>}
            </FormField>
            <FormField label="身份证号">
              {(ids) => <output id={ids.inputId}>{identity.data?.id_card_no}</output>}
            </FormField>
          </>
        ) : (
          <>
            <FormField label="姓名" error={realNameError}>
              {(ids) => (
                <Input
                  id={ids.inputId}
                  name="real_name"
                  autoComplete="name"
                  maxLength={INPUT_MAX_LENGTH.real_name}
                  placeholder="请输入真实姓名"
                  value={realName}
                  aria-invalid={realNameError ? true : undefined}
                  aria-describedby={realNameError ? ids.errorId : undefined}
                  onChange={(v) => setRealName(limitInput('real_name', v))}
                />
              )}
            </FormField>
            <IdCardInput
              value={idCard}
              onChange={setIdCard}
              error={idCardError}
              onBlur={() => {
                if (idCard) {
                  const c = checkIdCard(idCard);
                  setIdCardError(c.ok ? undefined : c.message);
                }
              }}
            />
          </>
        )}
        {withCard && (
          <>
            <MobileInput
              label="预留手机号"
              placeholder="银行预留手机号"
              value={mobile}
              onChange={setMobile}
              error={mobileError}
            />
            <CaptchaSliderCheck slider={slider} mobile={mobile} />
            <CaptchaField
              value={captcha}
              onChange={setCaptcha}
              onSend={onSend}
              error={captchaError}
            />
          </>
        )}
        <div className={styles.actions}>
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={busy}
            loadingText="提交中"
          >
            {isAuthMode ? '确认授权' : withCard ? '确认绑卡' : '下一步'}
          </Button>
        </div>
      </form>
    </Page>
  );
}

export default BindUserScreen;
