import { beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';
import { meetsQualification, reservationErrors } from '../../../domain/private-funds';
import { PRIVATE_PRODUCTS } from '../products';
import { RISK_QUESTIONS } from '../../../domain/risk';

/** Every question answered with its highest (type 5 进取型) or lowest (type 1 保守型) option. */
const answersFor = (pick: 'max' | 'min') =>
  RISK_QUESTIONS.map((q) => {
    const sorted = [...q.options].sort((a, b) => a.score - b.score);
    return { question_id: q.id, option_id: (pick === 'max' ? sorted.at(-1)! : sorted[0]!).id };
  });

describe('the CSRC qualified-investor thresholds (spec 001 §6, README "Private funds")', () => {
  it('qualifies at 3,000,000 yuan of financial assets or 500,000 yuan average income', () => {
    expect(meetsQualification('3000000', undefined)).toBe(true);
    expect(meetsQualification('2999999.99', '499999.99')).toBe(false);
    expect(meetsQualification(undefined, '500000')).toBe(true);
    expect(meetsQualification('abc', '')).toBe(false);
  });
  it('rejects a reservation under 1,000,000 yuan or without a contact time', () => {
    expect(reservationErrors({ amount: '999999.99', contact_time: '周末' }).amount).toEqual([
      '私募预约金额不能低于100万元',
    ]);
    expect(reservationErrors({ amount: '1000000', contact_time: '' }).contact_time).toEqual([
      '请选择方便联系的时间',
    ]);
    expect(reservationErrors({ amount: '1000000', contact_time: '周末' })).toEqual({});
  });
});

describe('private funds in the sandbox (spec 001 §2, §7 private funds)', () => {
  let sb: SandboxApp;
  let user: Client;
  let guest: Client;
  beforeAll(async () => {
    sb = freshSandbox();
    user = new Client(sb);
    guest = new Client(sb);
    await openAccount(user, '13800009101');
  });

  it('every sandbox product reuses a real fund NAV series of the seed', () => {
    for (const p of PRIVATE_PRODUCTS) {
      const f = sb.ctx.market.fund(p.nav_source);
      expect(f?.series?.days.length ?? 0).toBeGreaterThan(100);
    }
  });

  it('hides the product details until the user is qualified', async () => {
    const g = await guest.get('/private_funds/product/?slug=fund_xinshili');
    expect(g.status).toBe(200);
    expect(g.body).toMatchObject({
      is_example: true,
      qualified: false,
      net_values: null,
      amount_min: null,
    });
    const u = await user.get('/private_funds/product/?slug=fund_xinshili');
    expect(u.body.net_values).toBeNull();
  });

  it('refuses a reservation before qualification with 403', async () => {
    const r = await user.post('/private_funds/reservation/', {
      symbol: 'SP0001',
      amount: '1000000.00',
      contact_time: '周末',
    });
    expect(r.status).toBe(403);
  });

  it('refuses a qualification confirmation below both thresholds with a Chinese message', async () => {
    const r = await user.post('/accounts/set_private_fund_qualified/', {
      qualified: true,
      financial_assets: '2000000',
      average_income: '300000',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.financial_assets?.[0]).toContain('300万元');
  });

  it('qualifies, shows the real NAV series, and keeps a reservation as a pending (status 0) trade record', async () => {
    const q = await user.post('/accounts/set_private_fund_qualified/', {
      qualified: true,
      financial_assets: '3000000',
    });
    expect(q.body.is_private_fund_qualified).toBe(true);
    // Qualified but not risk-tested: still hidden, no reservation (spec 001 §2 investment_risk).
    const hidden = await user.get('/private_funds/product/?slug=fund_xinshili');
    expect(hidden.body).toMatchObject({ qualified: true, risk_tested: false, net_values: null });
    const untested = await user.post('/private_funds/reservation/', {
      symbol: 'SP0001',
      amount: '1000000',
      contact_time: '周末',
    });
    expect(untested.status).toBe(403);
    expect(untested.body.errors?.detail).toEqual(['请先完成私募风险测评']);
    expect((await user.get('/private_funds/investment_risk/mine/')).body).toEqual({
      tested: false,
      investment_risk: 0,
      investment_risk_display: '未知',
      effective_to: null,
    });
    const questions = await user.get('/private_funds/investment_risk/questions/');
    expect(questions.body.questions).toHaveLength(RISK_QUESTIONS.length);
    const bad = await user.post('/private_funds/investment_risk/answer/', {
      answer: [{ question_id: 999, option_id: 1 }],
    });
    expect(bad.status).toBe(400);
    const low = await user.post('/private_funds/investment_risk/answer/', {
      answer: answersFor('min'),
    });
    expect(low.body).toMatchObject({
      tested: true,
      investment_risk: 1,
      effective_to: '2028-04-20',
    });
    const mismatch = await user.post('/private_funds/reservation/', {
      symbol: 'SP0001',
      amount: '1000000',
      contact_time: '周末',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.risk?.[0]).toContain('保守型');
    expect(mismatch.body.errors?.risk?.[0]).toContain('R4');
    const high = await user.post('/private_funds/investment_risk/answer/', {
      answer: answersFor('max'),
    });
    expect(high.body).toMatchObject({
      tested: true,
      investment_risk: 5,
      investment_risk_display: '进取型',
    });
    const p = await user.get('/private_funds/product/?slug=fund_xinshili');
    expect(p.body.net_values!.length).toBeGreaterThan(10);
    expect(p.body.nav_source).toBe('000411');
    expect(p.body.amount_min).toBe('1000000.00');
    expect(p.body.net_values!.at(-1)!.net_value).toMatch(/^\d+\.\d{4}$/);

    const small = await user.post('/private_funds/reservation/', {
      symbol: 'SP0001',
      amount: '500000',
      contact_time: '周末',
    });
    expect(small.status).toBe(400);
    expect(small.body.errors?.amount).toEqual(['私募预约金额不能低于100万元']);

    const ok = await user.post('/private_funds/reservation/', {
      symbol: 'SP0001',
      amount: '1000000',
      contact_time: '工作日上午',
      mobile: '13800009101',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ amount: '1000000.00', status: 0, contact_time: '工作日上午' });

    const list = await user.get('/private_funds/trades/');
    expect(list.body.results).toHaveLength(1);
    expect(list.body.results[0]).toMatchObject({
      status: 0,
      status_display: '委托成功',
      amount: '1000000.00',
    });
    const detail = await user.get(`/private_funds/trades/${ok.body.id}/`);
    expect(detail.status).toBe(200);
    expect((await guest.get('/private_funds/trades/')).status).toBe(401);

    expect((await user.get('/private_funds/fund/mine/')).body).toEqual([]);
    expect((await user.get('/private_funds/shares_info/?symbol=SP0001')).body).toEqual([]);
    expect((await user.get('/private_funds/income/fund/?symbol=SP0001')).body.results).toEqual([]);
    expect((await user.get('/private_funds/trades/markers/?symbol=SP0001')).body).toEqual([]);
    expect((await user.get('/private_funds/fund_info/?symbol=SP0001')).status).toBe(404);
  });
});
