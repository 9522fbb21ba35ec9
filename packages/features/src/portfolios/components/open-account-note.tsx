import { rememberOrigin } from '@jijin/core/navigation';
import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../../app/services-context';
import { OPEN_ACCOUNT_ORIGIN, OPEN_ACCOUNT_PATHS } from '../../shared/open-account';
import { Section, blocks as s } from '../../shared/blocks';
import { useGetSettingsQuery } from '../../shared/api';

const STEP_LABELS = {
  identity: '实名认证',
  bank_card: '绑定银行卡',
  trade_password: '设置交易密码',
  risk_test: '风险测评',
} as const;

/** While the account is not open: which step is next, and 去开户 (this page is remembered). */
export function OpenAccountNote() {
  const q = useGetSettingsQuery();
  const { cookies } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const step = q.data?.open_account_step;
  if (!step || step === 'done') return null;
  return (
    <Section label="开户提示">
      <p className={s.muted}>您尚未完成开户（下一步：{STEP_LABELS[step]}），开户后即可买入组合。</p>
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
    </Section>
  );
}
