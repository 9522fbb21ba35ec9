import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Client, sandboxForFile, signUp } from '../../../__tests__/helpers';
import { FUND_LIST_SEED_FILE, type FundListSeed } from '../../../market/fund-list';

/** 招商中证白酒指数(LOF)C: in the master list, not in the market (no NAV data). */
const LISTED = '012414';
/** In no list. */
const UNKNOWN = '999999';

const listed = new Map(
  (
    JSON.parse(gunzipSync(readFileSync(FUND_LIST_SEED_FILE)).toString('utf8')) as FundListSeed
  ).funds.map((f) => [f[0], f]),
);

describe('a fund known only from the master list answers honestly (README "Search")', () => {
  const box = sandboxForFile();

  it('the chosen codes: 012414 is in the master list and not in the market, 999999 in neither', () => {
    expect(listed.has(LISTED)).toBe(true);
    expect(box.sb.ctx.market.fund(LISTED)).toBeUndefined();
    expect(listed.has(UNKNOWN)).toBe(false);
    expect(box.sb.ctx.market.fund(UNKNOWN)).toBeUndefined();
  });

  it('its detail has no risk level, fee, minimum or status the list does not give', async () => {
    const f = (await box.c.get(`/symbols/funds/${LISTED}/`)).body;
    // the template figures of its type, and every market figure: null
    const nulls = ['investment_risk', 'net_value', 'cumulative', 'year_yld', 'tenthou_unit_incm'];
    for (const k of ['min_buy', 'max_buy', 'subscribe_min', 'fixed_min', 'fixed_max'])
      nulls.push(`amount_${k}`);
    for (const k of ['buy', 'sell', 'subscribe'])
      nulls.push(`fare_ratio_${k}`, `discount_rate_${k}`);
    for (const k of nulls) expect(f, k).toHaveProperty(k, null);
    expect(f).toMatchObject({ symbol: LISTED, code: LISTED, abbr_name: listed.get(LISTED)![1] });
    for (const k of ['allow_trade', 'allow_buy', 'allow_sell', 'allow_fixed', 'allow_subscribe'])
      expect(f, k).toHaveProperty(k, false);
    expect([f.nav_stale, f.followed, f.percent_start]).toEqual([true, false, null]);
    for (const k of ['list_status', 'subscription_status', 'price_mode', 'charge_mode', 'div_type'])
      expect(f).not.toHaveProperty(k);
    // the fund list searched by name answers the same
    const page = (await box.c.get(`/symbols/funds/?q=${LISTED}`)).body;
    const row = page.results.find((r: { symbol: string }) => r.symbol === LISTED);
    expect(row).toMatchObject({
      investment_risk: null,
      amount_min_buy: null,
      fare_ratio_buy: null,
    });
  });

  it('its NAV history is an empty series and its fee page empty tables with the reason', async () => {
    for (const period of ['y', 'm', 'start']) {
      const r = await box.c.get(`/symbols/funds/${LISTED}/net_history/?period=${period}`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual([]);
    }
    const fees = await box.c.get(`/symbols/funds/${LISTED}/fare_ratio/`);
    expect(fees.status).toBe(200);
    const { fund, ...tables } = fees.body;
    expect(fund.symbol).toBe(LISTED);
    for (const k of ['amount_min_buy', 'amount_subscribe_min', 'shares_min_sell', 'shares_min'])
      expect(fund, k).toHaveProperty(k, null);
    expect(tables).toMatchObject({ buy: [], subscribe: [], sell: [], example_parts: [] });
    for (const k of ['manage', 'trusteeship', 'service', 'customer_maintenance'])
      expect(tables, k).toHaveProperty(`${k}_fare`, null);
    expect(tables.no_data_reason).toBe('暂无该基金的费率数据');
    // a market fund's fee page has no such reason
    expect((await box.c.get('/symbols/funds/000001/fare_ratio/')).body.no_data_reason).toBeNull();
  });

  it('can be followed and unfollowed; the following lists show it with null figures', async () => {
    const c = new Client(box.sb);
    await signUp(c, '13700137101');
    expect((await c.post(`/symbols/${Number(LISTED)}/follow/`)).body).toEqual({ followed: true });
    const symbols = (await c.get('/symbols/following/?symbol_type=3')).body;
    expect(symbols.results).toHaveLength(1);
    expect(symbols.results[0]).toMatchObject({
      symbol: LISTED,
      code: LISTED,
      abbr_name: listed.get(LISTED)![1],
      symbol_type: 3,
      net_value: null,
      net_value_date: null,
      price: null,
      percent_day: null,
      percent_year: null,
      year_yld: null,
    });
    const funds = (await c.get('/symbols/funds/following/')).body;
    expect(funds.results).toHaveLength(1);
    expect(funds.results[0]).toMatchObject({
      symbol: LISTED,
      followed: true,
      net_value: null,
      percent_day: null,
      investment_risk: null,
      amount_min_buy: null,
      allow_buy: false,
    });
    expect((await c.get(`/symbols/funds/${LISTED}/`)).body.followed).toBe(true);
    expect((await c.post(`/symbols/${Number(LISTED)}/unfollow/`)).body).toEqual({
      followed: false,
    });
    expect((await c.get('/symbols/following/?symbol_type=3')).body.results).toEqual([]);
    expect((await c.get('/symbols/funds/following/')).body.results).toEqual([]);
  });

  it('a code in no list still answers 404', async () => {
    const c = new Client(box.sb);
    await signUp(c, '13700137102');
    expect((await c.get(`/symbols/funds/${UNKNOWN}/`)).status).toBe(404);
    expect((await c.get(`/symbols/funds/${UNKNOWN}/net_history/`)).status).toBe(404);
    expect((await c.get(`/symbols/funds/${UNKNOWN}/fare_ratio/`)).status).toBe(404);
    expect((await c.post(`/symbols/${UNKNOWN}/follow/`)).status).toBe(404);
    expect((await c.post(`/symbols/${UNKNOWN}/unfollow/`)).status).toBe(404);
  });
});
