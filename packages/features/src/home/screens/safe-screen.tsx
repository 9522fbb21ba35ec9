import { Page } from '../../app/page';
import styles from '../home.module.css';

const POINTS = [
  {
    title: '资金安全',
    text: '资金由银行全程监管，买入资金直达基金托管账户，赎回资金只能回到本人同名银行卡。',
  },
  {
    title: '账户安全',
    text: '登录与交易分设密码，交易需验证6位交易密码；敏感信息加密存储并脱敏展示。',
  },
  {
    title: '合规经营',
    text: '持有中国证监会核发的基金销售业务资格，严格履行投资者适当性管理义务。',
  },
  { title: '信息保护', text: '遵循最小必要原则收集个人信息，未经您同意不向第三方提供。' },
];

/** /safe/ (spec 000 §2): how money and accounts are kept safe. */
export function SafeScreen() {
  return (
    <Page title="安全保障">
      {POINTS.map((p, i) => (
        <section
          key={p.title}
          className={`${styles.section} ${styles.faq}`}
          aria-labelledby={`safe-${i}`}
        >
          <h2 id={`safe-${i}`} className={styles.sectionTitle}>
            {p.title}
          </h2>
          <p>{p.text}</p>
        </section>
      ))}
    </Page>
  );
}

export default SafeScreen;
