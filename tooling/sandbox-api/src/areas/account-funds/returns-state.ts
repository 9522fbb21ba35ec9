/**
 * What "my returns" keeps between reads, so that a read costs the same however long the user's
 * trade log is (README "Account funds: my returns", "Cost per read"):
 *
 * - **The version** of a user's returns: a counter in `returns_versions`, moved by a trigger on
 *   every trade written confirmed and every change of a confirmed trade (or of a trade to
 *   confirmed), read by its primary key, so the check costs the same for any account. Trades are
 *   deleted only by `/__sandbox/reset`, which empties the counters too and never hands a user id
 *   out twice.
 * - **Answers**, per user, keyed by what else they depend on (the operation, its parameters, the
 *   NAV date, today): dropped when the version moves. An unchanged account recomputes nothing.
 * - **The daily series** (tracks and `dailySeries`), per user and NAV date: computed once and shared
 *   by every month of the 收益日历 and the summary.
 * - **A kept holding** per (user, fund, card): core's `HoldingState` after the trades applied so
 *   far, advanced by only the trades confirmed since (`advanceHolding`) when they come after them
 *   in core's event order; otherwise (an older trade confirmed late, e.g. a longer confirmation)
 *   replayed from the whole log. Either way the figures equal a full replay.
 *
 * Kept per sandbox context, for at most {@link MAX_USERS} users and {@link MAX_ANSWER_BYTES} of
 * answers (the least recently read users dropped first).
 */
import {
  advanceHolding,
  effectiveDate,
  openHolding,
  orderEvents,
  type HoldingEvent,
  type HoldingState,
} from '@jijin/core/returns';
import type { Ctx, TradeRow } from '../../ctx';
import { RawJson } from '../../http/registry';
import type { AreaMigration } from '../define';

/** Users whose returns are kept per context. */
export const MAX_USERS = 1000;
/** Characters of kept answers per context (a long 定投 holding's lots run to about 100 KB). */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/** Answers kept per user (sell estimates vary with the shares asked). */
const MAX_ANSWERS = 64;

const BUMP = `INSERT INTO returns_versions (user_id, version) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET version = version + 1;`;

/**
 * The schema of the kept returns, for the area's definition: the per-user version counter and its
 * triggers, and the partial index of a user's confirmed trades outside portfolios by fund and id
 * (a fund's new trades and its whole log never read another user's rows).
 */
export const RETURNS_SCHEMA: { migrations: AreaMigration[]; userTables: string[] } = {
  migrations: [
    {
      id: 1,
      name: 'returns_versions',
      sql: `
CREATE INDEX trades_confirmed_user_fund ON trades(user_id, fund_code, id) WHERE status = 1 AND portfolio_trade_id IS NULL;
CREATE TABLE returns_versions (user_id INTEGER PRIMARY KEY, version INTEGER NOT NULL);
CREATE TRIGGER returns_version_insert AFTER INSERT ON trades WHEN NEW.status = 1
BEGIN ${BUMP} END;
CREATE TRIGGER returns_version_update AFTER UPDATE ON trades WHEN NEW.status = 1 OR OLD.status = 1
BEGIN ${BUMP} END;`,
    },
  ],
  userTables: ['returns_versions'],
};

const CONFIRMED = 'status = 1 AND portfolio_trade_id IS NULL';

interface KeptHolding {
  /** Confirmed trades of the fund (any card) counted when the state was made. */
  count: number;
  /** Their largest id. */
  maxId: number;
  state: HoldingState;
}

interface UserReturns {
  version: number;
  answers: Map<string, RawJson>;
  /** Characters of the answers kept. */
  bytes: number;
  /** By NAV date; only the latest date is kept. */
  series: { navDate: string; value: unknown } | null;
  /** By `code|card` (`*` for every card). Checked per fund, so it outlives a version. */
  holdings: Map<string, KeptHolding>;
}

interface Kept {
  /** By user id, least recently read first. */
  users: Map<number, UserReturns>;
  /** Characters of every user's kept answers. */
  bytes: number;
}

const kept = new WeakMap<Ctx, Kept>();

function keptOf(ctx: Ctx): Kept {
  let k = kept.get(ctx);
  if (!k) kept.set(ctx, (k = { users: new Map(), bytes: 0 }));
  return k;
}

/** Drops a user's kept answers. */
function clearAnswers(k: Kept, u: UserReturns): void {
  u.answers.clear();
  k.bytes -= u.bytes;
  u.bytes = 0;
}

/** Drops the least recently read users (never the last one read) while over either bound. */
function evict(k: Kept): void {
  for (const [id, u] of k.users) {
    if (k.users.size <= 1 || (k.users.size <= MAX_USERS && k.bytes <= MAX_ANSWER_BYTES)) break;
    clearAnswers(k, u);
    k.users.delete(id);
  }
}

