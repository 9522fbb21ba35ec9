// Scale of work: do an account's reads cost the same as its history grows, and as the database
// fills with other users' rows? One sandbox in this process (`createApp` of @jijin/sandbox-api on
// its own database file under dist/scale/, seeded with the real market data as it always is),
// called through its fetch handler, so the figures are the server's own work without a network.
//
// 1. Three accounts are opened through the API (src/account.ts): a one-trade account, a heavy
//    account and a buyer. The bench writes their history straight into the trades table (with
//    prepared statements, one transaction): one confirmed buy for the first; for the heavy one
//    ten years of weekly 定投 (direction 5) in ten funds that have NAVs over those ten years,
//    100 yuan each, priced at the sandbox's own NAV for the trade date (`market.navOn`), about
//    5,200 confirmed trades.
// 2. "Empty database": each read of both accounts, and the buyer's buy, timed `iterations` times
//    after one warm-up call; medians.
// 3. The large database: `users` other users (100,000 by default) with `tradesPerUser` confirmed
//    trades each (20: 2,000,000), written by the bench the same way, then the same reads and buy.
//
// Ratios: the heavy account's read over the one-trade account's (budget 2×), and each read of
// the heavy account and the buy on the large database over the empty one's (budget 1.5×).
import path from 'node:path';
import { mkdirSync, rmSync } from 'node:fs';
import { OUT, log, median } from './lib/env.ts';
import { openAccount } from './account.ts';

const ORIGIN = 'http://127.0.0.1';
const PASSWORD = '135790';
/** The fund the buyer buys (the bench's buy route uses it too). */
const BUY_SYMBOL = '000001';

/**
 * The reads timed for each account: holdings, assets, daily income, trade list (spec 001 §7), and
 * my returns' 收益日历 of the NAV date's month and TWR / XIRR summary (designed
 * `/funds/returns/*`, spec 001 §2).
 */
export const READS = [
  { id: 'holdings', label: 'holdings', path: '/funds/fund/mine/' },
  { id: 'assets', label: 'assets', path: '/funds/assets/mine/' },
  { id: 'income', label: 'income', path: '/funds/income/mine/' },
  { id: 'trades', label: 'trade list', path: '/funds/trades/' },
  { id: 'calendar', label: '收益日历', path: '/funds/returns/calendar/' },
  { id: 'returns', label: 'TWR / XIRR', path: '/funds/returns/summary/' },
] as const;
export type ReadId = (typeof READS)[number]['id'];

export interface ScaleOptions {
  /** Other users in the large database. */
  users: number;
  /** Confirmed trades per other user. */
  tradesPerUser: number;
  /** Timed calls per figure (after one warm-up). */
  iterations: number;
  /** Years of the heavy account's weekly 定投 (10: about 5,200 trades). */
  years: number;
}

export interface Phase {
  /** Median ms per read, per account. */
  light: Record<ReadId, number>;
  heavy: Record<ReadId, number>;
  /** Median ms of the buyer's buy (POST /funds/buy/). */
  buyMs: number;
}

export interface ScaleResult {
  options: ScaleOptions;
  heavyTrades: number;
  heavyFunds: string[];
  seedMarketMs: number;
  seedLargeMs: number;
  largeRows: { users: number; trades: number };
  empty: Phase;
  large: Phase;
  errors: string[];
}

interface Account {
  mobile: string;
  token: string;
  userId: number;
  cardId: number;
}

/**
 * What the bench uses of @jijin/sandbox-api's `createApp` result (src/index.ts SandboxApp). The
 * package is imported by name at run time and not type-checked here: its sources are checked by
 * its own tsconfig, whose DOM/Node typings differ from this package's.
 */
