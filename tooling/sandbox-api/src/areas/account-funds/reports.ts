/**
 * The asset certificate (资产证明) and the investment-advisory management fee (投顾管理费) of the
 * account (spec 001 §7 Fund trading), both computed from the user's trade log and real NAVs:
 *
 * - Asset report on a date D (default: the last trading day whose NAV is published; at most the
 *   latest published NAV date): the
 *   confirmed holdings as of D (trades confirmed on or before D, bao income up to D) valued at
 *   the NAV of D, in three sections — 公募基金, 余额宝, 基金组合 (funds bought through a
 *   portfolio); income_total is worth + redeemed − invested (bao: the income credited). Orders not
 *   yet confirmed are not assets yet and are left out. An account without holdings answers zeros
 *   and no sections.
 * - Management fee: each calendar day a portfolio is held accrues worth × rate / 365 (rate: the
 *   `manage_fare` the portfolio shows, 0.5 % a year; worth: confirmed shares × that day's NAV),
 *   summed per calendar month and rounded half-up to cents. A month that has ended is charged
 *   (status 1); the current month is to be charged (status 0). The sandbox does not redeem shares
 *   to pay it (README "Areas": account-funds).
 */
import Decimal from 'decimal.js';
import type { Ctx } from '../../ctx';
import { money, maskName } from '../../domain/format';
import { addDays } from '../../market/calendar';
import { BAO_CODE, type Fund } from '../../market/market';
import { bad } from '../../http/errors';
import { paginate, uid } from '../../http/registry';
import { position } from '../../domain/trading';
import type { Schemas } from '../../domain/schemas';
import type { SandboxArea } from '../define';

const ZERO = new Decimal(0);

/** Annual advisory fee of every sandbox portfolio, in % (the portfolio detail's `manage_fare`). */
export const PORTFOLIO_MANAGE_FARE_PERCENT = '0.5';

/** The latest date whose NAV is published that is a trading day (the report's default date). */
function lastTradingDay(ctx: Ctx): string {
  return ctx.market.calendar.onOrBefore(ctx.navDate());
}

const nav = (ctx: Ctx, f: Fund, date: string) =>
  new Decimal(ctx.market.navOn(f, date).nav).div(10000);

interface Section {
  worth: Decimal;
  income: Decimal;
}