/** The version of a user's confirmed trades (0 before any): one primary-key read. */
export function returnsVersion(ctx: Ctx, userId: number): number {
  const r = ctx.q('SELECT version FROM returns_versions WHERE user_id = ?').get(userId) as
    { version: number } | undefined;
  return r?.version ?? 0;
}

/** The user's kept returns, emptied of answers and series when their version moved. */
function userReturns(ctx: Ctx, userId: number): UserReturns {
  const k = keptOf(ctx);
  const version = returnsVersion(ctx, userId);
  let u = k.users.get(userId);
  if (u) k.users.delete(userId); // re-inserted below: the Map's order is the reading order
  if (!u) u = { version, answers: new Map(), bytes: 0, series: null, holdings: new Map() };
  else if (u.version !== version) {
    u.version = version;
    clearAnswers(k, u);
    u.series = null;
  }
  k.users.set(userId, u);
  evict(k);
  return u;
}

/**
 * The answer for `key` computed once per version of the user's trades: `compute` runs when the
 * version moved or the key is new, and its result is kept serialised. `key` must hold everything
 * else the answer depends on (parameters, NAV date, today). An error thrown is not kept.
 */
export function keptAnswer(
  ctx: Ctx,
  userId: number,
  key: string,
  compute: () => Record<string, unknown>,
): RawJson {
  const u = userReturns(ctx, userId);
  let raw = u.answers.get(key);
  if (!raw) {
    raw = new RawJson(JSON.stringify(compute()));
    const k = keptOf(ctx);
    if (u.answers.size >= MAX_ANSWERS) clearAnswers(k, u);
    u.answers.set(key, raw);
    u.bytes += raw.text.length;
    k.bytes += raw.text.length;
    evict(k);
  }
  return raw;
}

/** The user's value computed once per version of their trades and NAV date (the daily series). */
export function keptSeries<T>(ctx: Ctx, userId: number, navDate: string, compute: () => T): T {
  const u = userReturns(ctx, userId);
  if (u.series?.navDate !== navDate) u.series = { navDate, value: compute() };
  return u.series.value as T;
}

/**
 * The holding state of the user's confirmed trades in one fund outside portfolios (of one card
 * when `cardId` is given), as core's `computeHolding` would replay them, advanced from the kept
 * state by the trades confirmed since when they follow it in core's event order.
 *
 * @param eventOf a confirmed trade as a core event (null: moves nothing)
 */
export function keptHolding(
  ctx: Ctx,
  userId: number,
  code: string,
  eventOf: (t: TradeRow) => HoldingEvent | null,
  cardId?: number,
): HoldingState {
  const u = userReturns(ctx, userId);
  const key = `${code}|${cardId ?? '*'}`;
  const v = ctx
    .q(
      `SELECT COUNT(*) AS n, COALESCE(MAX(id), 0) AS m FROM trades WHERE user_id = ? AND fund_code = ? AND ${CONFIRMED}`,
    )
    .get(userId, code) as { n: number; m: number };
  const k = u.holdings.get(key);
  if (k && k.count === v.n && k.maxId === v.m) return k.state;
  const events = (rows: TradeRow[]) =>
    rows
      .filter((t) => cardId === undefined || t.bank_card_id === cardId)
      .map(eventOf)
      .filter((e): e is HoldingEvent => e !== null);
  let state: HoldingState | null = null;
  if (k && v.n > k.count) {
    const rows = ctx
      .q(
        `SELECT * FROM trades WHERE user_id = ? AND fund_code = ? AND ${CONFIRMED} AND id > ? ORDER BY id`,
      )
      .all(userId, code, k.maxId) as TradeRow[];
    // every newly confirmed trade has a larger id (else one confirmed late sits among the kept
    // ones) and none takes effect before the last one applied: then core's order puts them last
    const fresh = orderEvents(events(rows));
    if (
      k.count + rows.length === v.n &&
      (k.state.last === null || !fresh.length || effectiveDate(fresh[0]!) >= k.state.last)
    )
      state = advanceHolding(k.state, fresh);
  }
  if (!state) {
    const rows = ctx
      .q(`SELECT * FROM trades WHERE user_id = ? AND fund_code = ? AND ${CONFIRMED} ORDER BY id`)
      .all(userId, code) as TradeRow[];
    state = advanceHolding(openHolding(), orderEvents(events(rows)));
  }
  u.holdings.set(key, { count: v.n, maxId: v.m, state });
  return state;
}

/** Characters of the answers kept for the context (see {@link MAX_ANSWER_BYTES}). */
export function keptAnswerBytes(ctx: Ctx): number {
  return kept.get(ctx)?.bytes ?? 0;
}

/** Drops everything kept for the context: the next reads replay every trade log. */
export function forgetReturns(ctx: Ctx): void {
  kept.delete(ctx);
}
