/**
 * The owner's managed assets, advisory-fee income and its withdrawal (spec 001 §2 "Store", §7
 * "Store"): the income is the holders' daily advisory fees the portfolios area accrues (hooks);
 * withdrawals are an append-only ledger, checked against the income in one transaction; the
 * forecast applies the portfolios' fee rate. Amounts in yuan as exact decimals. README "Store".
 */
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { money } from '../../ctx';
import { cardOf } from '../../trading';
import { requestHash } from '../../http/idempotency';
import { checkTradePassword } from '../../domain/trade-password';
import { HttpError, bad, notFound } from '../../http/errors';
import { idempotencyKey, paginate, uid, type ReqBase } from '../../http/registry';
import type { SandboxArea } from '../define';
import { myStore, ownedPortfolios, type StoreRow, type WithdrawalRow } from './records';
import { brief, withdrawalJson } from './serializers';

type S = components['schemas'];

/** Managed assets: each holder's worth on the last accrued day of each of the owner's portfolios. */
function assetsOf(req: ReqBase, s: StoreRow, only?: number): S['StoreAssets'] {
  const fees = req.ctx.hooks.advisoryFeesOf?.(req.ctx, s.user_id) ?? [];
  const rows = ownedPortfolios(req, s)
    .filter((p) => only === undefined || p.id === only)
    .map((p) => {
      const mine = fees.filter((f) => f.portfolio_id === p.id);
      const last = mine.reduce((d, f) => (f.date > d ? f.date : d), '');
      const on = mine.filter((f) => f.date === last && new Decimal(f.worth).gt(0));
      return {
        portfolio: brief(p),
        assets: money(on.reduce((a, f) => a.plus(f.worth), new Decimal(0))),
        customers_count: new Set(on.map((f) => f.user_id)).size,
      };
    });
  return {
    assets_total: money(rows.reduce((a, r) => a.plus(r.assets), new Decimal(0))),
    customers_count: rows.reduce((n, r) => n + r.customers_count, 0),
    portfolios: rows,
  };
}

/** Income accrued (sum of holders' daily advisory fees) and the withdrawal ledger's total. */
function incomeOf(ctx: Ctx, s: StoreRow): S['StoreIncome'] {
  const fees = ctx.hooks.advisoryFeesOf?.(ctx, s.user_id) ?? [];
  const total = fees.reduce((a, f) => a.plus(f.fare), new Decimal(0));
  const month = ctx.today().slice(0, 7);
  const monthTotal = fees
    .filter((f) => f.date.startsWith(month))
    .reduce((a, f) => a.plus(f.fare), new Decimal(0));
  const withdrawn = (
    ctx.q('SELECT amount FROM store_withdrawals WHERE user_id = ?').all(s.user_id) as {
      amount: string;
    }[]
  ).reduce((a, w) => a.plus(w.amount), new Decimal(0));
  return {
    income_total: money(total),
    income_month: money(monthTotal),
    withdrawable: money(Decimal.max(0, total.minus(withdrawn))),
    withdrawn: money(withdrawn),
  };
}

/** Managed assets, income by month and by day, withdrawals and the income forecast. */
export const incomeHandlers = {
  'GET /store/assets/mine/': (req) => assetsOf(req, myStore(req)),
  'GET /store/portfolios/{id}/assets/': (req) => {
    const s = myStore(req);
    if (!ownedPortfolios(req, s).some((p) => p.id === req.params.id)) throw notFound('组合不存在');
    return assetsOf(req, s, req.params.id);
  },
  'GET /store/income/mine/': (req) => incomeOf(req.ctx, myStore(req)),
  'GET /store/income/portfolio/': (req) => {
    const s = myStore(req);
    const byDay = new Map<string, Decimal>();
    for (const f of req.ctx.hooks.advisoryFeesOf?.(req.ctx, s.user_id) ?? []) {
      if (req.query.portfolio_id !== undefined && f.portfolio_id !== req.query.portfolio_id)
        continue;
      byDay.set(f.date, (byDay.get(f.date) ?? new Decimal(0)).plus(f.fare));
    }
    let running = new Decimal(0);
    const rows = [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, v]) => {
        running = running.plus(v);
        return { trade_date: date, income_latest: money(v), income_total: money(running) };
      })
      .reverse();
    return paginate(rows, req.query.page ?? 1, req.query.page_size ?? 20);
  },
  'GET /store/income/withdraw/': (req) => {
    myStore(req);
    const rows = req.ctx
      .q('SELECT * FROM store_withdrawals WHERE user_id = ? ORDER BY id DESC')
      .all(uid(req)) as WithdrawalRow[];
    const page = paginate(rows, req.query.page ?? 1, req.query.page_size ?? 20);
    return { ...page, results: page.results.map((w) => withdrawalJson(req, w)) };
  },
  'POST /store/income/withdraw/': async (req) => {
    const { ctx, body } = req;
    const s = myStore(req);
    const amount = new Decimal(body.amount);
    if (amount.lte(0)) throw bad('amount', '请输入正确的金额');
    cardOf(ctx, s.user_id, body.bank_card_id);
    await checkTradePassword(ctx, s.user_id, body.password);
    const key = idempotencyKey(req);
    const hash = requestHash(body);
    // after the await: the balance check and the insert run in one synchronous transaction
    const w = ctx.db.transaction((): WithdrawalRow => {
      const prior = ctx
        .q('SELECT * FROM store_withdrawals WHERE user_id = ? AND idempotency_key = ?')
        .get(s.user_id, key) as WithdrawalRow | undefined;
      if (prior) {
        if (prior.request_hash !== hash)
          throw new HttpError(409, { idempotency_key: ['该请求标识已用于另一笔提现'] });
        return prior;
      }
      const available = new Decimal(incomeOf(ctx, s).withdrawable);
      if (amount.gt(available)) throw bad('amount', `最多可提现${money(available)}元`);
      const today = ctx.today();
      const r = ctx
        .q(
          `INSERT INTO store_withdrawals (user_id, amount, bank_card_id, created_at, arrive_date, idempotency_key, request_hash)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          s.user_id,
          money(amount),
          body.bank_card_id,
          ctx.nowIso(),
          ctx.market.calendar.next(today),
          key,
          hash,
        );
      return ctx
        .q('SELECT * FROM store_withdrawals WHERE id = ?')
        .get(r.lastInsertRowid) as WithdrawalRow;
    })();
    return withdrawalJson(req, w);
  },
  'POST /store/income/forecast/': (req) => {
    const s = myStore(req);
    const assets = new Decimal(req.body.assets);
    if (!assets.isFinite() || assets.lt(0)) throw bad('assets', '请输入正确的金额');
    const own = ownedPortfolios(req, s);
    const pick =
      req.body.portfolio_id === undefined ? own : own.filter((p) => p.id === req.body.portfolio_id);
    if (!pick.length)
      throw bad(
        'portfolio_id',
        req.body.portfolio_id === undefined ? '请先创建组合' : '只能预估本店铺的组合',
      );
    // the average annual advisory fee rate (%) of the chosen portfolios
    const rate = pick.reduce((a, p) => a.plus(p.manage_fare ?? 0), new Decimal(0)).div(pick.length);
    const year = assets.times(rate).div(100);
    return {
      assets: money(assets),
      income_month: money(year.div(12)),
      income_year: money(year),
    };
  },
} satisfies SandboxArea['handlers'];
