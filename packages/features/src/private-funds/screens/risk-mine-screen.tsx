import { appPaths } from '../../app/routes/index';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetMyPrivateFundRiskQuery } from '../api';
import { productSlug } from '../slug';
import s from './screens.module.css';

/**
 * /privatefunds/investment_risk/mine/?slug= (spec 001 §2): the private-fund risk test result —
 * the risk type and until when it holds — with 重新测评 and the way back to the product.
 */
export function PrivateFundRiskMineScreen() {
  const [params] = useSearchParams();
  const slug = productSlug(params.get('slug'));
  const mine = useGetMyPrivateFundRiskQuery();
  return (
    <Page title="私募风险测评结果">
      <QueryState query={mine}>
        {(r) => (
          <>
            <div className={s.section}>
              {r.tested ? (
                <>
                  <div className={s.row}>
                    <span>风险承受能力</span>
                    <strong data-testid="private-risk-type">{r.investment_risk_display}</strong>
                  </div>
                  <div className={s.row}>
                    <span>有效期至</span>
                    <span>{r.effective_to}</span>
                  </div>
                  <p className={s.note}>
                    预约私募产品时，您的风险承受能力需不低于产品的风险等级（保守型对应R1，进取型对应R5）。
                  </p>
                </>
              ) : (
                <p className={s.note}>您尚未完成私募风险测评，或测评结果已过期。</p>
              )}
            </div>
            <div className={s.actions}>
              {r.tested && slug && (
                <Link className={s.cta} to={appPaths.privateFundProduct(slug)}>
                  返回产品
                </Link>
              )}
              <Link
                className={r.tested && slug ? s.secondary : s.cta}
                to={appPaths.privateFundRiskQuestions(slug)}
              >
                {r.tested ? '重新测评' : '开始测评'}
              </Link>
            </div>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default PrivateFundRiskMineScreen;
