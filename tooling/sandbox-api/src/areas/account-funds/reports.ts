/**
 * The asset certificate (资产证明) and the investment-advisory management fee (投顾管理费) of the
 * account (spec 001 §7 Fund trading), both computed from the user's trade log and real NAVs:
 *
 * - Asset report on a date D (default: the last trading day whose NAV is published; at most the
 *   latest published NAV date): the
 *   confirmed holdings as of D (trades confirmed on or before D, bao income up to D) valued at
 *   the NAV of D, in three sections — 公募基金, 理财宝, 基金组合 (funds bought through a
 *   portfolio); income_total is worth + redeemed − invested (bao: the income credited). Orders not
 *   yet confirmed are not assets yet and are left out. An account without holdings answers zeros
 *   and no sections.
 * - Management fee: accrued and charged by the portfolios area (its `manageFareSummary` and
 *   `manageFareRecords` hooks, README "portfolios"); without that area there are no portfolios,
 *   so no fee: an honest empty answer.
 */
import Decimal from 'decimal.js';
import type { Ctx } from '../../ctx';
import { money, maskName } from '../../domain/format';
import { BAO_CODE, type Fund } from '../../market/market';
import { bad } from '../../http/errors';
import { paginate, uid } from '../../http/registry';
import { position } from '../../trading';
import type { Schemas } from '../../domain/schemas';
import type { SandboxArea } from '../define';

const ZERO = new Decimal(0);

/** The latest date whose NAV is published that is a trading day (the report's default date). */
function lastTradingDay(ctx: Ctx): string {
  return ctx.market.calendar.onOrBefore(ctx.navDate());
}

/** A held fund's NAV (held funds were bought tradable, so they are priced). */
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
      add('理财宝', worth, income);
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
  'GET /funds/manage_fare/mine/': (req): Schemas['ManageFareSummary'] =>
    // The portfolios area accrues the advisory fee daily (its hook).
    req.ctx.hooks.manageFareSummary?.(req.ctx, uid(req)) ?? {
      fare_total: money(ZERO),
      fare_unpaid: money(ZERO),
      results: [],
    },
  'GET /funds/manage_fare/history/': (req) =>
    paginate(
      req.ctx.hooks.manageFareRecords?.(req.ctx, uid(req)) ?? [],
      req.query.page ?? 1,
      req.query.page_size ?? 20,
    ),
} satisfies SandboxArea['handlers'];
