// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { AdvisorRiskScreen } from '../screens/advisor-risk-screen';

const routes = [{ path: '/portfolio/advisor_risk/', element: <AdvisorRiskScreen /> }];

const QUESTIONS = {
  version: '2026.1-advisor',
  questions: [
    {
      id: 1,
      title: '您的年龄是？',
      is_multiple: false,
      options: [
        { id: 11, content: 'A. 18-30岁', score: 4 },
        { id: 12, content: 'B. 31-50岁', score: 3 },
      ],
    },
  ],
};

const result = (extra: Record<string, unknown>) => ({
  portfolio_id: 11,
  passed: true,
  investment_risk: 4,
  investment_risk_display: '积极型',
  portfolio_risk: 3,
  effective_to: '2028-04-20',
  ...extra,
});

function open(mine: unknown) {
  return renderRoute({
    url: '/portfolio/advisor_risk/?portfolio_id=11',
    routes,
    token: 't',
    handlers: {
      'GET /portfolio/advisor_investment_risk_questions/': { body: QUESTIONS },
      'GET /portfolio/advisor_investment_risk_questions/mine/': { body: mine },
    },
  });
}

describe('the advisor risk test reuses the fund risk test (spec 001 §5 Portfolio risk test; same ten questions)', () => {
  it('says the result is the fund risk test’s, with its date, and still offers 重新测评', async () => {
    const user = userEvent.setup();
    open(result({ source: 'fund_risk_test', tested_at: '2026-04-20' }));
    expect(await screen.findByTestId('advisor-risk-result')).toHaveTextContent('测评通过');
    expect(screen.getByTestId('advisor-risk-source')).toHaveTextContent(
      '已沿用您2026-04-20完成的基金风险测评结果（两份问卷题目相同），无需重复作答',
    );
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: '重新测评' }));
    expect(await screen.findByRole('group', { name: /您的年龄是？/ })).toBeInTheDocument();
  });

  it('says nothing of the fund test for the portfolio’s own advisor test', async () => {
    open(result({ source: 'advisor', tested_at: '2026-04-20', passed: false }));
    expect(await screen.findByTestId('advisor-risk-result')).toHaveTextContent('风险不匹配');
    expect(screen.queryByTestId('advisor-risk-source')).toBeNull();
  });
});
