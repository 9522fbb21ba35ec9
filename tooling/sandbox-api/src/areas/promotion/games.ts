/**
 * Games and activities (spec 001 §3 Bet game, §4, §7 Promotion), written for the sandbox (README):
 * - bet games ask whether a real fund's unit NAV on the game date is up or down on the previous
 *   trading day; the result is read from the NAV series once that NAV is published (20:00), never
 *   before; a right guess earns 100 coins;
 * - check-in (`check-in.ts`) earns 10 coins a day;
 * - the quiz's questions are the product's own rules (spec 001 §4, §9); all right earns a cash red
 *   packet once;
 * - seasonal activities have dates; joining is remembered.
 */
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { bad, HttpError, notFound } from '../../http/errors';
import { uid, type Req } from '../../http/registry';
import { appendMovement, movementByKey } from '../../domain/ledger';
import { couponJson, grantCoupon } from './coupons';

type Schemas = components['schemas'];

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

/** Promotion migration 4: the rules of an activity (JSON array of lines). */
export const ACTIVITY_RULES_SQL = `ALTER TABLE promotion_activities ADD COLUMN rules TEXT NOT NULL DEFAULT '[]';`;

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

/** Seasonal activities (codes from the contract) and the landing pages' activities, written for the sandbox. */
export const ACTIVITIES = [
  {
    code: 'double11',
    title: '双11理财节',
    description: '11月1日至11日参与活动',
    start_at: '2026-11-01T00:00:00+08:00',
    end_at: '2026-11-11T23:59:59+08:00',
  },
  {
    code: 'lunar_quiz',
    title: '新春答题',
    description: '春节期间答题（已结束）',
    start_at: '2026-02-10T00:00:00+08:00',
    end_at: '2026-02-24T23:59:59+08:00',
  },
  {
    code: 'mooncake',
    title: '中秋博饼',
    description: '中秋节期间参与博饼',
    start_at: '2026-09-20T00:00:00+08:00',
    end_at: '2026-10-08T23:59:59+08:00',
  },
  {
    code: 'trade_bargain',
    title: '交易费率砍价',
    description: '邀请好友帮忙砍价',
    start_at: '2026-04-01T00:00:00+08:00',
    end_at: '2026-06-30T23:59:59+08:00',
  },
  {
    code: 'futures_loss_return',
    title: '期货亏损返还',
    description: '期货新户首月亏损返还',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
  },
  {
    code: 'futures_simulation',
    title: '期货模拟交易大赛',
    description: '模拟交易比赛',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
  },
  // The landing pages of spec 001 §2 Promotion (README "Promotion landing pages"): their rules.
  {
    code: 'fund_portfolios',
    title: '组合投资季',
    description: '精选示例投顾组合，领取组合返现红包后买入',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    rules: [
      '活动时间：2026年1月1日至2026年12月31日。',
      '展示的组合为示例投顾组合，收益由其成分基金的真实净值计算，过往业绩不代表未来表现。',
      '活动期间每人可领取1张组合返现红包：买入组合满1000元可用，领取后30天内有效。',
      '用红包买入组合，交易确认后返现金额存入钱包；撤单后红包退回。',
      '本活动为示例活动，不构成真实优惠。',
    ],
  },
  {
    code: 'diagnosis',
    title: '诊基有礼',
    description: '输入基金即可查看诊断评分',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    rules: [
      '输入基金代码、名称或拼音，查看由基金真实净值计算的诊断评分。',
      '未登录可免费诊断3次，登录后不限次数。',
      '评分满分100分：90分及以上为优秀，60分及以上为良好。',
      '本活动为示例活动，诊断结果不构成投资建议。',
    ],
  },
  {
    code: 'fm_radio',
    title: '基金电台',
    description: '收听基金知识音频节目',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    rules: [
      '节目由音频节目来源提供，接入后在本页收听。',
      '本环境未接入节目来源，因此暂无节目。',
      '本活动为示例活动。',
    ],
  },
  {
    code: 'fixed_invest',
    title: '定投计算器',
    description: '用基金真实历史净值回测定投收益',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    rules: [
      '选择基金、每期金额、扣款周期和开始日期，按该基金真实历史净值回测定投收益。',
      '扣款日遇非交易日顺延至下一交易日；申购费按本平台费率计算。',
      '同时给出相同本金在首个扣款日一次性买入的结果，便于比较。',
      '历史回测不代表未来收益。本活动为示例活动。',
    ],
  },
  {
    code: 'diagnose',
    title: '一键诊基',
    description: '一键诊断我持有的全部基金',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    rules: [
      '登录后可一键诊断您持有的全部基金（含待确认的买入），结果计入您的诊断记录。',
      '未登录可免费诊断3次。',
      '本活动为示例活动，诊断结果不构成投资建议。',
    ],
  },
] as const;

