/**
 * 基金转换 (designed; README "Fund switching"): the source's same-company targets, the estimate
 * and the order. The rules are core's (`checkFundSwitch`, `estimateSwitch`), applied by the
 * trading module (`trading/fund-switch.ts`), which writes and confirms both legs.
 */
import Decimal from 'decimal.js';
import { checkFundSwitch } from '@jijin/core';
import { uid } from '../../http/registry';
import { HttpError, bad } from '../../http/errors';
import { money } from '../../domain/format';
import { fundBrief } from '../../domain/serializers';
import { tradeDetailJson } from '../../domain/trade-json';
import { checkTradePassword } from '../../domain/trade-password';
import { navDec } from '../../domain/fund-public';
import {
  buyRateOf,
  placeSwitch,
  requireSwitch,
  switchDates,
  switchEstimateAll,
  switchFund,
  switchableShares,
} from '../../trading';
import type { Ctx } from '../../ctx';
import type { Fund } from '../../market/market';
import type { SandboxArea } from '../define';

const pct = (d: Decimal.Value) =>
  new Decimal(d.toString()).times(100).toDecimalPlaces(4).toNumber();

/**
 * The NAV shown now and its date (money funds 1.0000 on the shown NAV date). Both funds of a
 * switch were checked tradable (`requireSwitch`), so they are priced.
 */
function navNow(ctx: Ctx, f: Fund): { nav: Decimal; date: string } {
  const date = ctx.navDate();
  if (f.isMoney) return { nav: new Decimal(1), date };
  return { nav: navDec(ctx, f, date), date: ctx.market.navOn(f, date).date };
}

/** Targets, estimate and order of a 基金转换. */
export const switchHandlers = {
  'GET /funds/switch/targets/': (req) => {
    const { ctx, query } = req;
    const userId = uid(req);
    const from = ctx.fundOr404(String(query.symbol));
    const { enable, min } = switchableShares(ctx, userId, from);
    const src = switchFund(ctx, from);
    const out = checkFundSwitch({
      from: src,
      to: { ...src, symbol: '' },
      shares: null,
      shares_enable: null,
    });
    const results = ctx.market.funds
      .filter(
        (f) => f.code !== from.code && from.companyId !== null && f.companyId === from.companyId,
      )
      .map((f) => {
        const r = checkFundSwitch({
          from: { ...src, stale: false, allow_switch: true },
          to: switchFund(ctx, f),
          shares: null,
          shares_enable: null,
        });
        const reason = r.ok || r.code === 'blank' ? null : r.message;
        return {
          fund: fundBrief(ctx, f),
          net_value_date: f.isMoney
            ? ctx.navDate()
            : f.series
              ? ctx.market.stats(f, ctx.navDate()).nav_date
              : null,
          eligible: reason === null,
          reason,
          buy_rate: pct(buyRateOf(f)),
        };
      })
      .sort(
        (a, b) =>
          Number(b.eligible) - Number(a.eligible) || (a.fund.symbol < b.fund.symbol ? -1 : 1),
      );
    const sourceReason =
      !out.ok && out.code !== 'blank' ? out.message : enable.lte(0) ? '暂无可转换份额' : null;
    return {
      symbol: from.code,
      company_name: from.companyName,
      shares_enable: enable.toFixed(2),
      shares_min: new Decimal(min).toFixed(2),
      reason: sourceReason,
      results,
    };
  },
  'GET /funds/switch/estimate/': (req) => {
    const { ctx, query } = req;
    const userId = uid(req);
    const from = ctx.fundOr404(String(query.symbol));
    const to = ctx.market.fund(String(query.target));
    if (!to) throw new HttpError(404, { target: ['目标基金不存在'] });
    const shares = String(query.shares);
    const { p, enable, min } = switchableShares(ctx, userId, from);
    requireSwitch(ctx, from, to, shares, enable, min);
    const { trade_date, confirm_date } = switchDates(ctx, from, to, ctx.now());
    const o = navNow(ctx, from);
    const i = navNow(ctx, to);
    const e = switchEstimateAll({
      p,
      to,
      shares,
      navOut: o.nav,
      navIn: i.nav,
      tradeDate: trade_date,
    });
    return {
      symbol: from.code,
      target: to.code,
      shares: new Decimal(shares).toFixed(2),
      trade_date,
      confirm_date,
      nav_out: o.nav.toFixed(4),
      nav_out_date: o.date,
      nav_in: i.nav.toFixed(4),
      nav_in_date: i.date,
      gross: money(e.out.gross.toFixed(2)),
      redemption_fee: money(e.out.fee.toFixed(2)),
      top_up_rate: pct(e.top_up_rate.toString()),
      top_up_fee: money(e.top_up_fee.toFixed(2)),
      fee: money(e.fee.toFixed(2)),
      amount_in: money(e.amount_in.toFixed(2)),
      shares_in: e.shares_in.toFixed(2),
      penalty_shares: e.out.penalty_shares.toFixed(2),
      parts: e.out.parts.map((x) => ({
        confirm_date: x.confirm_date,
        shares: x.shares.toFixed(2),
        days: x.days,
        fee_rate: pct(x.rate.toString()),
        fee: x.fee.toFixed(2),
      })),
    };
  },
  'POST /funds/switch/': async (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    await checkTradePassword(ctx, userId, body.password);
    if (!/^\d+(\.\d{1,2})?$/.test(String(body.shares))) throw bad('shares', '请输入正确的转换份额');
    const t = placeSwitch(ctx, {
      userId,
      symbol: body.symbol,
      target: body.target,
      shares: body.shares,
    });
    return tradeDetailJson(ctx, t, req.origin);
  },
} satisfies SandboxArea['handlers'];
