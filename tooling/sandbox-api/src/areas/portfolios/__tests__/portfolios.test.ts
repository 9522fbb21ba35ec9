import Decimal from 'decimal.js';
import { formatAmountForMessage } from '@jijin/core/format';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';
import { computeNav } from '../nav';
import { splitAmount } from '../trading';

const PW = '135790';

/** Answers the advisor risk test of a portfolio with every question's `pick`-th option. */
async function advisorRiskTest(c: Client, portfolio: number, pick: number) {
  const q = await c.get(`/portfolio/advisor_investment_risk_questions/?portfolio=${portfolio}`);
  const answer = q.body.questions.map((x: { id: number; options: { id: number }[] }) => ({
    question_id: x.id,
    option_id: x.options[Math.min(pick, x.options.length - 1)]!.id,
  }));
  return c.post('/portfolio/advisor_investment_risk_questions/answer/', { portfolio, answer });
}

describe('a portfolio net value is computed from its funds real NAVs (README "Portfolios")', () => {
  it('holds units bought on the found date and re-weights at an adjustment', () => {
    const navs: Record<string, Record<string, number>> = {
      A: { d1: 10, d2: 12, d3: 12, d4: 6 },
      B: { d1: 20, d2: 20, d3: 10, d4: 10 },
    };
    const out = computeNav(
      ['d1', 'd2', 'd3', 'd4'],
      [
        {
          from: 'd1',
          weights: new Map([
            ['A', 50],
            ['B', 50],
          ]),
        },
        { from: 'd3', weights: new Map([['A', 100]]) },
      ],
      (code, d) => navs[code]![d]!,
    );
    // d2: 0.05 x 12 + 0.025 x 20 = 1.1; d3: 0.05 x 12 + 0.025 x 10 = 0.85, then all in A;
    // d4: A halves -> 0.425
    expect(out.map((v) => v.toFixed(4))).toEqual(['1.0000', '1.1000', '0.8500', '0.4250']);
  });

  it('splits an amount by percent to the cent, the remainder to the largest position', () => {
    const parts = splitAmount(new Decimal('100.01'), [
      { weight: 40 },
      { weight: 30 },
      { weight: 30 },
    ]);
    expect(parts.map((p) => p.amount.toFixed(2))).toEqual(['40.01', '30.00', '30.00']);
  });
});