interface Statement {
  run(...params: unknown[]): { lastInsertRowid: number | bigint };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  pluck(): Statement;
}
interface Db {
  prepare(sql: string): Statement;
  transaction<T>(fn: () => T): () => T;
  pragma(sql: string): unknown;
  exec(sql: string): void;
}
interface SandboxFund {
  isMoney: boolean;
  isBao: boolean;
  series: unknown;
}
export interface SandboxApp {
  fetch: (req: Request) => Response | Promise<Response>;
  ctx: {
    db: Db;
    today(): string;
    market: {
      fund(code: string): SandboxFund | undefined;
      navOn(f: SandboxFund, iso: string): { date: string; nav: number };
      calendar: { next(iso: string, n?: number): string };
    };
  };
  close(): Promise<void>;
}
const SANDBOX_MODULE = '@jijin/sandbox-api';

async function open(sb: SandboxApp, mobile: string, n: number): Promise<Account> {
  const token = await openAccount(ORIGIN, mobile, sb.fetch, n);
  const user = sb.ctx.db.prepare('SELECT id FROM users WHERE mobile = ?').get(mobile) as
    { id: number } | undefined;
  if (!user) throw new Error(`no user ${mobile} after signup`);
  const card = sb.ctx.db.prepare('SELECT id FROM bank_cards WHERE user_id = ?').get(user.id) as
    { id: number } | undefined;
  if (!card) throw new Error(`no bank card for ${mobile}`);
  return { mobile, token, userId: user.id, cardId: card.id };
}

/** One day earlier or later, ISO dates. */
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A row of the trades table as the sandbox confirms a buy (src/domain/trading.ts confirmTrade). */
interface TradeRow {
  serial: string;
  userId: number;
  code: string;
  direction: number;
  amount: string;
  shares: string;
  nav: string;
  tradeDate: string;
  confirmDate: string;
  cardId: number | null;
}

function tradeWriter(db: Db) {
  const stmt = db.prepare(
    `INSERT INTO trades (serial_number, user_id, kind, fund_code, direction, status, amount, shares,
       amount_confirm, shares_confirm, fare, fare_ratio, discount_rate, net_value, apply_at, trade_date,
       confirm_date, bank_card_id, divi_type, source, amount_cents, confirmed_at)
     VALUES (?, ?, 'fund', ?, ?, 1, ?, NULL, ?, ?, '0.00', '0', '0', ?, ?, ?, ?, ?, 1, 'app', ?, ?)`,
  );
  return (t: TradeRow) =>
    stmt.run(
      t.serial,
      t.userId,
      t.code,
      t.direction,
      t.amount,
      t.amount,
      t.shares,
      t.nav,
      `${t.tradeDate}T10:00:00+08:00`,
      t.tradeDate,
      t.confirmDate,
      t.cardId,
      Math.round(Number(t.amount) * 100),
      `${t.confirmDate}T00:00:00+08:00`,
    );
}

/**
 * A buy of `amount` yuan of `code` on `date` priced as the sandbox prices it: the trade date is
 * the first trading day on or after `date`, the NAV that day's (`market.navOn`), confirmed the
 * next trading day; no fee.
 */
function pricedBuy(sb: SandboxApp, code: string, date: string, amount: string) {
  const m = sb.ctx.market;
  const f = m.fund(code)!;
  const tradeDate = m.calendar.next(addDays(date, -1), 1);
  const nav = m.navOn(f, tradeDate).nav / 10000;
  return {
    tradeDate,
    confirmDate: m.calendar.next(tradeDate, 1),
    nav: nav.toFixed(4),
    shares: (Number(amount) / nav).toFixed(2),
  };
}

/** Ten trade-able, non-money funds with a NAV on `from` (the first ten by code). */
function fundsWithHistory(sb: SandboxApp, from: string, count: number): string[] {
  const codes = sb.ctx.db.prepare('SELECT code FROM funds ORDER BY code').pluck().all() as string[];
  const out: string[] = [];
  for (const code of codes) {
    const f = sb.ctx.market.fund(code);
    if (!f || f.isMoney || f.isBao || !f.series) continue;
    if (sb.ctx.market.navOn(f, from).date > from) continue;
    out.push(code);
    if (out.length === count) break;
  }
  return out;
}

