import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount } from '../../../__tests__/helpers';
import { FUTURES_CONTRACTS } from '../contracts';
import { MAX_ACCOUNTS, MESSAGES } from '../index';

/** Signs up without identity verification (a user who cannot bind a futures account yet). */
async function signupOnly(c: Client, mobile: string) {
  await c.get(`/accounts/new_mobile_captcha/?mobile=${mobile}`);
  const { body: sms } = await c.get(`/__sandbox/sms?mobile=${mobile}`);
  const r = await c.post('/accounts/signup/', { mobile, captcha: sms.code, agreement: true });
  c.token = r.body.token.access_token;
}

describe('futures products and instruments (spec 001 §7 Futures): contract specs, no invented prices', () => {
  const sb = freshSandbox(); // Monday 2026-04-20 10:00
  const c = new Client(sb);
  afterAll(() => sb.close());

  it('lists every product, filtered by product_type; asset-management products are an honest empty list', async () => {
    const all = await c.get('/futures/products/?page_size=50');
    expect(all.body.total_count).toBe(FUTURES_CONTRACTS.length);
    const fin = await c.get('/futures/products/?product_type=financial');
    expect(fin.body.results.map((p) => p.code)).toEqual(['IF', 'IH', 'IC', 'IM', 'TS', 'TF', 'T']);
    const com = await c.get('/futures/products/?product_type=commodity&page_size=50');
    expect(com.body.results.every((p) => p.product_type === 'commodity')).toBe(true);
    expect(com.body.total_count + fin.body.total_count).toBe(FUTURES_CONTRACTS.length);
    const am = await c.get('/futures/products/?product_type=asset_management');
    expect(am.body).toMatchObject({ total_count: 0, results: [] });
    const page2 = await c.get('/futures/products/?page=2&page_size=5');
    expect(page2.body.results[0]!.code).toBe(all.body.results[5]!.code);
  });

  it('refuses an unknown product_type with a Chinese message', async () => {
    const r = await c.get('/futures/products/?product_type=stocks');
    expect(r.status).toBe(400);
    expect(r.body.errors?.product_type).toEqual([MESSAGES.productType]);
  });

  it('shows a product with its exchange specification and the contract months listed today', async () => {
    const r = await c.get('/futures/products/1/?product_type=financial');
    expect(r.body).toMatchObject({
      id: 1,
      code: 'IF',
      name: '沪深300股指期货',
      exchange: '中国金融期货交易所',
      net_value: null,
      percent_year: null,
      spec: {
        multiplier: 300,
        price_tick: '0.2指数点',
        margin_ratio: 8,
        contract_size: '每点300元',
      },
    });
    expect(r.body.instruments!.map((i) => i.code)).toEqual([
      'IF2605',
      'IF2606',
      'IF2609',
      'IF2612',
    ]);
    expect((await c.get('/futures/products/1/?product_type=commodity')).status).toBe(404);
    expect((await c.get('/futures/products/99/')).status).toBe(404);
  });

  it('shows an instrument with its specification and last trading day, and an empty quote and K-line', async () => {
    const r = await c.get('/futures/instruments/12606/');
    expect(r.body).toMatchObject({
      id: 12606,
      code: 'IF2606',
      name: '沪深300股指2606',
      product_id: 1,
      delivery_month: '2026-06',
      // The third Friday, 2026-06-19, is 端午节 in the trading calendar: the next trading day.
      last_trading_day: '2026-06-22',
      price: null,
      percent_day: null,
      price_date: null,
      k_line: [],
      spec: { trading_hours: ['09:30-11:30', '13:00-15:00'] },
    });
    const sr = await c.get('/futures/instruments/162605/');
    expect(sr.body).toMatchObject({ code: 'SR605', exchange: '郑州商品交易所' });
    expect(sr.body.spec!.trading_hours).toContain('21:00-23:00');
  });

  it('answers 请求的数据不存在 for an expired, unlisted or impossible instrument', async () => {
    for (const id of [12604, 12712, 10613, 1]) {
      const r = await c.get(`/futures/instruments/${id}/`);
      expect(r.status, String(id)).toBe(404);
      expect(r.body.errors?.detail).toEqual(['请求的数据不存在']);
    }
  });

  it('has no product reviews to show (no source), and refuses an unknown product', async () => {
    expect((await c.get('/futures/product_reviews/?product_id=8')).body).toMatchObject({
      total_count: 0,
      results: [],
    });
    const r = await c.get('/futures/product_reviews/?product_id=999');
    expect(r.status).toBe(400);
    expect(r.body.errors?.product_id).toEqual([MESSAGES.product]);
  });
});

