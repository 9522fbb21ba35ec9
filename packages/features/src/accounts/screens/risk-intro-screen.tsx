import { INVESTMENT_RISK_STATUS, RISK_TYPES, findStatus, isRiskTested } from '@jijin/core/status';
import { feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { LinkList } from '../../shared/link-list';
import { QueryState } from '../../shared/query-state';
import { useChangeRiskTypeMutation } from '../api';
import { useGetMyRiskProfileQuery } from '../../shared/api';
import { toastError } from '../../shared/errors';
import { OpenAccountSteps } from '../components/open-account-steps';
import { useOpenAccountStep } from '../open-account';
import styles from '../accounts.module.css';

/**
 * /accounts/investment_risk/ (spec 000 §2-4): what the test is for and, once taken, the profile
 * (risk type, status, validity, fitting products); start, retake, or see mismatched holdings.
 */
export function RiskIntroScreen() {
  const flow = useOpenAccountStep('risk_test');
  const profile = useGetMyRiskProfileQuery();
  const navigate = useNavigate();
  const [changeRisk] = useChangeRiskTypeMutation();
  /** The user may declare a more conservative type than the test gave (POST investment_risk/change/). */
  const lowerType = async (current: number) => {
    const choice = await feedback.actionSheet({
      extra: '您可以主动选择更保守的风险类型，调高需重新测评',
      actions: RISK_TYPES.filter((t) => t.code >= 1 && t.code < current).map((t) => ({
        key: t.code,
        text: t.label,
      })),
    });
    if (choice === null) return;
    try {
      await changeRisk({ body: { investment_risk: choice as 1 | 2 | 3 | 4 } }).unwrap();
      feedback.toast('风险类型已调整');
    } catch (error) {
      toastError(error);
    }
  };
  const suffix = flow.isOpenAccount ? '?open_account=1' : '';
  return (
    <Page title="风险测评">
      {flow.isOpenAccount && <OpenAccountSteps current="risk_test" />}
      <section className={styles.section} aria-labelledby="risk-why">
        <h2 id="risk-why" className={styles.sectionTitle}>
          为什么要做风险测评？
        </h2>
        <p className={styles.muted}>
          根据《证券期货投资者适当性管理办法》，购买基金前需完成风险承受能力测评。测评结果决定您可购买的产品风险等级，约需2分钟。
        </p>
      </section>
      <QueryState query={profile}>
        {(p) => {
          const status = findStatus(INVESTMENT_RISK_STATUS, p.investment_risk_status);
          const taken = isRiskTested(p.investment_risk_status);
          return (
            <>
              {taken && (
                <section className={styles.section} aria-labelledby="risk-result">
                  <h2 id="risk-result" className={styles.sectionTitle}>
                    我的测评结果
                  </h2>
                  <dl>
                    <div className={styles.kv}>
                      <dt>风险类型</dt>
                      <dd>{p.investment_risk_display}</dd>
                    </div>
                    <div className={styles.kv}>
                      <dt>测评状态</dt>
                      <dd>{p.investment_risk_status_display || status?.label}</dd>
                    </div>
                    {p.effective_to && (
                      <div className={styles.kv}>
                        <dt>有效期至</dt>
                        <dd>{p.effective_to}</dd>
                      </div>
                    )}
                    {p.product_fit && (
                      <div className={styles.kv}>
                        <dt>适合产品</dt>
                        <dd>{p.product_fit}</dd>
                      </div>
                    )}
                  </dl>
                  {p.investment_risk_summary && (
                    <p className={styles.muted}>{p.investment_risk_summary}</p>
                  )}
                  {status?.retestNeeded && <p className="jj-up">您的测评结果已失效，请重新测评</p>}
                </section>
              )}
              <div className={styles.actions}>
                <Button
                  block
                  color="primary"
                  size="large"
                  onClick={() =>
                    navigate(
                      taken
                        ? `/accounts/investment_risk/questions/again/${suffix}`
                        : `/accounts/investment_risk/questions/${suffix}`,
                    )
                  }
                >
                  {taken ? '重新测评' : '开始测评'}
                </Button>
              </div>
              {taken && !flow.isOpenAccount && p.investment_risk > 1 && (
                <div className={styles.actions} style={{ paddingTop: 0 }}>
                  <Button block fill="outline" onClick={() => void lowerType(p.investment_risk)}>
                    调低风险类型
                  </Button>
                </div>
              )}
              {taken && !flow.isOpenAccount && (
                <LinkList
                  items={[
                    { to: '/accounts/investment_risk/mismatch_assets/', label: '风险不匹配的持仓' },
                  ]}
                />
              )}
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}

export default RiskIntroScreen;