/** The user's confirmed assets as of `date`, by section (see the module comment). */
export function assetSections(ctx: Ctx, userId: number, date: string): Map<string, Section> {
  const out = new Map<string, Section>();
  const add = (name: string, worth: Decimal, income: Decimal) => {
    const s = out.get(name) ?? { worth: ZERO, income: ZERO };
    out.set(name, { worth: s.worth.plus(worth), income: s.income.plus(income) });
  };
  const own = ctx
    .q(
      'SELECT DISTINCT fund_code FROM trades WHERE user_id = ? AND status = 1 AND portfolio_trade_id IS NULL AND confirm_date <= ? ORDER BY fund_code',
    )
    .all(userId, date) as { fund_code: string }[];
  for (const { fund_code } of own) {
    const f = ctx.market.fund(fund_code)!;
    const p = position(ctx, userId, fund_code, date);
    const worth = p.shares.times(nav(ctx, f, date)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (f.code === BAO_CODE) {
      const income = (
        ctx
          .q('SELECT income FROM bao_income WHERE user_id = ? AND date <= ?')
          .all(userId, date) as {
          income: string;
        }[]
      ).reduce((s, r) => s.plus(r.income), ZERO);
      add('余额宝', worth, income);
    } else add('公募基金', worth, worth.plus(p.realized).minus(p.invested));
  }
  const viaPortfolio = ctx
    .q(
      'SELECT DISTINCT t.fund_code, p.portfolio_id FROM trades t JOIN portfolio_trades p ON p.id = t.portfolio_trade_id WHERE t.user_id = ? AND t.status = 1 AND t.confirm_date <= ? ORDER BY p.portfolio_id, t.fund_code',
    )
    .all(userId, date) as { fund_code: string; portfolio_id: number }[];
  for (const { fund_code, portfolio_id } of viaPortfolio) {
    const f = ctx.market.fund(fund_code)!;
    const p = position(ctx, userId, fund_code, date, portfolio_id);
    const worth = p.shares.times(nav(ctx, f, date)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    add('基金组合', worth, worth.plus(p.realized).minus(p.invested));
  }
  for (const [name, s] of out) if (s.worth.lte(0) && s.income.isZero()) out.delete(name);
  return out;
}

function assetReport(ctx: Ctx, userId: number, date: string): Schemas['AssetReport'] {
  const sections = assetSections(ctx, userId, date);
  const total = [...sections.values()].reduce((s, x) => s.plus(x.worth), ZERO);
  const income = [...sections.values()].reduce((s, x) => s.plus(x.income), ZERO);
  const ident = ctx.s.identity.get(userId) as { real_name: string } | undefined;
  return {
    report_date: date,
    assets_total: money(total),
    income_total: money(income),
    sections: [...sections].map(([name, s]) => ({
      name,
      worth_value: money(s.worth),
      percent: total.isZero() ? 0 : s.worth.div(total).times(100).toDecimalPlaces(2).toNumber(),
    })),
    ...(ident ? { real_name: maskName(ident.real_name) } : {}),
  };
}

/** The last day of a `YYYY-MM` month. */
const monthEnd = (month: string) => addDays(`${nextMonth(month)}-01`, -1);
function nextMonth(yyyymm: string): string {
  const [y, m] = yyyymm.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** One portfolio-month of accrued advisory fee. */
export interface FeePeriod {
  portfolioId: number;
  month: string;
  start: string;
  end: string;
  fare: Decimal;
}

/**
 * The advisory fee accrued per portfolio and calendar month, for every day from the first
 * confirmed portfolio trade up to yesterday (see the module comment). Oldest first.
 */
export function managementFees(ctx: Ctx, userId: number): FeePeriod[] {
  const rows = ctx
    .q(
      'SELECT t.fund_code, t.direction, t.shares_confirm, t.confirm_date, p.portfolio_id FROM trades t JOIN portfolio_trades p ON p.id = t.portfolio_trade_id WHERE t.user_id = ? AND t.status = 1 ORDER BY t.confirm_date, t.id',
    )
    .all(userId) as {
    fund_code: string;
    direction: number;
    shares_confirm: string | null;
    confirm_date: string;
    portfolio_id: number;
  }[];
  const end = addDays(ctx.today(), -1);
  const rate = new Decimal(PORTFOLIO_MANAGE_FARE_PERCENT).div(100).div(365);
  const byPortfolio = new Map<number, typeof rows>();
  for (const r of rows)
    byPortfolio.set(r.portfolio_id, [...(byPortfolio.get(r.portfolio_id) ?? []), r]);
  const out: FeePeriod[] = [];
  for (const [portfolioId, trades] of byPortfolio) {
    const shares = new Map<string, Decimal>();
    let i = 0;
    let period: FeePeriod | null = null;
    for (let d = trades[0]!.confirm_date; d <= end; d = addDays(d, 1)) {
      for (; i < trades.length && trades[i]!.confirm_date <= d; i++) {
        const t = trades[i]!;
        const q = new Decimal(t.shares_confirm ?? 0);
        const cur = shares.get(t.fund_code) ?? ZERO;
        shares.set(t.fund_code, t.direction === 1 ? cur.minus(q) : cur.plus(q));
      }
      let worth = ZERO;
      for (const [code, q] of shares)
        if (q.gt(0)) worth = worth.plus(q.times(nav(ctx, ctx.market.fund(code)!, d)));
      const month = d.slice(0, 7);
      if (!period || period.month !== month) {
        if (period && period.fare.gt(0)) out.push(period);
        period = { portfolioId, month, start: d, end: d, fare: ZERO };
      }
      if (worth.gt(0)) period.fare = period.fare.plus(worth.times(rate));
      period.end = d;
    }
    if (period && period.fare.gt(0)) out.push(period);
  }
  return out
    .map((p) => ({ ...p, fare: p.fare.toDecimalPlaces(2, Decimal.ROUND_HALF_UP) }))
    .filter((p) => p.fare.gt(0))
    .sort((a, b) =>
      a.month < b.month ? -1 : a.month > b.month ? 1 : a.portfolioId - b.portfolioId,
    );
}

function feeJson(ctx: Ctx, p: FeePeriod): Schemas['ManageFare'] {
  const model = ctx.q('SELECT name FROM portfolios WHERE id = ?').get(p.portfolioId) as
    { name: string } | undefined;
  const [y, m] = p.month.split('-').map(Number) as [number, number];
  return {
    id: p.portfolioId * 1_000_000 + y * 100 + m,
    fund_portfolio: { id: p.portfolioId, name: model?.name ?? `组合${p.portfolioId}` },
    fare: money(p.fare),
    fare_ratio: Number(PORTFOLIO_MANAGE_FARE_PERCENT),
    start_date: p.start,
    end_date: p.month < ctx.today().slice(0, 7) ? monthEnd(p.month) : p.end,
    status: p.month < ctx.today().slice(0, 7) ? 1 : 0,
  };
}

/** Asset report and management-fee operations of the account-funds area. */
export const reportHandlers = {
  'GET /funds/asset_report/mine/': (req) => {
    const published = req.ctx.navDate();
    const date = req.query.date === undefined ? lastTradingDay(req.ctx) : String(req.query.date);
    if (date > published) throw bad('date', `报告日期不能晚于${published}`);
    return assetReport(req.ctx, uid(req), date);
  },
  'GET /funds/asset_report/share_info/': (req): Schemas['ShareInfo'] => ({
    title: '我的资产证明',
    description: `截至${lastTradingDay(req.ctx)}的基金资产证明`,
    image: null,
    url: '/accounts/my_assets/',
  }),
  'GET /funds/manage_fare/mine/': (req): Schemas['ManageFareSummary'] => {
    // The portfolios area accrues the advisory fee daily when it is composed (its hook, issue 13).
    const hook = req.ctx.hooks.manageFareSummary;
    if (hook) return hook(req.ctx, uid(req));
    const all = managementFees(req.ctx, uid(req)).map((p) => feeJson(req.ctx, p));
    const unpaid = all.filter((f) => f.status === 0);
    return {
      fare_total: money(all.reduce((s, f) => s.plus(f.fare), ZERO)),
      fare_unpaid: money(unpaid.reduce((s, f) => s.plus(f.fare), ZERO)),
      results: unpaid,
    };
  },
  'GET /funds/manage_fare/history/': (req) => {
    const hook = req.ctx.hooks.manageFareRecords;
    if (hook)
      return paginate(hook(req.ctx, uid(req)), req.query.page ?? 1, req.query.page_size ?? 20);
    const all = managementFees(req.ctx, uid(req))
      .map((p) => feeJson(req.ctx, p))
      .reverse();
    return paginate(all, req.query.page ?? 1, req.query.page_size ?? 20);
  },
} satisfies SandboxArea['handlers'];
