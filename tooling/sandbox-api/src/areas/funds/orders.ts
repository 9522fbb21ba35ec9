/**
 * The funds area's orders (spec 001 §5, §7 Fund trading): buy and sell fee estimates, buy, sell,
 * and setting up a fixed investment (first date, create, modify). Records and holdings of these
 * orders are the account-funds area's.
 */
import Decimal from 'decimal.js';
import { TRADE_MESSAGES, formatMessage } from '@jijin/core/messages';
import { money } from '../../domain/format';
import { uid } from '../../http/registry';
import { claimIdempotencyKey } from '../../http/idempotency';
import { HttpError, bad } from '../../http/errors';
import { quoteBuy } from '../../market/fees';
import { requireFresh } from '../../domain/freshness';
import {
  runDue,
  placeBuy,
  placeSell,
  position,
  sharesOnCard,
  sellFee,
  tradeDates,
  cardOf,
  firstPlanDate,
  requireOpenAccount,
  suitability,
} from '../../trading';
import { navDec, timetable } from '../../domain/fund-public';
import {
  planDetailJson,
  planOr404,
  smartBacktest,
  checkPlanDay,
} from '../../domain/fixed-investments';
import { checkTradePassword } from '../../domain/trade-password';
import { saveStrategy } from '../../domain/smart-plans';
import { tradeDetailJson } from '../../domain/trade-json';
import type { SandboxArea } from '../define';

