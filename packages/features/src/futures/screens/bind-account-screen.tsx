import {
  FUTURES_ACCOUNT_MESSAGES,
  checkFuturesAccountNo,
  checkFuturesCompany,
} from '@jijin/core/validation';
import { appPaths } from '../../app/routes/index';
import { FieldInput, FormField, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { errorMessage, errorStatus, fieldError } from '../../shared/errors';
import { OPEN_ACCOUNT_PATHS } from '../../shared/open-account';
import { useBindFuturesAccountMutation } from '../../futures/api';
import s from '../../futures/components/futures.module.css';

/**
 * /futures/accounts/bind/ (spec 001 §7 Futures, designed `POST /futures/accounts/`): binds the
 * user's account at a futures company — company full name and 资金账号, checked by core's rules
 * before sending; the server's messages show under their fields and nothing typed is lost. A user
 * without identity verification is sent to it.
 */
export function BindAccountScreen() {
  const navigate = useNavigate();
  const [company, setCompany] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [errors, setErrors] = useState<{ company?: string; account_no?: string; form?: string }>(
    {},
  );
  const [needsIdentity, setNeedsIdentity] = useState(false);
  const [bind, { isLoading }] = useBindFuturesAccountMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const c = checkFuturesCompany(company);
    const n = checkFuturesAccountNo(accountNo);
    const next = {
      company: c.ok ? undefined : c.message,
      account_no: n.ok ? undefined : n.message,
    };
    setErrors(next);
    if (!c.ok || !n.ok) return;
    const r = await bind({ body: { company: company.trim(), account_no: accountNo.trim() } });
    if (!r.error) {
      void feedback.toast('绑定成功');
      navigate(appPaths.futuresAccounts(), { replace: true });
      return;
    }
    const companyError = fieldError(r.error, 'company');
    const noError = fieldError(r.error, 'account_no');
    setNeedsIdentity(
      errorStatus(r.error) === 403 &&
        fieldError(r.error, 'detail') === FUTURES_ACCOUNT_MESSAGES.identity,
    );
    setErrors({
      company: companyError,
      account_no: noError,
      form: companyError || noError ? undefined : errorMessage(r.error),
    });
  };

  return (
    <Page title="绑定期货账户">
      <form className={s.section} onSubmit={(e) => void submit(e)} noValidate>
        <p className={s.muted}>请填写您在期货公司开立的资金账号，仅用于在本应用查看账户信息。</p>
        <FormField label="期货公司" error={errors.company}>
          {(ids) => (
            <FieldInput
              id={ids.inputId}
              name="company"
              maxLength={30}
              placeholder="如：中信期货有限公司"
              value={company}
              onChange={setCompany}
              aria-invalid={Boolean(errors.company)}
              aria-describedby={errors.company ? ids.errorId : undefined}
            />
          )}
        </FormField>
        <FormField label="资金账号" error={errors.account_no}>
          {(ids) => (
            <FieldInput
              id={ids.inputId}
              name="account_no"
              inputMode="numeric"
              maxLength={20}
              autoComplete="off"
              placeholder="6至20位数字"
              value={accountNo}
              onChange={(v) => setAccountNo(v.replace(/\s/g, ''))}
              aria-invalid={Boolean(errors.account_no)}
              aria-describedby={errors.account_no ? ids.errorId : undefined}
            />
          )}
        </FormField>
        {errors.form && (
          <p className={s.muted} role="alert">
            {errors.form}
            {needsIdentity && (
              <>
                {' '}
                <Link className={s.link} to={OPEN_ACCOUNT_PATHS.identity}>
                  去实名认证
                </Link>
              </>
            )}
          </p>
        )}
        <div className={s.actions}>
          <Button block type="submit" color="primary" size="large" loading={isLoading}>
            确认绑定
          </Button>
        </div>
      </form>
    </Page>
  );
}

export default BindAccountScreen;
