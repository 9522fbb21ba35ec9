import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  advisorRiskTest,
  freshSandbox,
  openAccount,
  uuid,
} from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

const PW = '135790';

describe('the advisors store end to end in the sandbox (spec 001 §2 Store, §3, §4, §6, §7)', () => {
  let sb: SandboxApp;
  let owner: Client;
  let investor: Client;
  let guest: Client;
  let ownerCard: number;
  let investorCard: number;
  let storeId: number;
  let pid: number;
  beforeAll(async () => {
    sb = freshSandbox('2026-04-20T10:00:00+08:00');
    owner = new Client(sb);
    investor = new Client(sb);
    guest = new Client(sb);
    ({ cardId: ownerCard } = await openAccount(owner, '13800008001'));
    ({ cardId: investorCard } = await openAccount(investor, '13800008002'));
  });
  afterAll(() => sb.close());

  it('answers -1 before applying, refuses bad fields with Chinese messages, keeps -1 while under review', async () => {
    expect((await owner.get('/store/apply/')).body).toEqual({ id: null, status: -1 });
    const bad = await owner.post('/store/apply/', { name: 'a', qualification: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.name?.[0]).toBe('店铺名称至少2个字');
    expect(bad.body.errors?.real_name?.[0]).toBe('请填写真实姓名');
    expect(bad.body.errors?.qualification?.[0]).toContain('资格证书编号');
    const ok = await owner.post('/store/apply/', {
      name: '稳健投顾小店',
      description: '只做长期配置',
      real_name: '张三',
      qualification: 'A0123456789',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe(-1);
    expect(ok.body.id).toBeGreaterThan(0);
    storeId = ok.body.id!;
    expect(
      (
        await owner.post('/store/apply/', {
          name: '另一家店',
          real_name: '张三',
          qualification: 'A0123456789',
        })
      ).status,
    ).toBe(409);
    expect((await owner.get('/store/mine/')).status).toBe(403);
    expect((await owner.get('/accounts/settings/')).body.is_manager).toBe(false);
    expect((await guest.get(`/store/${storeId}/`)).status).toBe(404);
  });

  it('approves an application a day later on the sandbox clock; the owner becomes is_manager', async () => {
    await owner.post('/__sandbox/clock', { now: '2026-04-21T09:59:00+08:00' });
    expect((await owner.get('/store/apply/')).body.status).toBe(-1);
    await owner.post('/__sandbox/clock', { now: '2026-04-21T10:00:00+08:00' });
    expect((await owner.get('/store/apply/')).body.status).toBe(1);
    expect((await owner.get('/accounts/settings/')).body.is_manager).toBe(true);
    const mine = await owner.get('/store/mine/');
    expect(mine.body).toMatchObject({ id: storeId, name: '稳健投顾小店', is_owner: true });
  });

  it('approves at once with the dev endpoint', async () => {
    const other = new Client(sb);
    await openAccount(other, '13800008003');
    await other.post('/store/apply/', {
      name: '第二家店',
      real_name: '李四',
      qualification: 'B0123456789',
    });
    const r = await other.post('/__sandbox/store_approve', { mobile: '13800008003' });
    expect(r.body.status).toBe(1);
    expect((await other.get('/store/apply/')).body.status).toBe(1);
  });

  it('lets only the owner edit the description', async () => {
    expect((await investor.call('PUT', `/store/${storeId}/`, { description: '改' })).status).toBe(
      403,
    );
    const r = await owner.call('PUT', `/store/${storeId}/`, { description: '长期配置，每月复盘' });
    expect(r.body.description).toBe('长期配置，每月复盘');
    expect((await guest.get(`/store/${storeId}/`)).body.description).toBe('长期配置，每月复盘');
  });

  it('lists the portfolios the owner creates, in the owner’s order', async () => {
    const mk = (name: string) =>
      owner.post('/portfolio/', {
        name,
        description: '一只混合基金与两只债券基金',
        positions: [
          { symbol: '000001', percent: 40 },
          { symbol: '000014', percent: 30 },
          { symbol: '003382', percent: 30 },
        ],
      });
    const a = await mk('小店稳健一号');
    expect(a.status).toBe(200);
    const b = await mk('小店稳健二号');
    pid = a.body.id;
    const list = await guest.get(`/store/portfolios/?store_id=${storeId}`);
    expect(list.body.results.map((p: { id: number }) => p.id)).toEqual([b.body.id, pid]);
    await owner.post('/store/portfolios/sort/', { portfolio_ids: [pid, b.body.id] });
    const sorted = await owner.get('/store/portfolios/mine/');
    expect(sorted.body.results.map((p: { id: number }) => p.id)).toEqual([pid, b.body.id]);
    expect((await owner.post('/store/portfolios/sort/', { portfolio_ids: [1] })).status).toBe(400);
    expect((await guest.get(`/store/${storeId}/`)).body.portfolios_count).toBe(2);
  });

  it('posts a plain-text timeline entry with a position adjustment; likes persist', async () => {
    const adj = await owner.post('/portfolio/position_adjustments/', {
      portfolio_id: pid,
      positions: [
        { symbol: '000001', percent: 50 },
        { symbol: '000014', percent: 50 },
      ],
      reason: '降低债券仓位集中度',
    });
    expect(adj.status).toBe(200);
    expect((await investor.post('/store/timeline/', { text: '我不是店主' })).status).toBe(403);
    const post = await owner.post('/store/timeline/', {
      title: '四月调仓',
      text: '<p>清仓<b>003382</b></p><script>x()</script>',
      position_adjustment_id: adj.body.id,
    });
    expect(post.status).toBe(200);
    // user text is stored as plain text (README "User text")
    expect(post.body.text).toBe('清仓003382');
    expect(post.body.position_adjustment!.id).toBe(adj.body.id);
    expect(post.body.portfolios![0]!.id).toBe(pid);
    const liked = await investor.post('/store/likes/like/', { status: post.body.id });
    expect(liked.body).toEqual({ liked: true, likes_count: 1 });
    const tl = await investor.get(`/statuses/store_timeline/?store_id=${storeId}`);
    expect(tl.body.results[0]).toMatchObject({ id: post.body.id, liked: true, attitudes_count: 1 });
    expect(
      (await guest.get(`/statuses/store_timeline/?portfolio_id=${pid}`)).body.total_count,
    ).toBe(1);
  });

  it('follows a store server-side and lists it', async () => {
    expect((await investor.post(`/store/${storeId}/follow/`)).body.followed).toBe(true);
    const f = await investor.get('/store/following/');
    expect(f.body.results.map((s: { id: number }) => s.id)).toEqual([storeId]);
    expect((await investor.get(`/store/${storeId}/`)).body).toMatchObject({
      followed: true,
      followers_count: 1,
    });
  });

  it('accrues the holders’ daily advisory fee as the owner’s income and withdraws it once, never below zero', async () => {
    await advisorRiskTest(investor, pid, 3);
    const buy = await investor.post(
      '/funds/fund_portfolios/buy/',
      { fund_portfolio_id: pid, amount: '40000.00', bank_card_id: investorCard, password: PW },
      { 'Idempotency-Key': uuid() },
    );
    expect(buy.status).toBe(200);
    expect((await owner.get('/store/income/mine/')).body.income_total).toBe('0.00');
    await owner.post('/__sandbox/clock', { now: '2026-04-24T10:00:00+08:00' });
    const inc = await owner.get('/store/income/mine/');
    const total = new Decimal(inc.body.income_total);
    expect(total.gt(0)).toBe(true);
    expect(inc.body.withdrawable).toBe(inc.body.income_total);
    const rows = await owner.get('/store/income/portfolio/');
    expect(rows.body.results[0]!.income_total).toBe(inc.body.income_total);
    const assets = await owner.get('/store/assets/mine/');
    expect(assets.body.customers_count).toBe(1);
    expect(new Decimal(assets.body.assets_total).gt(30000)).toBe(true);
    expect((await owner.get(`/store/portfolios/${pid}/assets/`)).body.portfolios).toHaveLength(1);

    const body = { amount: inc.body.withdrawable, bank_card_id: ownerCard, password: PW };
    const wrong = await owner.post(
      '/store/income/withdraw/',
      { ...body, password: '000000' },
      { 'Idempotency-Key': uuid() },
    );
    expect(wrong.status).toBe(400);
    const tooMuch = await owner.post(
      '/store/income/withdraw/',
      { ...body, amount: total.plus(1).toFixed(2) },
      { 'Idempotency-Key': uuid() },
    );
    expect(tooMuch.body.errors?.amount?.[0]).toBe(`最多可提现${inc.body.withdrawable}元`);
    // 50 concurrent withdrawals of the whole balance, each with its own key: exactly one passes
    const all = await Promise.all(
      Array.from({ length: 50 }, () =>
        owner.post('/store/income/withdraw/', body, { 'Idempotency-Key': uuid() }),
      ),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.status === 400)).toHaveLength(49);
    const after = await owner.get('/store/income/mine/');
    expect(after.body.withdrawable).toBe('0.00');
    expect(after.body.withdrawn).toBe(inc.body.income_total);
    const list = await owner.get('/store/income/withdraw/');
    expect(list.body.total_count).toBe(1);
    expect(list.body.results[0]!.status).toBe(0);
    expect(() => sb.ctx.db.prepare('UPDATE store_withdrawals SET amount = 1').run()).toThrow(
      /append-only/,
    );
  });

  it('replays a withdrawal with the same Idempotency-Key and refuses a different body (409)', async () => {
    await owner.post('/__sandbox/clock', { now: '2026-04-28T10:00:00+08:00' });
    const inc = await owner.get('/store/income/mine/');
    const amount = new Decimal(inc.body.withdrawable)
      .div(2)
      .toDecimalPlaces(2, Decimal.ROUND_DOWN)
      .toFixed(2);
    const key = uuid();
    const body = { amount, bank_card_id: ownerCard, password: PW };
    const a = await owner.post('/store/income/withdraw/', body, { 'Idempotency-Key': key });
    const b = await owner.post('/store/income/withdraw/', body, { 'Idempotency-Key': key });
    expect(a.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
    const c = await owner.post(
      '/store/income/withdraw/',
      { ...body, amount: '0.01' },
      { 'Idempotency-Key': key },
    );
    expect(c.status).toBe(409);
    expect((await owner.get('/store/income/withdraw/')).body.total_count).toBe(2);
  });

  it('forecasts income from assets at the portfolios’ advisory fee rate', async () => {
    const p = await guest.get(`/portfolio/${pid}/`);
    const f = await owner.post('/store/income/forecast/', {
      assets: '1200000.00',
      portfolio_id: pid,
    });
    const year = new Decimal('1200000').times(p.body.manage_fare!).div(100);
    expect(f.body).toEqual({
      assets: '1200000.00',
      income_year: year.toFixed(2),
      income_month: year.div(12).toFixed(2),
    });
    const other = await owner.post('/store/income/forecast/', {
      assets: '1200000.00',
      portfolio_id: 999999,
    });
    expect(other.status).toBe(400);
    expect(other.body.errors?.portfolio_id).toEqual(['只能预估本店铺的组合']);
  });
});
