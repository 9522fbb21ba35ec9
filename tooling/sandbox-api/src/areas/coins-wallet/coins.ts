/**
 * Coins (spec 001 §7 Coins): tasks written for the sandbox (seed rows, see README), whose progress
 * is read from what the user really did; coins earned, spent and exchanged are ledger rows.
 * 100 coins exchange into 1.00 元 in the wallet, so one coin is one fen: exact by construction.
 */
import type { components } from '@jijin/core';
import { appLinks } from '../../domain/app-links';
import type { Ctx } from '../../ctx';
import { bad, HttpError, notFound } from '../../http/errors';
import { idempotencyKey, paginate, uid, type ReqBase, type Req } from '../../http/registry';
import { riskProfile } from '../../domain/risk';
import { PAID_DIRECTIONS_SQL, STATUS } from '../../trading/codes';
import { appendMovement, balanceOf, debit, fenToYuan, movementByKey } from '../../domain/ledger';

type Schemas = components['schemas'];

/** Coin tasks, written for the sandbox (marked in README.md): code, title, coins. */
export const COIN_TASKS_SQL = `
CREATE TABLE coin_tasks (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, title TEXT NOT NULL, description TEXT NOT NULL,
  coins INTEGER NOT NULL CHECK (coins > 0), sort INTEGER NOT NULL
);
`;

/** The sandbox's coin tasks (seeded once; `done` reads the user's real state). */
export const COIN_TASKS: readonly {
  id: number;
  code: string;
  title: string;
  description: string;
  coins: number;
  url: string | null;
  done: (ctx: Ctx, userId: number) => boolean;
}[] = [
  {
    id: 1,
    code: 'open_account',
    title: '完成开户',
    description: '完成实名认证并绑定银行卡',
    coins: 200,
    url: appLinks.bindCard(),
    done: (ctx, u) =>
      !!ctx.s.identity.get(u) && !!ctx.q('SELECT 1 FROM bank_cards WHERE user_id = ?').get(u),
  },
  {
    id: 2,
    code: 'risk_test',
    title: '完成风险测评',
    description: '了解自己的风险承受能力',
    coins: 100,
    url: appLinks.riskTest(),
    done: (ctx, u) => riskProfile(ctx, u).type > 0,
  },
  {
    id: 3,
    code: 'first_buy',
    title: '首次买入基金',
    description: '任意金额买入一只基金（撤单不计）',
    coins: 300,
    url: appLinks.fundMarket(),
    done: (ctx, u) =>
      !!ctx
        .q(
          `SELECT 1 FROM trades WHERE user_id = ? AND kind = 'fund' AND direction IN ${PAID_DIRECTIONS_SQL} AND status <> ${STATUS.undone}`,
        )
        .get(u),
  },
  {
    id: 4,
    code: 'invite',
    title: '邀请好友注册',
    description: '好友使用您的邀请码注册',
    coins: 200,
    url: appLinks.promotionInviteQrCode(),
    done: (ctx, u) => ctx.hooks.promotionTaskDone?.(ctx, u, 'invite') ?? false,
  },
  {
    id: 5,
    code: 'bet',
    title: '参与一次竞猜',
    description: '在竞猜活动中选择一个选项',
    coins: 50,
    url: appLinks.promotionGuessGame(),
    done: (ctx, u) => ctx.hooks.promotionTaskDone?.(ctx, u, 'bet') ?? false,
  },
];