function seedHeavy(
  sb: SandboxApp,
  a: Account,
  light: Account,
  years: number,
): { trades: number; funds: string[] } {
  const today = sb.ctx.today();
  const from = addDays(today, -Math.round(365.25 * years));
  const funds = fundsWithHistory(sb, from, 10);
  if (funds.length < 10) throw new Error(`only ${funds.length} funds have NAVs since ${from}`);
  const write = tradeWriter(sb.ctx.db);
  let n = 0;
  sb.ctx.db.transaction(() => {
    for (let d = from; addDays(d, 7) < today; d = addDays(d, 7)) {
      for (const code of funds) {
        const p = pricedBuy(sb, code, d, '100.00');
        if (p.confirmDate >= today) continue;
        write({
          serial: `BENCH-H-${++n}`,
          userId: a.userId,
          code,
          direction: 5,
          amount: '100.00',
          cardId: a.cardId,
          ...p,
        });
      }
    }
    const one = pricedBuy(sb, funds[0]!, addDays(today, -30), '1000.00');
    write({
      serial: 'BENCH-L-1',
      userId: light.userId,
      code: funds[0]!,
      direction: 0,
      amount: '1000.00',
      cardId: light.cardId,
      ...one,
    });
  })();
  return { trades: n, funds };
}

/**
 * `users` other users with `perUser` confirmed buys each in funds across the market, dates spread
 * over the last ten years: plain rows in users and trades, one transaction.
 */
