import { isRiskTested } from '@jijin/core/status';
import { checkEmail } from '@jijin/core/validation';
import { appPaths } from '../../app/routes/index';
import { FieldInput, FormField, feedback, ThemeSwitch } from '@jijin/ui';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { Page } from '../../app/page';
import { toastError } from '../../shared/errors';
import { LinkList } from '../../shared/link-list';
import { QueryState } from '../../shared/query-state';
import { useListSocialBindingsQuery, useUpdateSettingsMutation } from '../api';
import { useGetSettingsQuery, useSetPrivateFundQualifiedMutation } from '../../shared/api';
import { LoginPasswordForm } from '../components/login-password-form';
import styles from '../accounts.module.css';

/** The social providers' names as the investor reads them (never the raw provider id). */
const SOCIAL_NAMES: Record<string, string> = { weixin: '微信', qq: 'QQ', weibo: '微博' };

/**
 * The email statements go to (optional: the investor need not give one); what is saved must pass
 * core's `checkEmail` (spec 000 §5 Email: 请输入正确的邮箱地址) before it is sent with
 * `POST /accounts/settings/`.
 */
function EmailField({ saved }: { saved: string | null | undefined }) {
  const [value, setValue] = useState(saved ?? '');
  const [error, setError] = useState('');
  const [update, state] = useUpdateSettingsMutation();
  const save = async () => {
    const email = value.trim();
    const r = checkEmail(email);
    if (!r.ok) {
      setError(r.message);
      return;
    }
    setError('');
    try {
      await update({ body: { email } }).unwrap();
      feedback.toast('邮箱已保存');
    } catch (e) {
      toastError(e);
    }
  };
  return (
    <section className={styles.section} aria-label="对账单邮箱">
      <FormField label="对账单邮箱（选填）" error={error} hint="用于接收电子对账单">
        {(ids) => (
          <FieldInput
            id={ids.inputId}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={100}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.hintId} ${ids.errorId}` : ids.hintId}
            onChange={(v) => {
              setValue(v);
              if (error) setError('');
            }}
            placeholder="如 name@example.com"
          />
        )}
      </FormField>
      <Button size="small" loading={state.isLoading} onClick={() => void save()}>
        保存邮箱
      </Button>
    </section>
  );
}

/** The qualified-investor confirmation (private funds, spec 001 §6). */
export const PRIVATE_FUND_QUALIFY_TEXT =
  '私募基金仅面向合格投资者。请确认您符合以下条件之一：金融资产不低于300万元，或最近三年个人年均收入不低于50万元。';

/**
 * /accounts/settings/ (spec 000 §2): the account's settings — profile, identity, address, login
 * password, trade password (set / change / reset), bank cards, risk test, private-fund
 * qualification, social bindings, the statements email — from GET /accounts/settings/.
 */
export function SettingsScreen() {
  const settings = useGetSettingsQuery();
  const bindings = useListSocialBindingsQuery();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [qualify, qualifyState] = useSetPrivateFundQualifiedMutation();

  const confirmQualified = async () => {
    const ok = await feedback.confirm({
      title: '合格投资者认定',
      content: PRIVATE_FUND_QUALIFY_TEXT,
      confirmText: '我已确认',
    });
    if (!ok) return;
    try {
      await qualify({ body: { qualified: true } }).unwrap();
      feedback.toast('认定成功');
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Page title="设置">
      <QueryState query={settings}>
        {(s) => (
          <>
            <LinkList
              title="账户信息"
              items={[
                { to: '/accounts/profile/', label: '个人资料', extra: s.username },
                {
                  to: appPaths.bindUser(),
                  label: '实名认证',
                  extra: s.has_identity ? `已认证 ${s.real_name ?? ''}` : '未认证',
                },
                {
                  to: '/accounts/bank_cards/bind/user_address/',
                  label: '联系地址与职业',
                  extra: s.address ? '已填写' : '未填写',
                },
              ]}
            />
            <LinkList
              title="安全"
              items={[
                {
                  to: appPaths.tradePassword(),
                  label: s.is_trade_password_set ? '修改交易密码' : '设置交易密码',
                },
                ...(s.is_trade_password_set
                  ? [{ to: '/accounts/trade_password/reset/', label: '找回交易密码' }]
                  : []),
                { to: appPaths.bankCards(), label: '银行卡', extra: `${s.bank_cards_count}张` },
                {
                  to: appPaths.riskTest(),
                  label: '风险测评',
                  extra: isRiskTested(s.investment_risk_status)
                    ? s.investment_risk_display
                    : '未测评',
                },
                { to: appPaths.safe(), label: '安全保障' },
              ]}
            />
            <section className={styles.section} aria-label="登录密码与认定">
              <div className={styles.kv}>
                <span>登录密码</span>
                <Button size="small" onClick={() => setPasswordOpen(true)}>
                  {s.has_password ? '修改登录密码' : '设置登录密码'}
                </Button>
              </div>
              <div className={styles.kv}>
                <span>私募合格投资者</span>
                {s.is_private_fund_qualified ? (
                  <span>已认定</span>
                ) : (
                  <Button
                    size="small"
                    loading={qualifyState.isLoading}
                    onClick={() => void confirmQualified()}
                  >
                    去认定
                  </Button>
                )}
              </div>
              {(bindings.data ?? []).map((b) => (
                <div key={b.provider} className={styles.kv}>
                  <span>{SOCIAL_NAMES[b.provider] ?? b.provider}绑定</span>
                  <span>{b.bound ? `已绑定${b.nickname ? ` ${b.nickname}` : ''}` : '未绑定'}</span>
                </div>
              ))}
            </section>
            <ThemeSwitch />

            <EmailField saved={s.email} />
            <LinkList items={[{ to: '/accounts/more/', label: '更多' }]} />
            <Popup
              visible={passwordOpen}
              onMaskClick={() => setPasswordOpen(false)}
              bodyStyle={{ borderRadius: '12px 12px 0 0' }}
            >
              {passwordOpen && (
                <LoginPasswordForm
                  hasPassword={Boolean(s.has_password)}
                  onDone={() => setPasswordOpen(false)}
                />
              )}
            </Popup>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default SettingsScreen;