/** Seeds the task rows (sandbox-authored). */
export function seedCoinTasks(ctx: Ctx): void {
  if ((ctx.q('SELECT COUNT(*) AS n FROM coin_tasks').get() as { n: number }).n) return;
  COIN_TASKS.forEach((t, i) =>
    ctx
      .q(
        'INSERT INTO coin_tasks (id, code, title, description, coins, sort) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(t.id, t.code, t.title, t.description, t.coins, i),
  );
}

/** Coins per yuan when exchanged into the wallet (target 2). */
export const COIN_RATE = 100;
/** Fewest coins one exchange takes. */
export const COINS_MIN = 100;
/** Most coins exchanged per day. */
export const COINS_LIMIT_DAY = 10_000;
/** Exchange target 2: cash into the wallet. */
export const TARGET_WALLET = 2;

function taskStatus(ctx: Ctx, userId: number, t: (typeof COIN_TASKS)[number]): 0 | 1 | 2 {
  if (movementByKey(ctx, userId, `task:${t.code}`)) return 2;
  return t.done(ctx, userId) ? 1 : 0;
}

/** GET /coins/tasks/ */
export function listTasks(req: ReqBase): Schemas['CoinTask'][] {
  const userId = uid(req);
  return COIN_TASKS.map((t) => ({
    id: t.id,
    title: t.title,
    description: `${t.description}，奖励${t.coins}金币`,
    coins: t.coins,
    status: taskStatus(req.ctx, userId, t),
    url: t.url,
  }));
}

/** POST /coins/tasks/{id}/get_coin/: once per task, only when done. */
export function getTaskCoin(req: Req<'POST /coins/tasks/{id}/get_coin/'>): {
  coins: number;
  balance: number;
} {
  const { ctx } = req;
  const userId = uid(req);
  const t = COIN_TASKS.find((x) => x.id === Number(req.params.id));
  if (!t) throw notFound('任务不存在');
  return ctx.db.transaction(() => {
    const status = taskStatus(ctx, userId, t);
    if (status === 2) throw new HttpError(409, { detail: ['该任务的金币已领取'] });
    if (status === 0) throw bad('detail', `请先${t.title}`);
    appendMovement(ctx, {
      userId,
      asset: 'coins',
      units: t.coins,
      kind: 'task',
      title: `任务奖励：${t.title}`,
      ref: `coin_task:${t.id}`,
      key: `task:${t.code}`,
    });
    return { coins: t.coins, balance: balanceOf(ctx, userId, 'coins') };
  })();
}

/** GET /coins/history/ — the coin rows, newest first, 50 a page (spec 001 §9). */
export function coinHistory(req: Req<'GET /coins/history/'>): Schemas['CoinRecordPage'] {
  const rows = req.ctx
    .q(
      "SELECT id, title, units, created_at FROM ledger WHERE user_id = ? AND asset = 'coins' ORDER BY id DESC",
    )
    .all(uid(req)) as { id: number; title: string; units: number; created_at: string }[];
  const p = paginate(rows, req.query.page ?? 1, req.query.page_size ?? 50);
  return {
    ...p,
    results: p.results.map((r) => ({
      id: r.id,
      title: r.title,
      coins: r.units,
      created_at: r.created_at,
    })),
  };
}

function usedToday(ctx: Ctx, userId: number): number {
  return -(
    ctx
      .q(
        "SELECT COALESCE(SUM(units), 0) AS s FROM ledger WHERE user_id = ? AND asset = 'coins' AND kind = 'exchange' AND substr(created_at, 1, 10) = ?",
      )
      .get(userId, ctx.today()) as { s: number }
  ).s;
}

/** GET /coins/exchange/limitation/ */
export function limitation(
  req: Req<'GET /coins/exchange/limitation/'>,
): Schemas['CoinExchangeLimitation'] {
  if (Number(req.query.target) !== TARGET_WALLET) throw bad('target', '暂不支持该兑换方式');
  return {
    target: TARGET_WALLET,
    rate: COIN_RATE,
    limit_day: COINS_LIMIT_DAY,
    used_today: usedToday(req.ctx, uid(req)),
    coins_min: COINS_MIN,
  };
}

/** GET /coins/exchange/targets/ */
export function targets(): Schemas['CoinExchangeTarget'][] {
  return [
    {
      id: TARGET_WALLET,
      name: '兑换现金',
      description: `${COIN_RATE}金币兑换1元，存入钱包，可提现到银行卡`,
      rate: COIN_RATE,
    },
  ];
}

/**
 * POST /coins/exchange/: coins out and wallet in, in one transaction, once per Idempotency-Key.
 * Refuses more coins than the balance (金币余额不足) and beyond the day's limit.
 */
export function exchange(req: Req<'POST /coins/exchange/'>): Schemas['CoinExchangeResult'] {
  const { ctx, body } = req;
  const userId = uid(req);
  const key = idempotencyKey(req);
  const coins = Number(body.coins);
  if (Number(body.target) !== TARGET_WALLET) throw bad('target', '暂不支持该兑换方式');
  if (!Number.isInteger(coins) || coins < COINS_MIN) throw bad('coins', `最少兑换${COINS_MIN}金币`);
  const result = ctx.db.transaction(() => {
    const prior = movementByKey(ctx, userId, `exchange:${key}:coins`);
    if (prior && prior.units !== -coins)
      throw new HttpError(409, { idempotency_key: ['该请求标识已用于另一次兑换'] });
    if (!prior) {
      const left = COINS_LIMIT_DAY - usedToday(ctx, userId);
      if (coins > left)
        throw bad('coins', `今日兑换已达上限，今天还可兑换${Math.max(0, left)}金币`);
      const balance = balanceOf(ctx, userId, 'coins');
      if (coins > balance) throw bad('coins', `金币余额不足，当前有${balance}金币`);
    }
    const amountFen = (coins * 100) / COIN_RATE;
    debit(
      ctx,
      {
        userId,
        asset: 'coins',
        units: coins,
        kind: 'exchange',
        title: `兑换现金${fenToYuan(amountFen)}元`,
        ref: `exchange:${key}`,
        key: `exchange:${key}:coins`,
      },
      'coins',
      '金币余额不足',
    );
    appendMovement(ctx, {
      userId,
      asset: 'wallet',
      units: amountFen,
      kind: 'coin_exchange',
      title: `金币兑换（${coins}金币）`,
      ref: `exchange:${key}`,
      key: `exchange:${key}:wallet`,
    });
    return { coins, balance: balanceOf(ctx, userId, 'coins'), amount: fenToYuan(amountFen) };
  });
  return result.immediate();
}
