/**
 * Bet games (spec 001 §3 Bet game, §4, §7 Promotion), written for the sandbox (README "Money and
 * rewards"): a game asks whether a real fund's unit NAV on the game date is up or down on the
 * previous trading day; the result is read from the NAV series once that NAV is published (20:00),
 * never before; one bet per user and game; a right guess earns 100 coins with the due jobs.
 * The quiz is `quiz.ts`, the seasonal activities `promotion-activities.ts`, check-in `check-in.ts`.
 */
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { bad, HttpError, notFound } from '../../http/errors';
import { uid, type ReqBase, type Req } from '../../http/registry';
import { appendMovement } from '../../domain/ledger';

type Schemas = components['schemas'];

/**
 * Promotion migration 2's game tables: the bet games and their entries, and (in the same shipped
 * migration) the seasonal activities, their joins and the quiz answers.
 */
export const GAMES_SQL = `
CREATE TABLE bet_games (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, fund_code TEXT NOT NULL,
  bet_start_date TEXT NOT NULL, bet_end_date TEXT NOT NULL, game_date TEXT NOT NULL
);
CREATE TABLE bet_entries (
  user_id INTEGER NOT NULL, game_id INTEGER NOT NULL, option_code TEXT NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, game_id)
) WITHOUT ROWID;
CREATE TABLE promotion_activities (
  code TEXT PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL, start_at TEXT NOT NULL, end_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE activity_joins (
  user_id INTEGER NOT NULL, code TEXT NOT NULL, data TEXT NOT NULL, joined_at TEXT NOT NULL, PRIMARY KEY (user_id, code)
) WITHOUT ROWID;
CREATE TABLE quiz_answers (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, code TEXT NOT NULL, right_count INTEGER NOT NULL,
  total INTEGER NOT NULL, answered_at TEXT NOT NULL
);
`;

/** Bet games written for the sandbox: real funds, real NAV dates. */
export const BET_GAMES = [
  {
    id: 1,
    code: 'nav_000001_0417',
    fund_code: '000001',
    bet_start_date: '2026-04-13',
    bet_end_date: '2026-04-16',
    game_date: '2026-04-17',
  },
  {
    id: 2,
    code: 'nav_000001_0424',
    fund_code: '000001',
    bet_start_date: '2026-04-20',
    bet_end_date: '2026-04-23',
    game_date: '2026-04-24',
  },
  {
    id: 3,
    code: 'nav_161725_0427',
    fund_code: '161725',
    bet_start_date: '2026-04-20',
    bet_end_date: '2026-04-24',
    game_date: '2026-04-27',
  },
] as const;

/** The options of every bet game. */
export const BET_OPTIONS = [
  { code: 'up', name: '上涨' },
  { code: 'down', name: '下跌' },
] as const;

/** Coins for a right guess. */
export const BET_REWARD_COINS = 100;

/** Seeds the bet games once (a game on a fund the market lacks is left out). */
export function seedBetGames(ctx: Ctx): void {
  if (!(ctx.q('SELECT COUNT(*) AS n FROM bet_games').get() as { n: number }).n)
    for (const g of BET_GAMES) {
      const f = ctx.market.fund(g.fund_code);
      if (!f) continue;
      const md = `${Number(g.game_date.slice(5, 7))}月${Number(g.game_date.slice(8))}日`;
      ctx
        .q(
          'INSERT INTO bet_games (id, code, name, fund_code, bet_start_date, bet_end_date, game_date) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          g.id,
          g.code,
          `${f.name} ${md}净值涨跌`,
          g.fund_code,
          g.bet_start_date,
          g.bet_end_date,
          g.game_date,
        );
    }
}

interface GameRow {
  id: number;
  code: string;
  name: string;
  fund_code: string;
  bet_start_date: string;
  bet_end_date: string;
  game_date: string;
}

/**
 * The right option of a game, from the NAV series: `up` / `down` against the previous trading
 * day, `flat` when equal (nobody is right), null while the game date's NAV is not published.
 */
export function gameResult(ctx: Ctx, g: GameRow): 'up' | 'down' | 'flat' | null {
  if (ctx.navDate() < g.game_date) return null;
  const f = ctx.market.fund(g.fund_code);
  if (!f || f.isMoney || !f.series) return null; // no day's change without a NAV series
  const on = ctx.market.navOn(f, g.game_date);
  if (on.date !== g.game_date) return null;
  const before = ctx.market.navOn(f, ctx.market.calendar.prev(g.game_date));
  const d = new Decimal(on.nav).minus(before.nav);
  return d.gt(0) ? 'up' : d.lt(0) ? 'down' : 'flat';
}

