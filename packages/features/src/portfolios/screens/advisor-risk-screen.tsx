import { clearOrigin, readOrigin } from '@jijin/core/navigation';
import { findStatus, PORTFOLIO_RISK_LEVELS } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { EmptyState, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { QueryState } from '../../shared/query-state';
import { errorTitle } from '../../shared/trade-attempt';
import {
  useAnswerAdvisorRiskQuestionsMutation,
  useGetMyAdvisorRiskQuery,
  useGetAdvisorRiskQuestionsQuery,
} from '../../portfolios/api';
import { Actions, Section, blocks as s } from '../../shared/blocks';
import { RiskQuestionnaireForm, type RiskAnswer } from '../../shared/risk-questionnaire';

/**
 * /portfolio/advisor_risk/?portfolio_id=: the portfolio's advisor risk test. It passes when the
 * user's risk is at least the portfolio's (spec 001 §5); a pass goes back to where the test was
 * asked for (the risk-test origin, else the portfolio's buy page). A result reused from the fund
 * risk test (`source` fund_risk_test: the same ten questions) says so, with 重新测评 still offered.
 */
export function AdvisorRiskScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('portfolio_id'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Page title="投顾风险测评">
      {valid ? <RiskForm id={id} /> : <EmptyState description="请从组合页面进入投顾风险测评" />}
    </Page>
  );
}

function RiskForm({ id }: { id: number }) {
  const questions = useGetAdvisorRiskQuestionsQuery({ portfolio: id });
  const mine = useGetMyAdvisorRiskQuery({ portfolio: id });
  const [answer, { isLoading }] = useAnswerAdvisorRiskQuestionsMutation();
  const [retake, setRetake] = useState(false);
  const { cookies } = useServices();
  const navigate = useNavigate();

  const result = mine.data;
  if (result && result.investment_risk > 0 && !retake) {
    const level = findStatus(PORTFOLIO_RISK_LEVELS, result.portfolio_risk ?? 5)?.label ?? '未知';
    return (
      <>
        <Section title="测评结果">
          <p className={s.big} data-testid="advisor-risk-result">
            {result.passed ? '测评通过' : '风险不匹配'}
          </p>
          <p>
            您的风险承受能力：{result.investment_risk_display}；该组合风险等级：{level}
          </p>
          <p className={s.muted}>
            {result.passed
              ? '您的风险承受能力不低于该组合的风险等级，可以购买。'
              : '您的风险承受能力低于该组合的风险等级，暂不能购买该组合。'}
            {result.effective_to && `测评有效期至${result.effective_to}。`}
          </p>
          {result.source === 'fund_risk_test' && (
            <p className={s.muted} data-testid="advisor-risk-source">
              {`已沿用您${result.tested_at ? `${result.tested_at}完成的` : '的'}基金风险测评结果（两份问卷题目相同），无需重复作答；如情况有变，可重新测评。`}
            </p>
          )}
        </Section>
        <Actions>
          {result.passed && (
            <Button
              block
              color="primary"
              size="large"
              onClick={() => {
                const back = readOrigin(cookies, 'riskTest');
                clearOrigin(cookies, 'riskTest');
                navigate(back && back !== '/' ? back : appPaths.portfolioBuy(id), {
                  replace: true,
                });
              }}
            >
              继续买入
            </Button>
          )}
          <Button block size="large" onClick={() => setRetake(true)}>
            重新测评
          </Button>
        </Actions>
      </>
    );
  }

  const submit = async (given: RiskAnswer[]) => {
    try {
      await answer({ body: { portfolio: id, answer: given } }).unwrap();
      setRetake(false);
    } catch (err) {
      feedback.toast(errorTitle(err));
    }
  };

  return (
    <QueryState query={questions}>
      {(data) => (
        <RiskQuestionnaireForm
          questionnaire={data}
          label="投顾风险测评问卷"
          submitting={isLoading}
          onSubmit={submit}
        />
      )}
    </QueryState>
  );
}

export default AdvisorRiskScreen;
