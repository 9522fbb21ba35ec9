import { Steps } from 'antd-mobile';
import { OPEN_ACCOUNT_STEP_LABELS, type OpenAccountStep } from '../open-account';
import styles from '../accounts.module.css';

/** The open-account progress (实名认证 -> 绑定银行卡 -> 交易密码 -> 风险测评), shown on each step. */
export function OpenAccountSteps({ current }: { current: OpenAccountStep }) {
  const index =
    current === 'done'
      ? OPEN_ACCOUNT_STEP_LABELS.length
      : OPEN_ACCOUNT_STEP_LABELS.findIndex((s) => s.step === current);
  return (
    <nav className={styles.steps} aria-label="开户进度">
      <Steps current={index}>
        {OPEN_ACCOUNT_STEP_LABELS.map((s, i) => (
          <Steps.Step
            key={s.step}
            title={s.label}
            status={i < index ? 'finish' : i === index ? 'process' : 'wait'}
            aria-current={i === index ? 'step' : undefined}
          />
        ))}
      </Steps>
    </nav>
  );
}
