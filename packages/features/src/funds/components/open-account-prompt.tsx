import { rememberOrigin } from '@jijin/core/navigation';
import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../../app/services-context';
import { OPEN_ACCOUNT_ORIGIN, OPEN_ACCOUNT_PATHS } from '../../shared/open-account';
import { useGetSettingsQuery } from '../../shared/api';
import styles from '../funds.module.css';

const STEP_LABELS = {
  identity: '实名认证',
  bank_card: '绑定银行卡',
  trade_password: '设置交易密码',
  risk_test: '风险测评',
} as const;

/**
 * Shown on the trading screens while the account is not open yet (GET /accounts/settings/
 * `open_account_step`): says which step is next and sends the user there, remembering this page
 * so the flow comes back after its last step.
 */
export function OpenAccountPrompt({ action = '交易' }: { action?: string }) {
  const q = useGetSettingsQuery();
  const { cookies } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const step = q.data?.open_account_step;
  if (!step || step === 'done') return null;
  return (
    <section className={styles.card} role="note" aria-label="开户提示">
      <p className={styles.feeLine}>
        您尚未完成开户（下一步：{STEP_LABELS[step]}），开户后即可{action}。
      </p>
      <Button
        size="small"
        color="primary"
        onClick={() => {
          rememberOrigin(cookies, OPEN_ACCOUNT_ORIGIN, location.pathname + location.search);
          navigate(OPEN_ACCOUNT_PATHS[step]);
        }}
      >
        去开户
      </Button>
    </section>
  );
}
