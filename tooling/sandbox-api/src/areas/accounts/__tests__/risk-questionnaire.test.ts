import { describe, expect, it } from 'vitest';
import { sandboxForFile, signUp } from '../../../__tests__/helpers';

describe('the risk questionnaire is the sandbox’s own text (README "Authored content and user text")', () => {
  const box = sandboxForFile();

  it('flags the fund, portfolio-advisor and private-fund questionnaires is_example', async () => {
    const { c } = box;
    await signUp(c, '13800007401');
    const fund = await c.get('/funds/investment_risk/questions/');
    expect(fund.status).toBe(200);
    expect(fund.body).toMatchObject({ version: '2026.1', is_example: true });
    expect(fund.body.questions).toHaveLength(10);
    const priv = await c.get('/private_funds/investment_risk/questions/');
    expect(priv.body.is_example).toBe(true);
    const [model] = (await c.get('/portfolio/recommend/')).body.results;
    const advisor = await c.get(
      `/portfolio/advisor_investment_risk_questions/?portfolio=${model!.id}`,
    );
    expect(advisor.body.is_example).toBe(true);
  });
});