describe('futures accounts and income analysis are the user’s own state (spec 001 §7 Futures)', () => {
  const sb = freshSandbox(); // Monday 2026-04-20 10:00
  const user = new Client(sb);
  const other = new Client(sb);
  const guest = new Client(sb);
  beforeAll(async () => {
    await guest.get('/futures/products/');
    await openAccount(user, '13800138011');
    await openAccount(other, '13800138012');
  });
  afterAll(() => sb.close());

  it('needs login', async () => {
    expect((await guest.get('/futures/accounts/mine/')).status).toBe(401);
    expect((await guest.get('/futures/income_analyse/day/')).status).toBe(401);
  });

  it('starts with no account: an empty list, no realtime income and no daily income', async () => {
    expect((await user.get('/futures/accounts/mine/')).body).toEqual([]);
    const rt = await user.get('/futures/income_analyse/realtime/');
    expect(rt.status).toBe(404);
    expect(rt.body.errors?.detail).toEqual([MESSAGES.noAccount]);
    expect((await user.get('/futures/income_analyse/day/')).body).toEqual([]);
  });

  it('refuses a bad company or account number, and a user without identity verification', async () => {
    const r1 = await user.post('/futures/accounts/', { company: '中信', account_no: '12345678' });
    expect(r1.body.errors?.company).toEqual([MESSAGES.company]);
    const r2 = await user.post('/futures/accounts/', {
      company: '中信期货有限公司',
      account_no: '12ab',
    });
    expect(r2.body.errors?.account_no).toEqual([MESSAGES.accountNo]);
    const fresh = new Client(sb);
    await signupOnly(fresh, '13800138013');
    const r3 = await fresh.post('/futures/accounts/', {
      company: '中信期货有限公司',
      account_no: '12345678',
    });
    expect(r3.status).toBe(403);
    expect(r3.body.errors?.detail).toEqual([MESSAGES.identity]);
  });

  it('binds accounts (the first is the default), masks the number, refuses a duplicate and a sixth', async () => {
    const a = await user.post('/futures/accounts/', {
      company: ' 中信期货有限公司 ',
      account_no: '80012345678',
    });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      company: '中信期货有限公司',
      account_no: '****5678',
      is_default: true,
      balance: '0.00',
      status: 1,
    });
    const b = await user.post('/futures/accounts/', {
      company: '永安期货股份有限公司',
      account_no: '60000001',
    });
    expect(b.body.is_default).toBe(false);
    const dup = await user.post('/futures/accounts/', {
      company: '中信期货有限公司',
      account_no: '80012345678',
    });
    expect(dup.body.errors?.account_no).toEqual([MESSAGES.duplicate]);
    for (let i = 2; i < MAX_ACCOUNTS; i++)
      expect(
        (
          await user.post('/futures/accounts/', {
            company: '国泰君安期货有限公司',
            account_no: `7000000${i}`,
          })
        ).status,
      ).toBe(200);
    const sixth = await user.post('/futures/accounts/', {
      company: '国泰君安期货有限公司',
      account_no: '70000099',
    });
    expect(sixth.body.errors?.non_field_errors).toEqual([MESSAGES.tooMany]);
    const mine = await user.get('/futures/accounts/mine/');
    expect(mine.body).toHaveLength(MAX_ACCOUNTS);
    expect(mine.body[0]).toMatchObject({ id: a.body.id, is_default: true });
    expect(JSON.stringify(mine.body)).not.toContain('80012345678');
  });

  it('sets another account as default (one default at a time); another user’s account is not found', async () => {
    const [first, second] = (await user.get('/futures/accounts/mine/')).body;
    const r = await user.post(`/futures/accounts/${second!.id}/set_default/`);
    expect(r.body).toMatchObject({ id: second!.id, is_default: true });
    const mine = (await user.get('/futures/accounts/mine/')).body;
    expect(mine.filter((x) => x.is_default).map((x) => x.id)).toEqual([second!.id]);
    expect(mine.find((x) => x.id === first!.id)!.is_default).toBe(false);
    expect((await other.post(`/futures/accounts/${first!.id}/set_default/`)).status).toBe(404);
    expect((await user.post('/futures/accounts/99999/set_default/')).status).toBe(404);
  });

  it('shows realtime income of the default account: no positions, so 0.00 on its balance', async () => {
    const def = (await user.get('/futures/accounts/mine/')).body[0];
    const rt = await user.get('/futures/income_analyse/realtime/');
    expect(rt.body).toEqual({
      account_id: def!.id,
      date: '2026-04-20',
      income: '0.00',
      income_rate: null,
      balance: '0.00',
    });
    const other404 = await other.get(`/futures/income_analyse/realtime/?account_id=${def!.id}`);
    expect(other404.status).toBe(404);
  });

  it('lists a settled day per trading day since binding (before 15:00 the day is not settled), newest first', async () => {
    expect((await user.get('/futures/income_analyse/day/')).body).toEqual([]);
    await user.post('/__sandbox/clock', { now: '2026-04-22T16:00:00+08:00' });
    const days = (await user.get('/futures/income_analyse/day/')).body;
    expect(days.map((d) => d.date)).toEqual(['2026-04-22', '2026-04-21', '2026-04-20']);
    expect(days.every((d) => d.income === '0.00')).toBe(true);
    const ranged = await user.get('/futures/income_analyse/day/?start=2026-04-21&end=2026-04-21');
    expect(ranged.body.map((d) => d.date)).toEqual(['2026-04-21']);
    const bad = await user.get('/futures/income_analyse/day/?start=2026-04-22&end=2026-04-21');
    expect(bad.body.errors?.start).toEqual([MESSAGES.range]);
    const mine = (await user.get('/futures/accounts/mine/')).body;
    const notMine = await other.get(`/futures/income_analyse/day/?account_id=${mine[0]!.id}`);
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors?.account_id).toEqual([MESSAGES.accountMissing]);
  });

  it('an account bound after the settlement starts with the next trading day', async () => {
    // Wednesday 16:00: bound after that day's settlement.
    await other.post('/futures/accounts/', {
      company: '南华期货股份有限公司',
      account_no: '5550001',
    });
    expect((await other.get('/futures/income_analyse/day/')).body).toEqual([]);
    await other.post('/__sandbox/clock', { now: '2026-04-27T09:00:00+08:00' });
    const days = (await other.get('/futures/income_analyse/day/')).body;
    expect(days.map((d) => d.date)).toEqual(['2026-04-24', '2026-04-23']);
  });

  it('reset empties the accounts', async () => {
    await user.post('/__sandbox/reset');
    const again = new Client(sb);
    await openAccount(again, '13800138011');
    expect((await again.get('/futures/accounts/mine/')).body).toEqual([]);
  });
});
