import { describe, expect, it } from 'vitest';
import { openAccount, sandboxForFile } from '../../__tests__/helpers';
import { UnpricedFundError, type Fund } from '../market';
import { gameResult } from '../../areas/promotion/games';
import { PRIVATE_PRODUCTS } from '../../areas/private-funds/products';

/**
 * A fund of the seed without a NAV series (a master-list row) is never priced: the market has no
 * NAV for it (never the 1.0000 of a money fund), and the callers that can meet one answer null or
 * refuse with a 4xx (README "Methods: one series per fund").
 */
describe('a fund without a NAV series is never priced at 1.0000', () => {
  const box = sandboxForFile(); // Monday 2026-04-20 10:00
  const unpriced = (): Fund => box.sb.ctx.market.funds.find((f) => !f.series && !f.isMoney)!;

  it('has no NAV in the market, while a money fund keeps its unit value 1.0000', () => {
    const m = box.sb.ctx.market;
    const f = unpriced();
    expect(f).toBeDefined();
    expect(m.navOrNull(f, '2026-04-17')).toBeNull();
    expect(() => m.navOn(f, '2026-04-17')).toThrow(UnpricedFundError);
    expect(() => m.trOn(f, '2026-04-17')).toThrow(UnpricedFundError);
    const money = m.funds.find((x) => x.isMoney)!;
    expect(m.navOn(money, '2026-04-17')).toEqual({ date: '2026-04-17', nav: 10000 });
    expect(m.trOn(money, '2026-04-17')).toBe(1);
  });

  it('refuses the fee estimates and the holding returns of such a fund with a 400, not a 1.0000 price', async () => {
    const { c } = box;
    await openAccount(c, '13500135601');
    const f = unpriced();
    for (const path of [
      `/funds/buy_fee/?symbol=${f.code}&amount=1000`,
      `/funds/sell_fee/?symbol=${f.code}&shares=100`,
      `/funds/returns/holding/?symbol=${f.code}`,
    ]) {
      const r = await c.get(path);
      expect(r.status, path).toBe(400);
      expect(r.body.errors?.symbol, path).toEqual([`${f.name}暂无净值`]);
    }
  });

  it('refuses a NAV alert on it', async () => {
    const f = unpriced();
    for (const kind of ['nav_target', 'day_change', 'holding_return']) {
      const r = await box.c.post('/messages/alerts/', { symbol: f.code, kind, threshold: '1' });
      expect(r.status).toBe(400);
      expect(r.body.errors?.symbol).toEqual(['该基金没有每日净值，无法设置净值提醒']);
    }
  });

  it('gives a guessing game on it no result', () => {
    const f = unpriced();
    const game = {
      id: 999,
      code: 'test',
      name: f.name,
      fund_code: f.code,
      bet_start_date: '2026-04-13',
      bet_end_date: '2026-04-15',
      game_date: '2026-04-16',
    };
    expect(gameResult(box.sb.ctx, game)).toBeNull();
    expect(gameResult(box.sb.ctx, { ...game, fund_code: '000001' })).not.toBeNull();
  });

  it('shows a private product whose source fund has no series without a NAV', async () => {
    const { c } = box;
    await c.post('/accounts/set_private_fund_qualified/', {
      qualified: true,
      financial_assets: '3000000',
    });
    const q = await c.get('/private_funds/investment_risk/questions/');
    const answer = q.body.questions.map((x: { id: number; options: { id: number }[] }) => ({
      question_id: x.id,
      option_id: x.options.at(-1)!.id,
    }));
    expect((await c.post('/private_funds/investment_risk/answer/', { answer })).status).toBe(200);
    const p = PRIVATE_PRODUCTS[0]!;
    const r = await c.post('/private_funds/reservation/', {
      symbol: p.symbol,
      amount: '1000000',
      contact_time: '周末',
    });
    expect(r.status).toBe(200);
    expect(r.body.fund.net_value).toMatch(/^\d+\.\d{4}$/);
    const source = box.sb.ctx.market.fund(p.nav_source)!;
    const series = source.series;
    source.series = null; // as if the seed had no NAV for the source fund
    try {
      const list = await c.get('/private_funds/trades/');
      expect(list.status).toBe(200);
      expect(list.body.results[0]!.fund).toMatchObject({ net_value: null, net_value_date: null });
    } finally {
      source.series = series;
    }
  });
});