/** 0 betting open; 1 not yet open; 2 closed (spec 001 §4: expired unless 0). */
function availability(ctx: Ctx, g: GameRow): 0 | 1 | 2 {
  const today = ctx.today();
  if (today < g.bet_start_date) return 1;
  if (today > g.bet_end_date) return 2;
  return 0;
}

function gameJson(ctx: Ctx, g: GameRow, userId: number | null): Schemas['BetGame'] {
  const mine =
    userId === null
      ? undefined
      : (ctx
          .q('SELECT option_code FROM bet_entries WHERE user_id = ? AND game_id = ?')
          .get(userId, g.id) as { option_code: string } | undefined);
  const result = gameResult(ctx, g);
  const participants = (
    ctx.q('SELECT COUNT(*) AS n FROM bet_entries WHERE game_id = ?').get(g.id) as { n: number }
  ).n;
  const right =
    result === null
      ? 0
      : (
          ctx
            .q('SELECT COUNT(*) AS n FROM bet_entries WHERE game_id = ? AND option_code = ?')
            .get(g.id, result) as { n: number }
        ).n;
  return {
    id: g.id,
    code: g.code,
    name: g.name,
    available: availability(ctx, g),
    bet_start_date: g.bet_start_date,
    bet_end_date: g.bet_end_date,
    game_date: g.game_date,
    reward_coins: BET_REWARD_COINS,
    participants_total: participants,
    guess_right_total: right,
    bet_options: BET_OPTIONS.map((o) => ({
      code: o.code,
      name: o.name,
      selected: mine?.option_code === o.code,
      status: result === null ? 0 : result === o.code ? 1 : 2,
    })),
  };
}

function gameOr404(ctx: Ctx, id: number): GameRow {
  const g = ctx.q('SELECT * FROM bet_games WHERE id = ?').get(id) as GameRow | undefined;
  if (!g) throw notFound('竞猜不存在');
  return g;
}

/** GET /promotion/bet_games/ — newest game first. */
export function listGames(req: ReqBase): Schemas['BetGame'][] {
  const rows = req.ctx
    .q('SELECT * FROM bet_games ORDER BY game_date DESC, id DESC')
    .all() as GameRow[];
  return rows.map((g) => gameJson(req.ctx, g, req.userId));
}

/** GET /promotion/bet_games/{id}/ */
export function getGame(req: Req<'GET /promotion/bet_games/{id}/'>): Schemas['BetGame'] {
  return gameJson(req.ctx, gameOr404(req.ctx, Number(req.params.id)), req.userId);
}

/** POST /promotion/bet_games/{id}/bet/: one bet per game, only while betting is open. */
export function bet(req: Req<'POST /promotion/bet_games/{id}/bet/'>): Schemas['BetGame'] {
  const { ctx, body } = req;
  const userId = uid(req);
  const g = gameOr404(ctx, Number(req.params.id));
  if (!BET_OPTIONS.some((o) => o.code === body.option_code))
    throw bad('option_code', '请选择竞猜选项');
  const a = availability(ctx, g);
  if (a === 1) throw bad('detail', '竞猜尚未开始');
  if (a === 2) throw bad('detail', '竞猜已截止');
  if (ctx.q('SELECT 1 FROM bet_entries WHERE user_id = ? AND game_id = ?').get(userId, g.id))
    throw new HttpError(409, { detail: ['您已参与本场竞猜'] });
  ctx
    .q('INSERT INTO bet_entries (user_id, game_id, option_code, created_at) VALUES (?, ?, ?, ?)')
    .run(userId, g.id, body.option_code, ctx.nowIso());
  return gameJson(ctx, g, userId);
}

/** Pays the coins of right guesses of the games whose result is known (once per user and game). */
export function payBetRewards(ctx: Ctx): number {
  let n = 0;
  for (const g of ctx.q('SELECT * FROM bet_games').all() as GameRow[]) {
    const result = gameResult(ctx, g);
    if (result === null || result === 'flat') continue;
    const winners = ctx
      .q('SELECT user_id FROM bet_entries WHERE game_id = ? AND option_code = ?')
      .all(g.id, result) as { user_id: number }[];
    for (const w of winners)
      if (
        appendMovement(ctx, {
          userId: w.user_id,
          asset: 'coins',
          units: BET_REWARD_COINS,
          kind: 'bet_reward',
          title: `竞猜猜中：${g.name}`,
          ref: `bet_game:${g.id}`,
          key: `bet_reward:${g.id}`,
        }).created
      )
        n++;
  }
  return n;
}
