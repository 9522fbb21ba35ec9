import { Screen } from '../components/screen';
import styles from '../funds.module.css';

const FAQ: readonly { q: string; a: string }[] = [
  {
    q: '交易日15:00前后买入有什么区别？',
    a: '交易日15:00前提交的申请按当日净值确认，15:00后或非交易日提交的申请顺延至下一交易日，按下一交易日净值确认。',
  },
  {
    q: '买入后什么时候确认份额？',
    a: '一般基金T+1日确认份额，QDII基金T+2日确认；确认后可在持仓中查看份额和收益。',
  },
  {
    q: '卖出后多久到账？',
    a: '委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准。一般基金确认后1-3个交易日到账。',
  },
  {
    q: '可以撤单吗？',
    a: '在申请当日15:00前，可在交易记录中对“委托成功”的申请撤单；超过15:00后不能撤单。',
  },
  {
    q: '为什么需要做风险测评？',
    a: '根据投资者适当性管理要求，购买基金前需完成风险测评；购买风险等级高于您风险承受能力的产品时，需要您确认风险提示。',
  },
  {
    q: '定投终止后还能恢复吗？',
    a: '终止定投后将永久停止扣款，且该定投计划无法恢复；已发起的扣款请到交易记录页面撤单。',
  },
];

/** /funds/faq/: common questions on fund trading. */
export function FundsFaqScreen() {
  return (
    <Screen title="基金交易常见问题">
      {FAQ.map((f, i) => (
        <section key={i} className={styles.card} aria-labelledby={`faq-${i}`}>
          <h2 id={`faq-${i}`} className={styles.sectionTitle}>
            {f.q}
          </h2>
          <p className={styles.feeLine}>{f.a}</p>
        </section>
      ))}
    </Screen>
  );
}

export default FundsFaqScreen;