describe('portfolios end to end in the sandbox (spec 001 §2, §5, §7)', () => {
  let sb: SandboxApp;
  let advisor: Client;
  let investor: Client;
  let cardId: number;
  let pid: number;
  beforeAll(async () => {
    sb = freshSandbox('2026-04-20T10:00:00+08:00');
    advisor = new Client(sb);
    investor = new Client(sb);
    await openAccount(advisor, '13800007001');
    ({ cardId } = await openAccount(investor, '13800007002'));
  });
  afterAll(() => sb.close());

  it('computes a model portfolio net value from its constituent funds (no invented numbers)', async () => {
    const p = await investor.get('/portfolio/2/');
    expect(p.status).toBe(200);
    expect(
      p.body.positions!.map((x: { symbol: string; percent: number }) => [x.symbol, x.percent]),
    ).toEqual([
      ['202102', 50],
      ['000309', 50],
    ]);
    // buy and hold from the found date with distributions reinvested: 0.5 / TR_a(found) units of
    // a's total-return NAV, 0.5 / TR_b(found) of b's (README "Methods")
    const m = sb.ctx.market;
    const [a, b] = [m.fund('202102')!, m.fund('000309')!];
    const d = p.body.net_value_date as string;
    const expected = new Decimal(0.5)
      .div(m.trOn(a, '2021-01-04'))
      .times(m.trOn(a, d))
      .plus(new Decimal(0.5).div(m.trOn(b, '2021-01-04')).times(m.trOn(b, d)));
    expect(p.body.net_value).toBe(expected.toFixed(4));
    expect(p.body.investment_risk).toBe(Math.max(a.risk, b.risk));
    const hist = await investor.get('/portfolio/2/netvalue_history/?page=1&page_size=20');
    expect(hist.body.results).toHaveLength(20);
    expect(hist.body.results[0]!.date).toBe(d);
    expect(hist.body.results[0]!.net_value).toBe(p.body.net_value);
    const positions = await investor.get('/portfolio/3/get_detailed_positions/?page=1');
    expect(positions.body.results).toHaveLength(3);
    expect(positions.body.total_page).toBe(1);
  });

  it('lets only an advisor create a portfolio of real funds whose positions add up to 100 %', async () => {
    const body = {
      name: '三基金示例',
      description: '一只混合基金与两只债券基金',
      positions: [
        { symbol: '000001', percent: 40 },
        { symbol: '000014', percent: 30 },
        { symbol: '003382', percent: 30 },
      ],
    };
    expect((await advisor.post('/portfolio/', body)).status).toBe(403);
    const made = await advisor.post('/__sandbox/advisors', { mobile: '13800007001' });
    expect(made.body.is_manager).toBe(true);
    expect((await advisor.get('/accounts/settings/')).body.is_manager).toBe(true);
    const bad = await advisor.post('/portfolio/', {
      ...body,
      positions: [{ symbol: '000001', percent: 40 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.positions?.[0]).toBe('请上调部分基金仓位，确保总占比达到100%');
    const created = await advisor.post('/portfolio/', body);
    expect(created.status).toBe(200);
    pid = created.body.id;
    expect(pid).toBeGreaterThan(10);
    expect(created.body.net_value).toBe('1.0000');
    expect(created.body.amount_min_buy).toBe('1000.00');
    expect(
      (await advisor.get(`/portfolio/check_name/?name=${encodeURIComponent('三基金示例')}`)).body
        .valid,
    ).toBe(false);
    const topic = await investor.get('/portfolio/topics/?code=xds');
    expect(topic.body[0]!.portfolios.some((x: { id: number }) => x.id === pid)).toBe(true);
  });

  it('refuses a buy without a passed advisor risk test, below the minimum, with a wrong password or a short bao', async () => {
    const buy = (amount: string, extra: Record<string, unknown> = {}, key = uuid()) =>
      investor.post(
        '/funds/fund_portfolios/buy/',
        { fund_portfolio_id: pid, amount, bank_card_id: cardId, password: PW, ...extra },
        { 'Idempotency-Key': key },
      );
    // the investor's fund risk test (taken when opening the account) answers the same ten
    // questions: it is reused, and a retaken advisor test of the same day wins
    const reused = await investor.get(
      `/portfolio/advisor_investment_risk_questions/mine/?portfolio=${pid}`,
    );
    expect(reused.body).toMatchObject({ source: 'fund_risk_test', passed: true });
    expect(reused.body.tested_at).toBe(
      reused.body.effective_to!.replace(/^\d{4}/, (y: string) => String(Number(y) - 2)),
    );
    const low = await advisorRiskTest(investor, pid, 0);
    expect(low.body).toMatchObject({ passed: false, source: 'advisor' });
    expect((await buy('10000.00')).body.errors?.risk?.[0]).toBe(
      '您的风险承受能力低于该组合的风险等级，请重新评估后再购买',
    );
    const ok = await advisorRiskTest(investor, pid, 3);
    expect(ok.body.passed).toBe(true);
    expect((await buy('999.00')).body.errors?.amount?.[0]).toBe('最低买入1000元');
    expect((await buy('60000.00')).body.errors?.amount?.[0]).toBe(
      '买入金额超过银行单笔限额，建议选择网银转账方式',
    );
    expect((await buy('10000.00', { is_bao_pay: true })).body.errors?.amount?.[0]).toBe('余额不足');
    const wrong = await buy('10000.00', { password: '000000' });
    expect(wrong.status).toBe(400);
    expect((await investor.get('/funds/portfolio_trades/')).body.total_count).toBe(0);
  });

  it('buys 10,000 yuan by proposal as one order (idempotent), confirmed T+1 at each fund real NAV', async () => {
    const prop = await investor.get(
      `/funds/fund_portfolios/buy/proposal/?fund_portfolio_id=${pid}&bank_card_id=${cardId}&amount=10000.00`,
    );
    expect(prop.body.items.map((i) => i.amount)).toEqual(['4000.00', '3000.00', '3000.00']);
    const key = uuid();
    const body = { fund_portfolio_id: pid, amount: '10000.00', bank_card_id: cardId, password: PW };
    const first = await investor.post('/funds/fund_portfolios/buy/', body, {
      'Idempotency-Key': key,
    });
    expect(first.status).toBe(200);
    const again = await investor.post('/funds/fund_portfolios/buy/', body, {
      'Idempotency-Key': key,
    });
    expect(again.body.id).toBe(first.body.id);
    const other = await investor.post(
      '/funds/fund_portfolios/buy/',
      { ...body, amount: '20000.00' },
      { 'Idempotency-Key': key },
    );
    expect(other.status).toBe(409);
    expect((await investor.get('/funds/portfolio_trades/')).body.total_count).toBe(1);
    expect(first.body.trade_record_list).toHaveLength(3);
    expect((await investor.get('/funds/trades/')).body.total_count).toBe(0);

    await investor.post('/__sandbox/clock', { now: '2026-04-21T10:00:00+08:00' });
    const done = await investor.get(`/funds/portfolio_trades/${first.body.id}/`);
    expect(done.body.status).toBe(1);
    const m = sb.ctx.market;
    for (const t of done.body.trade_record_list) {
      const detail = await investor.get(`/funds/trades/${t.id}/`);
      expect(detail.body.net_value).toBe(
        new Decimal(m.navOn(m.fund(t.fund.symbol)!, '2026-04-20').nav).div(10000).toFixed(4),
      );
    }
    // shares bought at the 20th's NAV have no income on the 20th itself
    const h0 = await investor.get(`/funds/fund_portfolios/${pid}/`);
    expect(h0.body.income_latest).toBe('0.00');
    // one card: its worth is the holding's, each fund's worth rounded to the cent then summed
    expect(h0.body.shares_list[0]!.worth_value).toBe(h0.body.worth_value);
    expect((await investor.get(`/funds/fund_portfolios/${pid}/shares_info/`)).body).toEqual(
      h0.body.shares_list,
    );
    // the day's NAV is published at 20:00: from then on the holding is valued at it
    await investor.post('/__sandbox/clock', { now: '2026-04-21T20:30:00+08:00' });
    const h = await investor.get(`/funds/fund_portfolios/${pid}/`);
    const sum = h.body.funds_list!.reduce(
      (s: Decimal, f: { worth_value: string }) => s.plus(f.worth_value),
      new Decimal(0),
    );
    expect(h.body.worth_value).toBe(sum.toFixed(2));
    expect(h.body.shares_list[0]!.worth_value).toBe(h.body.worth_value);
    for (const f of h.body.funds_list!) {
      const nav = new Decimal(m.navOn(m.fund(f.fund.symbol)!, '2026-04-21').nav).div(10000);
      expect(f.worth_value).toBe(
        nav.times(f.shares_current).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      );
    }
    const assets = await investor.get('/funds/assets/mine/');
    const xds = assets.body.fund_portfolios!.find((t: { code: string }) => t.code === 'xds');
    expect(xds!.worth_value).toBe(h.body.worth_value);
    expect(new Decimal(assets.body.assets_total).gte(h.body.worth_value)).toBe(true);
  });

  it('shows holders a rebalance after the advisor adjusts to 50/50/0, and rebalances toward it', async () => {
    expect(
      (
        await investor.post('/portfolio/position_adjustments/', {
          portfolio_id: pid,
          positions: [{ symbol: '000001', percent: 100 }],
        })
      ).status,
    ).toBe(403);
    const adj = await advisor.post('/portfolio/position_adjustments/', {
      portfolio_id: pid,
      positions: [
        { symbol: '000001', percent: 50 },
        { symbol: '000014', percent: 50 },
      ],
      reason: '降低债券仓位集中度',
    });
    expect(adj.status).toBe(200);
    expect(
      adj.body.positions.find((p: { symbol: string }) => p.symbol === '003382')!.percent_after,
    ).toBe(0);
    const h = await investor.get(`/funds/fund_portfolios/${pid}/`);
    expect(h.body.allow_rebalance).toBe(true);
    const prop = await investor.get(
      `/funds/fund_portfolios/rebalance/proposal/?fund_portfolio_id=${pid}&bank_card_id=${cardId}`,
    );
    expect(prop.body.allow_trade).toBe(true);
    const sell = prop.body.items.find((i: { symbol: string }) => i.symbol === '003382');
    expect(sell!.direction).toBe(1);
    const cmp = await investor.get(
      `/funds/fund_portfolios/rebalance/compare/?fund_portfolio_id=${pid}&bank_card_id=${cardId}`,
    );
    expect(
      cmp.body.rows.find((r: { symbol: string }) => r.symbol === '003382')!.percent_target,
    ).toBe(0);
    // &shares (spec 001 §2 rebalance_compare): the same compare for that many portfolio shares
    // (1 share = 1 yuan of the card's holding): shares scale, percentages do not
    const all = new Decimal(h.body.shares_list[0]!.worth_value_enable!);
    const half = all.div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    const cmpAt = (shares: string) =>
      investor.get(
        `/funds/fund_portfolios/rebalance/compare/?fund_portfolio_id=${pid}&bank_card_id=${cardId}&shares=${shares}`,
      );
    const part = await cmpAt(half.toFixed(2));
    expect(part.status).toBe(200);
    const scale = half.div(all);
    for (const row of part.body.rows) {
      const whole = cmp.body.rows.find((r: { symbol: string }) => r.symbol === row.symbol);
      expect(row.percent_current).toBe(whole!.percent_current);
      expect(row.percent_target).toBe(whole!.percent_target);
      expect(row.shares_current).toBe(
        new Decimal(whole!.shares_current!)
          .times(scale)
          .toDecimalPlaces(2, Decimal.ROUND_DOWN)
          .toFixed(2),
      );
      // the target shares of half the holding: about half the whole's, never more
      expect(new Decimal(row.shares_target!).lte(whole!.shares_target!)).toBe(true);
      expect(
        new Decimal(row.shares_target!)
          .minus(new Decimal(whole!.shares_target!).times(scale))
          .abs()
          .lte('0.02'),
      ).toBe(true);
    }
    const whole = await cmpAt(all.toFixed(2));
    expect(whole.body.rows).toEqual(cmp.body.rows);
    const over = await cmpAt(all.plus('0.01').toFixed(2));
    expect(over.status).toBe(400);
    expect(over.body.errors?.shares).toEqual([`最多可调仓${all.toFixed(2)}份`]);
    for (const bad of ['0', '1.001'])
      expect((await cmpAt(bad)).body.errors?.shares).toEqual(['请输入正确的调仓份额']);

    await investor.post('/__sandbox/clock', { now: '2026-04-22T10:00:00+08:00' });
    const r = await investor.post(
      '/funds/fund_portfolios/rebalance/',
      { fund_portfolio_id: pid, bank_card_id: cardId, password: PW },
      { 'Idempotency-Key': uuid() },
    );
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(10);
    await investor.post('/__sandbox/clock', { now: '2026-04-23T10:00:00+08:00' });
    const mid = await investor.get(`/funds/portfolio_trades/${r.body.id}/`);
    expect(mid.body.trade_record_list.some((t: { direction: number }) => t.direction === 0)).toBe(
      true,
    );
    await investor.post('/__sandbox/clock', { now: '2026-04-24T10:00:00+08:00' });
    const end = await investor.get(`/funds/portfolio_trades/${r.body.id}/`);
    expect(end.body.status).toBe(11);
    const after = await investor.get(`/funds/fund_portfolios/${pid}/`);
    expect(after.body.allow_rebalance).toBe(false);
    const rows = after.body.funds_list!.map((f: { fund: { symbol: string } }) => f.fund.symbol);
    expect(rows).not.toContain('003382');
  });

  it('sells half by amount, proportionally, and lists the order on the sell tab', async () => {
    const h = await investor.get(`/funds/fund_portfolios/${pid}/`);
    const enable = new Decimal(h.body.shares_list[0]!.worth_value_enable!);
    const half = enable.div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
    const tooMuch = await investor.post(
      '/funds/fund_portfolios/sell/',
      {
        fund_portfolio_id: pid,
        amount: enable.plus(1).toFixed(2),
        bank_card_id: cardId,
        password: PW,
      },
      { 'Idempotency-Key': uuid() },
    );
    expect(tooMuch.body.errors?.amount?.[0]).toBe(
      `最多可卖出${formatAmountForMessage(enable.toFixed(2))}元`,
    );
    const sell = await investor.post(
      '/funds/fund_portfolios/sell/',
      { fund_portfolio_id: pid, amount: half, bank_card_id: cardId, password: PW },
      { 'Idempotency-Key': uuid() },
    );
    expect(sell.status).toBe(200);
    expect(sell.body.trade_record_list.length).toBeGreaterThanOrEqual(2);
    const tab = await investor.get('/funds/portfolio_trades/?direction=1');
    expect(tab.body.results.map((o: { id: number }) => o.id)).toEqual([sell.body.id]);
    const undo = await investor.post('/funds/fund_portfolios/undo/', {
      trade_id: sell.body.id,
      password: PW,
    });
    expect(undo.body.status).toBe(6);
  });

  it('takes typed adjustment percents with two decimals adding up to exactly 100 (spec 001 §5 Position percent input)', async () => {
    const post = (positions: { symbol: string; percent: number }[]) =>
      advisor.post('/portfolio/position_adjustments/', { portfolio_id: pid, positions });
    const three = await post([
      { symbol: '000001', percent: 33.33 },
      { symbol: '000014', percent: 33.33 },
      { symbol: '003382', percent: 33.34 },
    ]);
    expect(three.status).toBe(200);
    const off = await post([
      { symbol: '000001', percent: 33.333 },
      { symbol: '000014', percent: 66.667 },
    ]);
    expect(off.status).toBe(400);
    expect(off.body.errors?.positions).toEqual(['每只基金的仓位须为0-100%，最多两位小数']);
    const short = await post([
      { symbol: '000001', percent: 50 },
      { symbol: '000014', percent: 49.99 },
    ]);
    expect(short.status).toBe(400);
    // back to 50/50/0 for the tests after
    expect(
      (
        await post([
          { symbol: '000001', percent: 50 },
          { symbol: '000014', percent: 50 },
        ])
      ).status,
    ).toBe(200);
  });

  it('accrues the advisory fee daily on the worth and lists it by month', async () => {
    await investor.post('/__sandbox/clock', { now: '2026-05-06T10:00:00+08:00' });
    const fees = await investor.get('/funds/manage_fare/mine/');
    expect(fees.body.results.length).toBeGreaterThan(0);
    expect(new Decimal(fees.body.fare_total).gt(0)).toBe(true);
    const reports = await investor.get(
      `/funds/portfolio/service_report/records/?fund_portfolio_id=${pid}`,
    );
    expect(reports.body.results[0]!.title).toContain('2026年4月服务报告');
  });

  it('empties created portfolios on reset and puts the model portfolios back', async () => {
    await investor.post('/__sandbox/reset');
    expect((await investor.get(`/portfolio/${pid}/`)).status).toBe(404);
    expect((await investor.get('/portfolio/1/')).status).toBe(200);
  });
});

/** Reads the four characters the sandbox's coupon captcha SVG draws (readable on purpose). */
function readCaptcha(image: string): string {
  const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
  return [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((m) => m[1]).join('');
}

describe('a portfolio buy takes only a usable coupon (spec 001 §4 Coupon)', () => {
  it('refuses a coupon that is not the user’s or already spent with 400 and errors.coupon_id 红包不可用; nothing is ordered', async () => {
    const sb = freshSandbox('2026-04-20T10:00:00+08:00');
    try {
      const c = new Client(sb);
      const { cardId } = await openAccount(c, '13800007011');
      expect((await advisorRiskTest(c, 2, 4)).body.passed).toBe(true);
      const cap = await c.get('/coupons/getcaptcha/');
      const coupon = await c.post('/coupons/receive/', {
        activity_id: 2, // 组合投资返现: a portfolio_buy coupon, expense_min 1000
        captcha_id: cap.body.captcha_id,
        captcha: readCaptcha(cap.body.image),
      });
      expect(coupon.status).toBe(200);
      const buy = (coupon_id: number) =>
        c.post(
          '/funds/fund_portfolios/buy/',
          {
            fund_portfolio_id: 2,
            amount: '1000.00',
            bank_card_id: cardId,
            password: PW,
            coupon_id,
          },
          { 'Idempotency-Key': uuid() },
        );
      const unknown = await buy(coupon.body.id + 1000);
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors?.coupon_id).toEqual([TRADE_MESSAGES.couponUnusable]);
      expect((await c.get('/funds/portfolio_trades/')).body.total_count).toBe(0);

      const used = await buy(coupon.body.id);
      expect(used.status).toBe(200);
      expect(used.body.coupon_record).toMatchObject({ id: coupon.body.id, amount: '10.00' });
      const again = await buy(coupon.body.id);
      expect(again.status).toBe(400);
      expect(again.body.errors?.coupon_id).toEqual([TRADE_MESSAGES.couponUnusable]);
      // one order: the refused buys left nothing behind
      expect((await c.get('/funds/portfolio_trades/')).body.total_count).toBe(1);
      const order = await c.get(`/funds/portfolio_trades/${used.body.id}/`);
      expect(order.body.coupon_record!.id).toBe(coupon.body.id);
    } finally {
      sb.close();
    }
  });

  it('keeps no coupon on an order placed without one', async () => {
    const sb = freshSandbox('2026-04-20T10:00:00+08:00');
    try {
      const c = new Client(sb);
      const { cardId } = await openAccount(c, '13800007012');
      expect((await advisorRiskTest(c, 2, 4)).body.passed).toBe(true);
      const o = await c.post(
        '/funds/fund_portfolios/buy/',
        { fund_portfolio_id: 2, amount: '1000.00', bank_card_id: cardId, password: PW },
        { 'Idempotency-Key': uuid() },
      );
      expect(o.status).toBe(200);
      expect(o.body.coupon_record ?? null).toBeNull();
    } finally {
      sb.close();
    }
  });
});
