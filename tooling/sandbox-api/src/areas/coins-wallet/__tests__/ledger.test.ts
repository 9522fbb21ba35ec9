import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

/** Every row's running balance of one asset (wallet fen, coins), oldest first, from the ledger itself. */
function running(sb: SandboxApp, userId: number, asset: 'wallet' | 'coins' = 'wallet'): number[] {
  return (
    sb.ctx.db
      .prepare(
        'SELECT SUM(units) OVER (ORDER BY id) AS after FROM ledger WHERE user_id = ? AND asset = ? ORDER BY id',
      )
      .all(userId, asset) as { after: number }[]
  ).map((r) => r.after);
}

describe('wallet and coins on one ledger (spec 001 §7 Wallet, Coins; §9 registration rewards)', () => {
  let sb: SandboxApp;
  let c: Client;
  let userId: number;
  let cardId: number;

  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    ({ userId, cardId } = await openAccount(c, '13900001111'));
  });
  afterAll(() => sb.close());

  it('credits 3 yuan at signup and 1 yuan at identity verification to the wallet (§9)', async () => {
    const w = await c.get('/wallets/account/mine/');
    expect(w.body).toEqual({
      balance: '4.00',
      available: '4.00',
      frozen: '0.00',
      withdrawing: '0.00',
    });
    const changes = await c.get('/wallets/account/changes/');
    expect(changes.body.results.map((r) => [r.title, r.amount, r.balance])).toEqual([
      ['完善身份信息奖励', '1.00', '4.00'],
      ['注册奖励', '3.00', '3.00'],
    ]);
  });

  it('refuses an UPDATE of a ledger row: the ledger is append-only', () => {
    expect(() =>
      sb.ctx.db.prepare('UPDATE ledger SET units = 1000000 WHERE user_id = ?').run(userId),
    ).toThrow(/never updated/);
  });

  it('lists coin tasks with progress from what the user did and pays each task once', async () => {
    const tasks = await c.get('/coins/tasks/');
    const byTitle = Object.fromEntries(tasks.body.map((t) => [t.title, t]));
    expect(byTitle['完成开户']!.status).toBe(1);
    expect(byTitle['完成风险测评']!.status).toBe(1);
    expect(byTitle['首次买入基金']!.status).toBe(0);
    const notYet = await c.post(`/coins/tasks/${byTitle['首次买入基金']!.id}/get_coin/`);
    expect(notYet.status).toBe(400);
    expect(notYet.body.errors?.detail?.[0]).toBe('请先首次买入基金');
    const got = await c.post(`/coins/tasks/${byTitle['完成开户']!.id}/get_coin/`);
    expect(got.body).toEqual({ coins: 200, balance: 200 });
    const again = await c.post(`/coins/tasks/${byTitle['完成开户']!.id}/get_coin/`);
    expect(again.status).toBe(409);
    await c.post(`/coins/tasks/${byTitle['完成风险测评']!.id}/get_coin/`);
    expect((await c.get('/coins/balance/')).body.balance).toBe(300);
    const history = await c.get('/coins/history/');
    expect(
      history.body.results.map((r: { title: string; coins: number }) => [r.title, r.coins]),
    ).toEqual([
      ['任务奖励：完成风险测评', 100],
      ['任务奖励：完成开户', 200],
    ]);
  });

  it('pages the coin history 50 a page by default (§9 rewards history page size)', async () => {
    const page = await c.get('/coins/history/?page=1');
    expect(page.body.total_page).toBe(1);
    expect(page.body.results.length).toBeLessThanOrEqual(50);
  });

  it('exchanges coins into the wallet exactly (100 coins = 1.00 yuan) and refuses more than the balance', async () => {
    const lim = await c.get('/coins/exchange/limitation/?target=2');
    expect(lim.body).toMatchObject({ target: 2, rate: 100, used_today: 0, coins_min: 100 });
    const tooMany = await c.post(
      '/coins/exchange/',
      { target: 2, coins: 301 },
      { 'Idempotency-Key': uuid() },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.coins?.[0]).toBe('金币余额不足，当前有300金币');
    const key = uuid();
    const ex = await c.post(
      '/coins/exchange/',
      { target: 2, coins: 150 },
      { 'Idempotency-Key': key },
    );
    expect(ex.body).toEqual({ coins: 150, balance: 150, amount: '1.50' });
    const replay = await c.post(
      '/coins/exchange/',
      { target: 2, coins: 150 },
      { 'Idempotency-Key': key },
    );
    expect(replay.body).toEqual({ coins: 150, balance: 150, amount: '1.50' });
    const other = await c.post(
      '/coins/exchange/',
      { target: 2, coins: 120 },
      { 'Idempotency-Key': key },
    );
    expect(other.status).toBe(409);
    expect((await c.get('/wallets/account/mine/')).body.balance).toBe('5.50');
    expect((await c.get('/coins/exchange/limitation/?target=2')).body.used_today).toBe(150);
  });

  it('withdraws to the bound card with the trade password, once per Idempotency-Key', async () => {
    const wrong = await c.post(
      '/wallets/withdraw/',
      { amount: '1.00', bank_card_id: cardId, password: '111111' },
      { 'Idempotency-Key': uuid() },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.password?.[0]).toMatch(/交易密码错误/);
    const above = await c.post(
      '/wallets/withdraw/',
      { amount: '5.51', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(above.status).toBe(400);
    expect(above.body.errors?.amount?.[0]).toBe('钱包余额不足，当前可提现5.50元');
    const small = await c.post(
      '/wallets/withdraw/',
      { amount: '0.99', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(small.body.errors?.amount?.[0]).toBe('最低提现1.00元');
    const key = uuid();
    const w = await c.post(
      '/wallets/withdraw/',
      { amount: '1.25', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': key },
    );
    expect(w.status).toBe(200);
    expect(w.body).toMatchObject({
      amount: '1.25',
      status: 0,
      fare: '0.00',
      arrive_date: '2026-04-21',
    });
    const replay = await c.post(
      '/wallets/withdraw/',
      { amount: '1.25', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': key },
    );
    expect(replay.body.id).toBe(w.body.id);
    expect((await c.get('/wallets/account/mine/')).body).toMatchObject({
      balance: '4.25',
      withdrawing: '1.25',
    });
    const changes = await c.get('/wallets/account/changes/');
    expect(changes.body.results[0]).toMatchObject({
      amount: '-1.25',
      balance: '4.25',
      type: 'withdraw',
    });
    expect(changes.body.results[0]!.title).toMatch(/^提现至.+（尾号\d{4}）$/);
    await c.post('/__sandbox/clock', { now: '2026-04-21T10:00:00+08:00' });
    expect((await c.get('/wallets/account/mine/')).body.withdrawing).toBe('0.00');
    const card = sb.ctx.db
      .prepare("SELECT amount, note FROM card_ledger WHERE card_id = ? AND note = '钱包提现到账'")
      .all(cardId);
    expect(card).toEqual([{ amount: '1.25', note: '钱包提现到账' }]);
  });
});

describe('50 concurrent withdrawals and coin exchanges at one account', () => {
  it('makes one withdrawal of the whole balance and one exchange of all coins; the ledger never goes below zero', async () => {
    const sb = freshSandbox();
    const c = new Client(sb);
    const { userId, cardId } = await openAccount(c, '13900002222');
    const tasks = (await c.get('/coins/tasks/')).body as { id: number; status: number }[];
    for (const t of tasks.filter((x) => x.status === 1))
      await c.post(`/coins/tasks/${t.id}/get_coin/`);
    expect((await c.get('/coins/balance/')).body.balance).toBe(300);
    expect((await c.get('/wallets/account/mine/')).body.balance).toBe('4.00');

    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? c.post(
            '/wallets/withdraw/',
            { amount: '4.00', bank_card_id: cardId, password: '135790' },
            { 'Idempotency-Key': uuid() },
          )
        : c.post('/coins/exchange/', { target: 2, coins: 300 }, { 'Idempotency-Key': uuid() }),
    );
    const results = await Promise.all(calls);
    const withdrawals = results.filter((_, i) => i % 2 === 0);
    const exchanges = results.filter((_, i) => i % 2 === 1);
    expect(withdrawals.filter((r) => r.status === 200)).toHaveLength(1);
    expect(exchanges.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of withdrawals.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.errors?.amount?.[0]).toMatch(/^钱包余额不足/);
    }
    for (const r of exchanges.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.errors?.coins?.[0]).toMatch(/^金币余额不足/);
    }
    const wallet = (await c.get('/wallets/account/mine/')).body;
    expect(wallet.balance).toBe('3.00'); // 4.00 + 3.00 exchanged - 4.00 withdrawn
    const sum = sb.ctx.db
      .prepare("SELECT SUM(units) AS s FROM ledger WHERE user_id = ? AND asset = 'wallet'")
      .get(userId) as { s: number };
    expect((sum.s / 100).toFixed(2)).toBe(wallet.balance);
    expect(running(sb, userId).every((v) => v >= 0)).toBe(true);
    // the coins too: the balance is the ledger's sum, and no row ever took it below zero
    const coins = running(sb, userId, 'coins');
    expect((await c.get('/coins/balance/')).body.balance).toBe(coins[coins.length - 1]);
    expect(coins[coins.length - 1]).toBe(0);
    expect(coins.every((v) => v >= 0)).toBe(true);
    expect(coins.filter((v, i) => i > 0 && v < coins[i - 1]!)).toHaveLength(1); // one exchange
    sb.close();
  });
});