function seedLarge(
  sb: SandboxApp,
  users: number,
  perUser: number,
): { users: number; trades: number } {
  const db = sb.ctx.db;
  const today = sb.ctx.today();
  const codes = fundsWithHistory(sb, addDays(today, -3652), 200);
  const insUser = db.prepare('INSERT INTO users (mobile, username, created_at) VALUES (?, ?, ?)');
  const write = tradeWriter(db);
  // prices per (fund, week) computed once: the same few thousand points serve every user
  const prices = new Map<string, ReturnType<typeof pricedBuy>>();
  const weeks = 520;
  let trades = 0;
  db.transaction(() => {
    for (let u = 0; u < users; u++) {
      const mobile = `170${String(u).padStart(8, '0')}`;
      const id = Number(
        insUser.run(mobile, `用户${mobile.slice(-4)}`, `${today}T09:00:00+08:00`).lastInsertRowid,
      );
      for (let k = 0; k < perUser; k++) {
        const code = codes[(u * 7 + k * 13) % codes.length]!;
        const week = (u * 31 + k * 17) % weeks;
        const key = `${code}:${week}`;
        let p = prices.get(key);
        if (!p) {
          p = pricedBuy(sb, code, addDays(today, -7 * (week + 2)), '100.00');
          prices.set(key, p);
        }
        write({
          serial: `BENCH-U${u}-${k}`,
          userId: id,
          code,
          direction: 0,
          amount: '100.00',
          cardId: null,
          ...p,
        });
        trades++;
      }
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('ANALYZE');
  return { users, trades };
}

/** A figure's calls stop after this long (at least 3 timed calls are made). */
const FIGURE_BUDGET_MS = 10_000;

/**
 * Median ms of up to `iterations` calls after one warm-up (fewer when a figure's calls pass
 * {@link FIGURE_BUDGET_MS}, at least 3; the warm-up call's own time when it alone passes it).
 * @throws Error when a call answers an error status
 */
async function timed(
  what: string,
  fn: () => Response | Promise<Response>,
  iterations: number,
): Promise<number> {
  const t0 = performance.now();
  const first = await fn();
  await first.clone().arrayBuffer();
  const firstMs = performance.now() - t0;
  if (!first.ok) throw new Error(`${what}: ${first.status} ${(await first.text()).slice(0, 200)}`);
  if (firstMs > FIGURE_BUDGET_MS) {
    // one call past the figure's time: that call is the figure
    log(`scale: ${what} ${firstMs.toFixed(1)} ms (one call)`);
    return firstMs;
  }
  const ms: number[] = [];
  const start = performance.now();
  for (let i = 0; i < iterations; i++) {
    if (i >= 3 && performance.now() - start > FIGURE_BUDGET_MS) break;
    const t = performance.now();
    const res = await fn();
    await res.arrayBuffer();
    ms.push(performance.now() - t);
    if (!res.ok) throw new Error(`${what}: HTTP ${res.status}`);
  }
  const m = median(ms);
  // the first call is the one that computes what later calls of an unchanged account reuse
  log(
    `scale: ${what} ${m.toFixed(1)} ms (median of ${ms.length}; first call ${firstMs.toFixed(1)} ms)`,
  );
  return m;
}

const get = (sb: SandboxApp, a: Account, p: string) =>
  sb.fetch(
    new Request(`${ORIGIN}/api/v1${p}`, { headers: { authorization: `Bearer ${a.token}` } }),
  );

let buys = 0;
const buy = (sb: SandboxApp, a: Account) =>
  sb.fetch(
    new Request(`${ORIGIN}/api/v1/funds/buy/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${a.token}`,
        'content-type': 'application/json',
        cookie: 'csrftoken=bench',
        'x-csrftoken': 'bench',
        'idempotency-key': `bench-buy-${process.pid}-${++buys}`,
      },
      body: JSON.stringify({
        symbol: BUY_SYMBOL,
        amount: '100.00',
        bank_card_id: a.cardId,
        password: PASSWORD,
      }),
    }),
  );

async function phase(
  sb: SandboxApp,
  light: Account,
  heavy: Account,
  buyer: Account,
  n: number,
): Promise<Phase> {
  const reads = async (a: Account, who: string) => {
    const out = {} as Record<ReadId, number>;
    for (const r of READS) out[r.id] = await timed(`${who} ${r.path}`, () => get(sb, a, r.path), n);
    return out;
  };
  return {
    light: await reads(light, 'one-trade'),
    heavy: await reads(heavy, 'heavy'),
    buyMs: await timed('buy', () => buy(sb, buyer), n),
  };
}

/** Runs the whole scale measurement (see the head of this file). */
export async function measureScale(options: ScaleOptions): Promise<ScaleResult> {
  const dir = path.join(OUT, 'scale');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const t0 = performance.now();
  const { createApp } = (await import(SANDBOX_MODULE)) as {
    createApp: (o: { db: string; dev: boolean }) => SandboxApp;
  };
  const sb = createApp({ db: path.join(dir, 'scale.db'), dev: true });
  try {
    const seedMarketMs = performance.now() - t0;
    const light = await open(sb, '13900139001', 1);
    const heavy = await open(sb, '13900139002', 2);
    const buyer = await open(sb, '13900139003', 3);
    const h = seedHeavy(sb, heavy, light, options.years);
    log(
      `scale: heavy account ${h.trades} trades in ${h.funds.join(', ')}; timing the empty database…`,
    );
    const empty = await phase(sb, light, heavy, buyer, options.iterations);
    const t1 = performance.now();
    log(`scale: seeding ${options.users} users × ${options.tradesPerUser} trades…`);
    const largeRows = seedLarge(sb, options.users, options.tradesPerUser);
    const seedLargeMs = performance.now() - t1;
    log(`scale: seeded in ${(seedLargeMs / 1000).toFixed(1)} s; timing the large database…`);
    const large = await phase(sb, light, heavy, buyer, options.iterations);
    return {
      options,
      heavyTrades: h.trades,
      heavyFunds: h.funds,
      seedMarketMs,
      seedLargeMs,
      largeRows,
      empty,
      large,
      errors: [],
    };
  } finally {
    await sb.close();
  }
}
