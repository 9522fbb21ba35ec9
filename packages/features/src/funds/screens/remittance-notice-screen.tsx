import { Screen } from '../components/screen';
import styles from '../funds.module.css';

/**
 * /funds/remittance_notice/: how to pay a buy by bank transfer (网银转账), shown when a buy is
 * above the card's single limit and for a pending trade with is_remittance (spec 001 §4-5).
 */
export function RemittanceNoticeScreen() {
  return (
    <Screen title="汇款说明">
      <section className={styles.card} aria-labelledby="rn-steps">
        <h2 id="rn-steps" className={styles.sectionTitle}>
          网银转账买入步骤
        </h2>
        <ol className={styles.timeline}>
          <li>在买入页选择网银转账方式并提交委托，委托状态为“委托成功”。</li>
          <li>通过本人名下、与交易账户绑定的同一张银行卡，向基金销售结算专户汇入委托金额。</li>
          <li>汇款附言填写交易流水号；汇款金额须与委托金额一致。</li>
          <li>请在交易日15:00前完成汇款，逾期未到账的委托将被撤销，汇入资金原路退回。</li>
        </ol>
      </section>
      <p className={`${styles.note} ${styles.muted}`}>
        非本人银行卡或非绑定银行卡汇款将被退回；退回资金到账时间以银行处理为准。
      </p>
    </Screen>
  );
}

export default RemittanceNoticeScreen;
