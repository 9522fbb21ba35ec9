import { appPaths, clearOrigin, findStatus, PORTFOLIO_RISK_LEVELS, readOrigin } from '@jijin/core';
import { EmptyState, feedback } from '@jijin/ui';
import { Button, Radio, Space } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { QueryState } from '../../shared/query-state';
import { errorTitle } from '../../shared/trade-attempt';
import {
  usePortfoliosRiskAnswerMutation,
  usePortfoliosRiskMineQuery,
  usePortfoliosRiskQuestionsQuery,
} from '../../portfolios/api';
import { Actions, Section, blocks as s } from '../../shared/blocks';

/**
 * /portfolio/advisor_risk/?portfolio_id=: the portfolio's advisor risk test. It passes when the
 * user's risk is at least the portfolio's (spec 001 §5); a pass goes back to where the test was
 * asked for (the risk-test origin, else the portfolio's buy page).
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
  const questions = usePortfoliosRiskQuestionsQuery(id);
  const mine = usePortfoliosRiskMineQuery(id);
  const [answer, { isLoading }] = usePortfoliosRiskAnswerMutation();
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [missing, setMissing] = useState<number[]>([]);
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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const qs = questions.data?.questions ?? [];
    const left = qs.filter((q) => answers[q.id] === undefined).map((q) => q.id);
    setMissing(left);
    if (left.length) {
      feedback.toast(`还有${left.length}题未作答`);
      return;
    }
    try {
      await answer({
        portfolio: id,
        answer: qs.map((q) => ({ question_id: q.id, option_id: answers[q.id]! })),
      }).unwrap();
      setRetake(false);
    } catch (err) {
      feedback.toast(errorTitle(err));
    }
  };

  return (
    <QueryState query={questions}>
      {(data) => (
        <form onSubmit={(e) => void submit(e)} aria-label="投顾风险测评问卷">
          {data.questions.map((q, i) => (
            <fieldset key={q.id} className={s.card} data-testid="advisor-risk-question">
              <legend className={s.title}>
                {i + 1}. {q.title}
              </legend>
              <Radio.Group
                value={answers[q.id] ?? null}
                onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v as number }))}
              >
                <Space direction="vertical">
                  {q.options.map((o) => (
                    <Radio key={o.id} value={o.id}>
                      {o.content}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
              {missing.includes(q.id) && answers[q.id] === undefined && (
                <p className={s.error} role="alert">
                  请选择答案
                </p>
              )}
            </fieldset>
          ))}
          <Actions>
            <Button block type="submit" color="primary" size="large" loading={isLoading}>
              提交
            </Button>
          </Actions>
        </form>
      )}
    </QueryState>
  );
}

export default AdvisorRiskScreen;