/** The quiz written for the sandbox: the product's own rules, with the right option. */
export const QUIZZES: Record<
  string,
  { id: number; title: string; options: string[]; right: number }[]
> = {
  fund_basics: [
    {
      id: 1,
      title: '交易日15:00前提交的基金买入申请，按哪一天的净值确认？',
      options: ['当日', '下一交易日', '上一交易日'],
      right: 1,
    },
    {
      id: 2,
      title: '按月定投时，每月的扣款日可以选哪几天？',
      options: ['1日至28日', '1日至31日', '只能选1日'],
      right: 1,
    },
    {
      id: 3,
      title: '货币基金通常用哪些指标展示收益？',
      options: ['万份收益和七日年化收益率', '单位净值涨跌幅', '市盈率'],
      right: 1,
    },
    {
      id: 4,
      title: '组合买入前，各基金仓位合计需要达到多少？',
      options: ['100%', '80%', '没有要求'],
      right: 1,
    },
  ],
};
/** The red packet for a quiz answered all right (once per quiz). */
const QUIZ_REWARD = {
  name: '答题现金红包',
  amount: '1.00',
  expense_min: '0.00',
  apply_business: 'cash',
  valid_days: 7,
};

/** Seeds games and activities once. */
export function seedGames(ctx: Ctx): void {
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
  // Row by row, so a database seeded before a row was written gets it at the next start.
  for (const a of ACTIVITIES as readonly ActivitySeed[])
    ctx
      .q(
        'INSERT OR IGNORE INTO promotion_activities (code, title, description, start_at, end_at, rules) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(a.code, a.title, a.description, a.start_at, a.end_at, JSON.stringify(a.rules ?? []));
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
export function listGames(req: Req): Schemas['BetGame'][] {
  const rows = req.ctx
    .q('SELECT * FROM bet_games ORDER BY game_date DESC, id DESC')
    .all() as GameRow[];
  return rows.map((g) => gameJson(req.ctx, g, req.userId));
}

/** GET /promotion/bet_games/{id}/ */
export function getGame(req: Req): Schemas['BetGame'] {
  return gameJson(req.ctx, gameOr404(req.ctx, Number(req.params.id)), req.userId);
}

/** POST /promotion/bet_games/{id}/bet/: one bet per game, only while betting is open. */
export function bet(req: Req): Schemas['BetGame'] {
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

// ---------- quiz ----------

/** GET /promotion/quiz/{code}/ — the questions, without the answers. */
export function getQuiz(req: Req): Schemas['QuizQuestion'][] {
  const quiz = QUIZZES[String(req.params.code)];
  if (!quiz) throw notFound('题目不存在');
  return quiz.map((q) => ({
    id: q.id,
    title: q.title,
    options: q.options.map((content, i) => ({ id: i + 1, content })),
  }));
}

/** POST /promotion/quiz/{code}/answer/ — every question answered; all right earns the red packet once. */
export function answerQuiz(req: Req): Schemas['QuizResult'] {
  const { ctx, body } = req;
  const userId = uid(req);
  const code = String(req.params.code);
  const quiz = QUIZZES[code];
  if (!quiz) throw notFound('题目不存在');
  const answers = new Map<number, number>(
    (body.answers as { question_id: number; option_id: number }[]).map((a) => [
      a.question_id,
      a.option_id,
    ]),
  );
  if (quiz.some((q) => !answers.has(q.id))) throw bad('answers', '请回答全部题目');
  const right = quiz.filter((q) => answers.get(q.id) === q.right).length;
  return ctx.db.transaction(() => {
    ctx
      .q(
        'INSERT INTO quiz_answers (user_id, code, right_count, total, answered_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, code, right, quiz.length, ctx.nowIso());
    let reward: Schemas['Coupon'] | null = null;
    if (right === quiz.length && !movementByKey(ctx, userId, `quiz:${code}`))
      reward = couponJson(
        ctx,
        grantCoupon(ctx, userId, QUIZ_REWARD, `quiz:${code}`, `quiz:${code}`),
      );
    return { right_count: right, total: quiz.length, reward };
  })();
}

// ---------- seasonal activities ----------

interface ActivityRow {
  code: string;
  title: string;
  description: string;
  start_at: string;
  end_at: string;
  /** JSON array of the rules (promotion migration 4). */
  rules: string;
}

/** A row of {@link ACTIVITIES}. */
interface ActivitySeed extends Omit<ActivityRow, 'rules'> {
  rules?: readonly string[];
}

function activityStatus(ctx: Ctx, a: ActivityRow): 0 | 1 | 2 {
  const now = ctx.now();
  if (now < Date.parse(a.start_at)) return 0;
  if (now > Date.parse(a.end_at)) return 2;
  return 1;
}

function activityJson(ctx: Ctx, a: ActivityRow, userId: number | null): Schemas['Activity'] {
  const joined =
    userId === null
      ? undefined
      : (ctx
          .q('SELECT data FROM activity_joins WHERE user_id = ? AND code = ?')
          .get(userId, a.code) as { data: string } | undefined);
  return {
    code: a.code,
    title: a.title,
    status: activityStatus(ctx, a),
    start_at: a.start_at,
    end_at: a.end_at,
    joined: !!joined,
    description: a.description,
    rules: JSON.parse(a.rules) as string[],
    is_example: true,
    rewards: [],
    data: joined ? (JSON.parse(joined.data) as Record<string, unknown>) : {},
  };
}

function activityOr404(ctx: Ctx, code: string): ActivityRow {
  const a = ctx.q('SELECT * FROM promotion_activities WHERE code = ?').get(code) as
    ActivityRow | undefined;
  if (!a) throw notFound('活动不存在');
  return a;
}

/** GET /promotion/activities/{code}/ */
export function getActivity(req: Req): Schemas['Activity'] {
  return activityJson(req.ctx, activityOr404(req.ctx, String(req.params.code)), req.userId);
}

/** POST /promotion/activities/{code}/join/: only while running, once. */
export function joinActivity(req: Req): Schemas['Activity'] {
  const { ctx, body } = req;
  const userId = uid(req);
  const a = activityOr404(ctx, String(req.params.code));
  const status = activityStatus(ctx, a);
  if (status === 0) throw bad('detail', '活动尚未开始');
  if (status === 2) throw bad('detail', '活动已结束');
  if (ctx.q('SELECT 1 FROM activity_joins WHERE user_id = ? AND code = ?').get(userId, a.code))
    throw new HttpError(409, { detail: ['您已参加该活动'] });
  ctx
    .q('INSERT INTO activity_joins (user_id, code, data, joined_at) VALUES (?, ?, ?, ?)')
    .run(userId, a.code, JSON.stringify(body?.data ?? {}), ctx.nowIso());
  return activityJson(ctx, a, userId);
}
