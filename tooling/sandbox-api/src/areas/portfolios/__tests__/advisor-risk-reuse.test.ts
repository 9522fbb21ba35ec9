import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  advisorRiskTest,
  freshSandbox,
  openAccount,
  signUp,
  uuid,
} from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

/** The advisor risk test reuses a valid fund risk test: the questionnaires ask the same ten questions. */
describe('the advisor risk result of a portfolio (spec 001 §5 Portfolio risk test; README "Portfolios")', () => {
  let sb: SandboxApp;
  beforeAll(() => {
    sb = freshSandbox(); // Monday 2026-04-20 10:00
  });
  afterAll(() => sb.close());
  const mine = (c: Client) =>
    c.get('/portfolio/advisor_investment_risk_questions/mine/?portfolio=2');

  it('is the fund risk test when there is no advisor test, and a buy goes through on it', async () => {
    const c = new Client(sb);
    const acc = await openAccount(c, '13500135201', { riskOption: 3 });
    const r = await mine(c);
    expect(r.body).toMatchObject({
      source: 'fund_risk_test',
      passed: true,
      investment_risk: acc.risk.investment_risk,
      tested_at: '2026-04-20',
      effective_to: '2028-04-20',
    });
    const buy = await c.post(
      '/funds/fund_portfolios/buy/',
      { fund_portfolio_id: 2, amount: '10000.00', bank_card_id: acc.cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(buy.status).toBe(200);
  });

  it('is the advisor test once retaken (the later test wins; the advisor test on the same day)', async () => {
    const c = new Client(sb);
    await openAccount(c, '13500135202', { riskOption: 3 });
    const low = await advisorRiskTest(c, 2, 0);
    expect(low.body).toMatchObject({ source: 'advisor', passed: false });
    expect((await mine(c)).body).toMatchObject({ source: 'advisor', passed: false });
  });

  it('is nothing without a fund risk test', async () => {
    const c = new Client(sb);
    await signUp(c, '13500135203');
    expect((await mine(c)).body).toMatchObject({
      source: null,
      passed: false,
      investment_risk: 0,
      tested_at: null,
    });
  });

  it('does not reuse an expired fund risk test (two years)', async () => {
    const c = new Client(sb);
    await openAccount(c, '13500135204', { riskOption: 3 });
    await c.post('/__sandbox/clock', { now: '2028-04-21T10:00:00+08:00' });
    expect((await mine(c)).body).toMatchObject({ source: null, passed: false });
    await c.post('/__sandbox/clock', { now: '2026-04-20T10:00:00+08:00' });
  });
});