/** Fee estimates, orders and fixed-investment set-up of the funds area. */
export const orderHandlers = {
  'GET /funds/buy_fee/': (req) => {
    const { ctx, query } = req;
    const f = ctx.fundFrom(query);
    const amount = new Decimal(query.amount);
    if (amount.lte(0)) throw bad('amount', TRADE_MESSAGES.amountInvalid);
    const q = quoteBuy(f, amount);
    const nav = navDec(ctx, f, ctx.navDate());
    const { confirm_date } = tradeDates(ctx, f, ctx.now());
    return {
      fare: q.fare,
      fare_ratio: new Decimal(q.fare_ratio_real).times(100).toNumber(),
      original_fare: q.fare_original,
      discount_rate: Number(q.discount_rate),
      amount_confirm_estimate: q.amount_net,
      shares_confirm_estimate: new Decimal(q.amount_net)
        .div(nav)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        .toFixed(2),
      arrive_date: confirm_date,
    };
  },
  'GET /funds/sell_fee/': (req) => {
    const { ctx, query } = req;
    const userId = uid(req);
    const f = ctx.fundOr404(String(query.symbol));
    const shares = new Decimal(query.shares);
    if (shares.lte(0)) throw bad('shares', TRADE_MESSAGES.sharesInvalid);
    const p = position(ctx, userId, f.code);
    const cardId = query.bank_card_id ?? query.share_id ?? p.lots[0]?.cardId ?? 0;
    const nav = navDec(ctx, f, ctx.navDate());
    const { trade_date } = tradeDates(ctx, f, ctx.now());
    const { fare, gross, ratio } = sellFee(
      p,
      cardId,
      Decimal.min(shares, sharesOnCard(p, cardId).current),
      nav,
      trade_date,
    );
    return {
      fare: money(fare),
      fare_ratio: ratio.times(100).toDecimalPlaces(4).toNumber(),
      original_fare: money(fare),
      discount_rate: 1,
      amount_confirm_estimate: money(gross.minus(fare)),
      amount_estimate: money(shares.times(nav)),
      arrive_date: timetable(ctx, f).sell_arrive_date,
    };
  },
  'POST /funds/buy/': async (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    await checkTradePassword(ctx, userId, body.password);
    const t = placeBuy(ctx, {
      coupon_id: body.coupon_id,
      userId,
      symbol: body.symbol,
      amount: body.amount,
      bank_card_id: body.bank_card_id,
      risk_confirmed: body.risk_confirmed,
    });
    return tradeDetailJson(ctx, t, req.origin);
  },
  'POST /funds/sell/': async (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    await checkTradePassword(ctx, userId, body.password);
    const t = placeSell(ctx, {
      userId,
      symbol: body.symbol,
      shares: body.shares,
      bank_card_id: body.bank_card_id,
    });
    return tradeDetailJson(ctx, t, req.origin);
  },
  'POST /funds/fixed_investment/': async (req) => {
    const { ctx, body, origin } = req;
    const userId = uid(req);
    await checkTradePassword(ctx, userId, body.password);
    const f = ctx.tradeFund(body.symbol);
    if (f.isMoney) throw bad('symbol', TRADE_MESSAGES.fixedNotAllowed);
    requireFresh(ctx, f);
    requireOpenAccount(ctx, userId);
    const amount = new Decimal(body.amount);
    if (amount.lt(10)) throw bad('amount', formatMessage(TRADE_MESSAGES.fixedMin, { n: '10.00' }));
    if (amount.gt(50000))
      throw bad('amount', formatMessage(TRADE_MESSAGES.fixedMax, { n: '50000.00' }));
    const card = cardOf(ctx, userId, body.bank_card_id);
    const bank = ctx.s.bank.get(card.bank_id) as { single_limit: number };
    if (bank.single_limit > 0 && amount.gt(bank.single_limit))
      throw bad('amount', TRADE_MESSAGES.fixedOverBankLimit);
    checkPlanDay(body.period_unit, body.trade_day);
    const s = suitability(ctx, userId, f.risk, `fund:${f.code}`, !!body.risk_confirmed);
    if (!s.passed) throw new HttpError(400, { risk: [s.message] });
    const first = firstPlanDate(ctx, body.period_unit, body.trade_day);
    const info = ctx.db.transaction(() => {
      claimIdempotencyKey(ctx);
      const r = ctx
        .q(
          `INSERT INTO fixed_investments (user_id, fund_code, bank_card_id, amount, period_unit, trade_day, first_date, next_date, status, sign_date, protocol_no, idempotency_key, request_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, NULL, NULL)`,
        )
        .run(
          userId,
          f.code,
          card.id,
          money(amount),
          body.period_unit,
          body.trade_day,
          first,
          first,
          ctx.today(),
          `DT${ctx.today().replace(/-/g, '')}${String(userId).padStart(6, '0')}${f.code}`,
        );
      saveStrategy(ctx, Number(r.lastInsertRowid), body, ctx.navDate());
      return r;
    })();
    const plan = planOr404(ctx, userId, Number(info.lastInsertRowid));
    // a plan whose first date is today deducts today
    if (first === ctx.today()) runDue(ctx);
    ctx
      .q('UPDATE fixed_investments SET protocol_no = ? WHERE id = ?')
      .run(`${plan.protocol_no}${String(plan.id).padStart(4, '0')}`, plan.id);
    return planDetailJson(ctx, planOr404(ctx, userId, plan.id), origin);
  },
  'GET /funds/fixed_investment/smart_backtest/': (req) =>
    smartBacktest(req.ctx, req.query as never),
  'GET /funds/fixed_investment/first_date/': (req) => {
    const { ctx, query } = req;
    ctx.fundOr404(String(query.symbol));
    checkPlanDay(query.period_unit, query.trade_day);
    return { first_date: firstPlanDate(ctx, query.period_unit, query.trade_day) };
  },
  'POST /funds/fixed_investment/{id}/modify/': async (req) => {
    const { ctx, body, params, origin } = req;
    const userId = uid(req);
    const p = planOr404(ctx, userId, params.id);
    await checkTradePassword(ctx, userId, body.password);
    if (p.status === 1) throw new HttpError(409, { non_field_errors: ['定投已终止，无法修改'] });
    const amount = body.amount !== undefined ? new Decimal(body.amount) : new Decimal(p.amount);
    if (amount.lt(10)) throw bad('amount', formatMessage(TRADE_MESSAGES.fixedMin, { n: '10.00' }));
    if (amount.gt(50000))
      throw bad('amount', formatMessage(TRADE_MESSAGES.fixedMax, { n: '50000.00' }));
    const periodUnit = body.period_unit ?? p.period_unit;
    const tradeDay = body.trade_day ?? p.trade_day;
    checkPlanDay(periodUnit, tradeDay);
    const cardId = body.bank_card_id ?? p.bank_card_id;
    cardOf(ctx, userId, cardId);
    const status = body.status ?? p.status;
    const next =
      periodUnit !== p.period_unit || tradeDay !== p.trade_day || (status === 0 && p.status === 2)
        ? firstPlanDate(ctx, periodUnit, tradeDay)
        : p.next_date;
    ctx.db.transaction(() => {
      ctx
        .q(
          'UPDATE fixed_investments SET amount = ?, period_unit = ?, trade_day = ?, bank_card_id = ?, status = ?, next_date = ? WHERE id = ?',
        )
        .run(money(amount), periodUnit, tradeDay, cardId, status, next, p.id);
      saveStrategy(ctx, p.id, body, ctx.navDate());
    })();
    return planDetailJson(ctx, planOr404(ctx, userId, p.id), origin);
  },
} satisfies SandboxArea['handlers'];
