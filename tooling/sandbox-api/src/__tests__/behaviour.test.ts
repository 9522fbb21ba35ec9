import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid, idCard, sliderProof } from './helpers';
import type { SandboxApp } from '../index';
import { checkIdCard, luhn, isMainlandMobile } from '../domain/checks';
import { scoreAnswers, RISK_QUESTIONS } from '../domain/risk';
import { quoteBuy, sharesFor } from '../market/fees';
import { q, mul, add, div, fixed } from '../market/exact';

describe('pure rules', () => {
  it('accepts a GB 11643 ID whose check character matches and rejects one that does not (spec 000 §5)', () => {
    expect(checkIdCard('11010519491231002X').ok).toBe(true);
    expect(checkIdCard('110105194912310021').ok).toBe(false);
    expect(checkIdCard('11010519491331002X').ok).toBe(false);
    expect(checkIdCard(idCard(42)).ok).toBe(true);
  });
  it('computes fees and shares exactly, matching decimal.js half-up rounding', () => {
    for (const amount of ['10.00', '99.99', '1000.00', '12345.67', '999999.99']) {
      for (const rate of ['0.0015', '0.015', '0.0008', '0.012']) {
        const expected = new Decimal(amount)
          .times(rate)
          .div(new Decimal(rate).plus(1))
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .toFixed(2);
        expect(fixed(div(mul(q(amount), q(rate)), add(q(1), q(rate))), 2)).toBe(expected);
      }
      for (const nav of ['1.1270', '0.9873', '2.5461']) {
        expect(sharesFor(amount, nav)).toBe(
          new Decimal(amount).div(nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
        );
      }
    }
    expect(fixed(q('-1.005'), 2)).toBe('-1.01');
  });

  it('checks card numbers with Luhn', () => {
    expect(luhn('6222020200112233445')).toBe(false);
    expect(luhn('4111111111111111')).toBe(true);
  });
  it('rejects a mainland mobile whose second digit is 2 (spec 000 §5)', () => {
    expect(isMainlandMobile('12800138000')).toBe(false);
    expect(isMainlandMobile('13800138000')).toBe(true);
  });
  it('maps questionnaire totals to risk types 1-5 and caps "no loss" answers at type 1', () => {
    const pick = (i: number) =>
      Object.fromEntries(
        RISK_QUESTIONS.map((q) => [String(q.id), q.options[Math.min(i, q.options.length - 1)]!.id]),
      );
    expect(scoreAnswers(pick(3)).riskType).toBe(5);
    expect(scoreAnswers(pick(0)).riskType).toBe(1);
    const brave = pick(3);
    brave['8'] = RISK_QUESTIONS[7]!.options[0]!.id;
    expect(scoreAnswers(brave).riskType).toBe(1);
  });
});

describe('the trading rules on the seed', () => {
  let sb: SandboxApp;
  let c: Client;
  let cardId: number;
  beforeAll(async () => {
    sb = freshSandbox('2026-04-20T10:00:00+08:00');
    c = new Client(sb);
    ({ cardId } = await openAccount(c, '13800001111'));
  });
  afterAll(() => sb.close());

  it('prices the purchase fee with the 1折 discount and the net-amount method', () => {
    const f = sb.ctx.market.fund('000001')!;
    const q = quoteBuy(f, '1000');
    expect(q.fare_ratio).toBe('0.015');
    expect(q.discount_rate).toBe('0.1');
    expect(q.fare).toBe('1.50');
    expect(q.fare_original).toBe(
      new Decimal(1000).minus(new Decimal(1000).div('1.015')).toDecimalPlaces(2).toFixed(2),
    );
    expect(quoteBuy(f, '6000000').fare).toBe('1000.00');
    expect(sharesFor('998.50', '1.127')).toBe('885.98');
  });

  it('estimates the buy fee through the API with the same figures', async () => {
    const r = await c.get('/funds/buy_fee/?symbol=000001&amount=1000.00');
    expect(r.body.fare).toBe('1.50');
    expect(r.body.fare_ratio).toBe(0.15);
    expect(r.body.discount_rate).toBe(0.1);
    const ratio = await c.get('/symbols/funds/000001/fare_ratio/');
    expect(ratio.body.buy[0]).toMatchObject({
      min_amount: '0.00',
      max_amount: '1000000.00',
      fare_ratio: 1.5,
      discount_fare_ratio: 0.15,
    });
    expect(ratio.body.timetable).toMatchObject({
      cutoff_time: '15:00',
      buy_apply_date: '2026-04-20',
      buy_confirm_date: '2026-04-21',
    });
  });

  it('computes derived percents from the NAV series, not made up', async () => {
    const r = await c.get('/symbols/funds/000001/');
    // NAV date shown at 10:00 on 2026-04-20 is the previous trading day (2026-04-17: 1.121)
    expect(r.body.net_value).toBe('1.1210');
    expect(r.body.net_value_date).toBe('2026-04-17');
    const prev = sb.ctx.market.prevNav(sb.ctx.market.fund('000001')!, '2026-04-17')!;
    expect(r.body.percent_day).toBe(
      new Decimal(11210).div(prev.nav).minus(1).times(100).toDecimalPlaces(2).toNumber(),
    );
    const hist = await c.get('/symbols/funds/000001/net_history/?period=m');
    expect(hist.body.at(-1)!.date).toBe('2026-04-17');
    expect(hist.body[0]!.percentage_begin).toBe(0);
  });

  it('refuses a fund above the user type until the risk is confirmed, and a conservative user outright', async () => {
    const anon = new Client(sb);
    await openAccount(anon, '13800002222', { riskOption: 0 });
    const risky = await anon.post('/funds/investment_risk/check/', { symbol: '000001' });
    expect(risky.body).toMatchObject({ passed: false, forbidden: true, user_risk: 1 });
    const buy = await anon.post(
      '/funds/buy/',
      { symbol: '000001', amount: '100.00', bank_card_id: 1, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(buy.status).toBe(400);
    const confirm = await anon.post('/funds/investment_risk/confirm_risk/', { symbol: '000001' });
    expect(confirm.status).toBe(403);
    const money = await anon.post('/funds/investment_risk/check/', { symbol: '000009' });
    expect(money.body.passed).toBe(true);
  });

  it('marks the risk profile expired two years after the test', async () => {
    const other = freshSandbox('2026-04-20T10:00:00+08:00');
    const c2 = new Client(other);
    await openAccount(c2, '13800003333');
    expect((await c2.get('/funds/investment_risk/mine/')).body.investment_risk_status).toBe(1);
    await c2.post('/__sandbox/clock', { now: '2028-04-21T10:00:00+08:00' });
    const mine = await c2.get('/funds/investment_risk/mine/');
    expect(mine.body.investment_risk_status).toBe(2);
    expect(mine.body.effective_to).toBe('2028-04-20');
    other.close();
  });

  it('enforces the bank single-trade limit (ICBC 50,000 yuan)', async () => {
    const r = await c.post(
      '/funds/buy/',
      { symbol: '000009', amount: '50000.01', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(r.status).toBe(400);
    expect(r.body.errors?.amount?.[0]).toContain('银行单笔限额');
  });

  it('changes the trade password with the old one and resets it with the captcha and the ID number', async () => {
    const other = freshSandbox('2026-04-20T10:00:00+08:00');
    const c2 = new Client(other);
    await openAccount(c2, '13800008888');
    const wrong = await c2.post('/accounts/change_trade_password/', {
      old_password: '111111',
      password: '246810',
      password_confirm: '246810',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.old_password).toBeDefined();
    const ok = await c2.post('/accounts/change_trade_password/', {
      old_password: '135790',
      password: '246813',
      password_confirm: '246813',
    });
    expect(ok.status).toBe(200);
    other.ctx.clock.set(Date.parse('2026-04-20T10:01:01+08:00')); // past the 60 s resend window
    expect((await c2.get('/accounts/new_mobile_captcha/?mobile=13800008888')).status).toBe(200);
    const { body: sms } = await c2.get('/__sandbox/sms?mobile=13800008888');
    const badId = await c2.post('/accounts/reset_trade_password/', {
      captcha: sms.code,
      id_card_no: idCard(1),
      password: '975310',
      password_confirm: '975310',
    });
    expect(badId.status).toBe(400);
    const reset = await c2.post('/accounts/reset_trade_password/', {
      captcha: sms.code,
      id_card_no: idCard(8888),
      password: '975310',
      password_confirm: '975310',
    });
    expect(reset.body).toEqual({ detail: '交易密码重置成功' });
    const check = await c2.post('/funds/divi_type/change/', {
      fund_id: 1,
      divi_type: 1,
      password: '975310',
    });
    expect(check.body.errors?.password).toBeUndefined();
    other.close();
  });

  it('limits the captcha to 10 sends an hour', async () => {
    const anon = new Client(sb);
    const t0 = Date.parse('2026-04-20T10:00:00+08:00');
    for (let i = 0; i < 10; i++) {
      sb.ctx.clock.set(t0 + i * 61_000);
      // From the 4th send in 10 minutes a passed slider check is required (000 §5).
      const proof = i >= 3 ? `&slider_token=${await sliderProof(anon, '13900009999')}` : '';
      const sent = await anon.get(`/accounts/new_mobile_captcha/?mobile=13900009999${proof}`);
      expect(sent.status).toBe(200);
    }
    sb.ctx.clock.set(t0 + 10 * 61_000);
    const r = await anon.get(
      `/accounts/new_mobile_captcha/?mobile=13900009999&slider_token=${await sliderProof(anon, '13900009999')}`,
    );
    expect(r.status).toBe(429);
    sb.ctx.clock.set(t0);
  });
});

describe('fixed investments and the bao over time', () => {
  let sb: SandboxApp;
  let c: Client;
  let cardId: number;
  beforeAll(async () => {
    sb = freshSandbox('2026-04-20T10:00:00+08:00');
    c = new Client(sb);
    ({ cardId } = await openAccount(c, '13800004444'));
  });
  afterAll(() => sb.close());

  it('gives the first date from the calendar and deducts real trades on each plan date', async () => {
    const first = await c.get(
      '/funds/fixed_investment/first_date/?period_unit=1&trade_day=3&symbol=000001',
    );
    expect(first.body.first_date).toBe('2026-04-22'); // the next Wednesday
    const plan = await c.post(
      '/funds/fixed_investment/',
      {
        symbol: '000001',
        amount: '500.00',
        bank_card_id: cardId,
        password: '135790',
        period_unit: 1,
        trade_day: 3,
      },
      { 'Idempotency-Key': uuid() },
    );
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({
      first_date: '2026-04-22',
      next_date: '2026-04-22',
      status: 0,
      total_times: 0,
    });
    // three Wednesdays later (04-22, 04-29, 05-06 — 05-06 is after the 劳动节 holiday)
    await c.post('/__sandbox/clock', { now: '2026-05-07T10:00:00+08:00' });
    const detail = await c.get(`/funds/fixed_investment/${plan.body.id}/`);
    const dates = detail.body.trade_records!.map((t: { id: number }) => t.id);
    expect(dates.length).toBe(3);
    const trades = await c.get(
      `/funds/fixed_investment/trades/?fixed_investment_id=${plan.body.id}`,
    );
    expect(trades.body.results.every((t: { direction: number }) => t.direction === 5)).toBe(true);
    const tradeDetails = await Promise.all(
      trades.body.results.map((t: { id: number }) => c.get(`/funds/trades/${t.id}/`)),
    );
    const tradeDates = tradeDetails.map((r) => r.body.trade_date).sort();
    expect(tradeDates).toEqual(['2026-04-22', '2026-04-29', '2026-05-06']);
    // each confirmed at its own day's real NAV
    for (const r of tradeDetails.filter((x) => x.body.status === 1)) {
      const nav = sb.ctx.market.navOn(sb.ctx.market.fund('000001')!, r.body.trade_date!).nav;
      expect(r.body.net_value).toBe(new Decimal(nav).div(10000).toFixed(4));
    }
    const off = await c.post(`/funds/fixed_investment/${plan.body.id}/disable/`, {
      password: '135790',
    });
    expect(off.body.status).toBe(1);
    expect(off.body.next_date).toBeNull();
  });

  it('deducts at once when the first plan date is today (before 15:00)', async () => {
    const other = freshSandbox('2026-04-20T10:00:00+08:00'); // Monday
    const c2 = new Client(other);
    const { cardId: card2 } = await openAccount(c2, '13800007777');
    const plan = await c2.post(
      '/funds/fixed_investment/',
      {
        symbol: '000001',
        amount: '300.00',
        bank_card_id: card2,
        password: '135790',
        period_unit: 1,
        trade_day: 1,
      },
      { 'Idempotency-Key': uuid() },
    );
    expect(plan.body.first_date).toBe('2026-04-20');
    const trades = await c2.get(
      `/funds/fixed_investment/trades/?fixed_investment_id=${plan.body.id}`,
    );
    expect(trades.body.total_count).toBe(1);
    const t = await c2.get(`/funds/trades/${trades.body.results[0]!.id}/`);
    expect(t.body).toMatchObject({
      trade_date: '2026-04-20',
      confirm_date: '2026-04-21',
      direction: 5,
      status: 0,
    });
    expect((await c2.get(`/funds/fixed_investment/${plan.body.id}/`)).body.next_date).toBe(
      '2026-04-27',
    );
    other.close();
  });

  it('accrues bao income every calendar day from 万份收益 and transfers out at once', async () => {
    await c.post('/__sandbox/clock', { now: '2026-05-08T10:00:00+08:00' }); // Friday
    const inn = await c.post(
      '/funds/bao/buy/',
      { amount: '10000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(inn.status).toBe(200);
    expect(inn.body.status).toBe(0);
    expect(inn.body.status_display).toBe('待支付');
    await c.post('/__sandbox/clock', { now: '2026-05-12T10:00:00+08:00' }); // confirmed Mon 05-11; income 05-11
    const income = await c.get('/funds/income/bao/');
    expect(income.body.results.length).toBe(1);
    const y = sb.ctx.market.baoYield('2026-05-11');
    expect(income.body.results[0]!.income_latest).toBe(
      new Decimal(10000)
        .times(y.tenthou)
        .div(10000)
        .toDecimalPlaces(2, Decimal.ROUND_DOWN)
        .toFixed(2),
    );
    const mine = await c.get('/funds/bao/mine/');
    expect(new Decimal(mine.body.worth_value).gt(10000)).toBe(true);
    const out = await c.post(
      '/funds/bao/sell/',
      { amount: '100.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(out.status).toBe(200);
    expect(out.body.status).toBe(1);
    const yields = await c.get('/funds/income/bao/?type=year_yld&page_size=3');
    expect(yields.body.results[0]!.trade_date).toBe('2026-05-11');
    expect(yields.body.results[0]!.year_yld).toBe(Number(y.seven));
  });

  it('changes the dividend type with the trade password', async () => {
    const bad = await c.post('/funds/divi_type/change/', {
      fund_id: 1,
      divi_type: 1,
      password: '000000',
    });
    expect(bad.status).toBe(400);
    const ok = await c.post('/funds/divi_type/change/', {
      fund_id: 1,
      divi_type: 1,
      password: '135790',
    });
    expect(ok.body.detail).toBe('提交成功');
    const info = await c.get('/funds/fund/fund_info/?symbol=000001');
    expect(info.body.divi_type).toBe(1);
  });

  it('follows a fund and lists it', async () => {
    expect((await c.post('/symbols/1/follow/')).body.followed).toBe(true);
    const list = await c.get('/symbols/following/');
    expect(list.body.results[0]!.symbol).toBe('000001');
    const page = await c.get('/symbols/funds/?q=000001');
    expect(page.body.results[0]!.followed).toBe(true);
  });
});

describe('the clock past the end of the NAV data', () => {
  it('refuses a buy on 2026-11-21 (after the data ends): the last real NAV, 2026-07-31, is stale', async () => {
    const sb = freshSandbox('2026-11-21T10:00:00+08:00'); // a Saturday, "today" on this machine
    const c = new Client(sb);
    const { cardId } = await openAccount(c, '13800006666');
    const buy = await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(buy.status).toBe(400);
    expect(buy.body.errors?.symbol).toEqual(['华夏成长混合净值未更新（07-31），暂停交易']);
    const detail = await c.get('/symbols/funds/000001/');
    expect(detail.body.net_value_date).toBe('2026-07-31');
    expect(detail.body.nav_stale).toBe(true);
    expect(detail.body.allow_buy).toBe(false);
    await c.post('/__sandbox/clock', { now: '2026-11-24T09:00:00+08:00' });
    const bao = await c.get('/funds/bao/info/');
    expect(bao.body.trade_date).toBe('2026-11-23');
    sb.close();
  });
});
