import { checkTradePassword } from '@jijin/core';
import { ACCOUNT_MESSAGES } from '@jijin/core/messages';
import { appPaths } from '../../app/routes/index';
import { feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Page, PageLoading } from '../../app/page';
import { fieldError, toastError } from '../../shared/errors';
import {
  useChangeTradePasswordMutation,
  useIsTradePasswordSetQuery,
  useSetTradePasswordMutation,
} from '../api';
import { OpenAccountSteps } from '../components/open-account-steps';
import { TradePasswordField } from '../components/trade-password-field';
import { useOpenAccountStep } from '../open-account';
import styles from '../accounts.module.css';

/**
 * /accounts/trade_password/ (?open_account=1; spec 000 §2, §5): set the 6-digit trade password
 * (open-account step) or, once set, change it (old + new + repeat). Messages are core's
 * (请填写6位交易密码, 两次输入的密码不一致).
 */
export function TradePasswordScreen() {
  const flow = useOpenAccountStep('trade_password');
  const state = useIsTradePasswordSetQuery();
  const navigate = useNavigate();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ old?: string; password?: string; repeat?: string }>({});
  const [setTradePassword, setState] = useSetTradePasswordMutation();
  const [changeTradePassword, changeState] = useChangeTradePasswordMutation();

  if (state.isLoading) {
    return (
      <Page title="交易密码">
        <PageLoading />
      </Page>
    );
  }
  const isChange = Boolean(state.data?.is_set) && !flow.isOpenAccount;
  const title = isChange ? '修改交易密码' : '设置交易密码';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (isChange) {
      const o = checkTradePassword(oldPassword);
      if (!o.ok) next.old = o.message;
    }
    const p = checkTradePassword(password);
    if (!p.ok) next.password = p.message;
    else if (password !== repeat) next.repeat = ACCOUNT_MESSAGES.passwordMismatch;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      if (isChange) {
        await changeTradePassword({
          body: {
            old_password: oldPassword,
            password,
            password_confirm: repeat,
          },
        }).unwrap();
        feedback.toast('交易密码修改成功');
        navigate(appPaths.settings(), { replace: true });
        return;
      }
      if (!state.data?.is_set)
        await setTradePassword({ body: { password, password_confirm: repeat } }).unwrap();
      feedback.toast('交易密码设置成功');
      if (flow.isOpenAccount) await flow.goNext();
      else navigate(appPaths.settings(), { replace: true });
    } catch (error) {
      setErrors({
        old: fieldError(error, 'old_password'),
        password: fieldError(error, 'password'),
      });
      toastError(error);
    }
  };

  return (
    <Page title={title}>
      {flow.isOpenAccount && <OpenAccountSteps current="trade_password" />}
      <p className={`${styles.section} ${styles.muted}`}>
        交易密码用于买入、卖出等交易，请勿与登录密码或银行卡密码相同。
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        {isChange && (
          <TradePasswordField
            label="原交易密码"
            name="old_password"
            value={oldPassword}
            onChange={setOldPassword}
            error={errors.old}
          />
        )}
        <TradePasswordField
          label={isChange ? '新交易密码' : '交易密码'}
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
            loading={setState.isLoading || changeState.isLoading}
            loadingText={ACCOUNT_MESSAGES.submitting}
          >
            {flow.isOpenAccount ? '下一步' : '确定'}
          </Button>
        </div>
        {isChange && (
          <p className={styles.formLinks}>
            <Link to="/accounts/trade_password/reset/">忘记交易密码？</Link>
          </p>
        )}
      </form>
    </Page>
  );
}

export default TradePasswordScreen;
