/**
 * The trading clock's due work (README "The clock and NAV-date rules"): fixed-investment
 * deductions, confirmations at the trade date's NAV, dividends (dividends.ts) and bao income.
 */
import Decimal from 'decimal.js';
import type { Ctx, TradeRow, CardRow } from '../ctx';
import { money } from '../domain/format';
import { shIso, shInstant } from '../clock';
import { addDays } from '../market/calendar';
import { quoteBuy, sharesFor } from '../market/fees';
import { BAO_CODE } from '../market/market';
import { postFixedDeduction, postTradeConfirmed } from '../domain/messages';
import type { PlanRow } from '../domain/fixed-investments';
import { TAKE_PROFIT_SOURCE, deductionAmount } from '../domain/smart-plans';
import { DIRECTION, PAID_DIRECTIONS_SQL, STATUS, isBuyDirection } from './codes';
import { position, sellFee } from './positions';
import { confirmLag, nextPlanDate } from './rules';
import { insertTrade } from './write';
import { SWITCH_SOURCE, confirmSwitch, pairOf } from './fund-switch';
import { runDividends } from './dividends';

/** Confirms a pending trade at the NAV of its trade date: shares for a buy, amount less the FIFO fee for a sell. */
function confirmTrade(ctx: Ctx, t: TradeRow): void {
  const f = ctx.market.fund(t.fund_code)!;
  const navPt = ctx.market.navOn(f, t.trade_date); // placed on a tradable, so priced, fund
  const nav = new Decimal(navPt.nav).div(10000);
  const navStr = nav.toFixed(4);
  const at = shIso(Math.max(ctx.now(), shInstant(t.confirm_date, '00:00:00')));
  ctx.db.transaction(() => {
    if (isBuyDirection(t.direction)) {
      const net = new Decimal(t.amount!).minus(t.fare ?? 0);
      ctx
        .q(
          'UPDATE trades SET status = ?, amount_confirm = amount, shares_confirm = ?, net_value = ?, confirmed_at = ? WHERE id = ? AND status = ?',
        )
        .run(STATUS.confirmed, sharesFor(net, nav), navStr, at, t.id, STATUS.pending);
    } else {
      const pid = t.portfolio_trade_id
        ? (
            ctx
              .q('SELECT portfolio_id FROM portfolio_trades WHERE id = ?')
              .get(t.portfolio_trade_id) as { portfolio_id: number }
          ).portfolio_id
        : undefined;
      const p = position(ctx, t.user_id, t.fund_code, undefined, pid);
      const shares = new Decimal(t.shares!);
      const { fare, gross, ratio } = sellFee(p, t.bank_card_id ?? 0, shares, nav, t.trade_date);
      const amount = gross.minus(fare);
      ctx
        .q(
          'UPDATE trades SET status = ?, shares_confirm = shares, amount = ?, amount_confirm = ?, fare = ?, fare_ratio = ?, net_value = ?, confirmed_at = ? WHERE id = ? AND status = ?',
        )
        .run(
          STATUS.confirmed,
          money(gross),
          money(amount),
          money(fare),
          ratio.toDecimalPlaces(6).toString(),
          navStr,
          at,
          t.id,
          STATUS.pending,
        );
      if (t.source === TAKE_PROFIT_SOURCE) takeProfitToBao(ctx, t, amount, at);
      else if (t.bank_card_id)
        ctx
          .q('INSERT INTO card_ledger (card_id, trade_id, amount, at, note) VALUES (?, ?, ?, ?, ?)')
          .run(t.bank_card_id, t.id, money(amount), at, `${f.name}赎回到账`);
    }
    postTradeConfirmed(ctx, t);
  })();
}

/**
 * A take-profit redemption's money goes into the bao (README "Smart 定投 plans"): a transfer-in on
 * the plan's card, confirmed at par on the sell's confirmation date, so the bao earns from that day.
 */
function takeProfitToBao(ctx: Ctx, t: TradeRow, amount: Decimal, at: string): void {
  if (amount.lte(0)) return;
  const bao = ctx.market.fund(BAO_CODE)!;
  const when = Date.parse(at);
  const row = insertTrade(ctx, {
    userId: t.user_id,
    kind: 'bao',
    f: bao,
    direction: DIRECTION.buy,
    amount: money(amount),
    shares: money(amount),
    fare: '0.00',
    fare_ratio: '0',
    discount_rate: '1',
    cardId: t.bank_card_id,
    at: when,
    trade_date: t.confirm_date,
    confirm_date: t.confirm_date,
    source: TAKE_PROFIT_SOURCE,
    status: STATUS.confirmed,
  });
  ctx
    .q(
      'UPDATE trades SET amount_confirm = amount, shares_confirm = shares, net_value = ?, confirmed_at = ? WHERE id = ?',
    )
    .run('1.0000', at, row.id);
}

/** Writes the deductions of every active plan due on or before `today` (status 4 when the card is unusable). */
function runFixedInvestments(ctx: Ctx, today: string): number {
  const plans = ctx
    .q('SELECT * FROM fixed_investments WHERE status = 0 AND next_date <= ?')
    .all(today) as PlanRow[];
  let n = 0;
  for (const plan of plans) {
    let date = plan.next_date;
    const f = ctx.market.fund(plan.fund_code)!;
    while (date <= today) {
      const amount = deductionAmount(ctx, plan, date);
      const q = quoteBuy(f, amount);
      const at = Math.max(shInstant(date, '09:30:00'), date === today ? ctx.now() : 0);
      const card = ctx.q('SELECT * FROM bank_cards WHERE id = ?').get(plan.bank_card_id) as
        CardRow | undefined;
      const ok = !!card && card.status === 1;
      const exists = ctx
        .q('SELECT 1 FROM trades WHERE fixed_investment_id = ? AND trade_date = ?')
        .get(plan.id, date);
      if (!exists) {
        const row = insertTrade(ctx, {
          userId: plan.user_id,
          kind: 'fund',
          f,
          direction: DIRECTION.fixed,
          amount,
          shares: null,
          fare: q.fare,
          fare_ratio: q.fare_ratio,
          discount_rate: q.discount_rate,
          cardId: plan.bank_card_id,
          at,
          trade_date: date,
          confirm_date: ctx.market.calendar.next(date, confirmLag(f)),
          fixedId: plan.id,
          source: 'fixed',
          status: ok ? STATUS.pending : STATUS.payFailed,
        });
        postFixedDeduction(ctx, row, ok ? null : '银行卡不可用（已解绑或停用）');
        n++;
      }
      date = nextPlanDate(ctx, plan.period_unit, plan.trade_day, date);
    }
    ctx.q('UPDATE fixed_investments SET next_date = ? WHERE id = ?').run(date, plan.id);
  }
  return n;
}

/** Accrues bao income for each calendar day before `today`: shares x 万份收益 / 10000, reinvested. */
function runBaoIncome(ctx: Ctx, today: string): number {
  const users = ctx
    .q('SELECT DISTINCT user_id FROM trades WHERE fund_code = ? AND status = ?')
    .all(BAO_CODE, STATUS.confirmed) as { user_id: number }[];
  let n = 0;
  const ins = ctx.q(
    'INSERT OR IGNORE INTO bao_income (user_id, date, shares, income) VALUES (?, ?, ?, ?)',
  );
  for (const { user_id } of users) {
    const first = ctx
      .q(
        `SELECT MIN(confirm_date) AS d FROM trades WHERE user_id = ? AND fund_code = ? AND status = ? AND direction IN ${PAID_DIRECTIONS_SQL}`,
      )
      .get(user_id, BAO_CODE, STATUS.confirmed) as { d: string | null };
    if (!first.d) continue;
    const last = ctx.q('SELECT MAX(date) AS d FROM bao_income WHERE user_id = ?').get(user_id) as {
      d: string | null;
    };
    let d = last.d ? addDays(last.d, 1) : first.d;
    const end = addDays(today, -1);
    if (d > end) continue;
    ctx.db.transaction(() => {
      for (; d <= end; d = addDays(d, 1)) {
        const p = position(ctx, user_id, BAO_CODE, d);
        const y = ctx.market.baoYield(d);
        const income = p.shares.times(y.tenthou).div(10000).toDecimalPlaces(2, Decimal.ROUND_DOWN);
        ins.run(user_id, d, p.shares.toFixed(2), income.toFixed(2));
        n++;
      }
    })();
  }
  return n;
}

/**
 * Runs everything due at the clock's current time: fixed-investment deductions, confirmations,
 * dividends of the ex-dates passed (after the confirmations, which make the holders of record),
 * bao income.
 */
export function runDue(ctx: Ctx): {
  deductions: number;
  confirmed: number;
  dividends: number;
  baoIncome: number;
} {
  const today = ctx.today();
  const deductions = runFixedInvestments(ctx, today);
  const due = ctx
    .q('SELECT * FROM trades WHERE status = ? AND confirm_date <= ? ORDER BY trade_date, id')
    .all(STATUS.pending, today) as TradeRow[];
  for (const t of due) {
    if (t.source === SWITCH_SOURCE) {
      // both legs of a switch confirm together, from the out leg (its id is the lower)
      const pair = t.direction === DIRECTION.sell ? pairOf(ctx, t) : undefined;
      if (pair) confirmSwitch(ctx, t, pair);
      continue;
    }
    confirmTrade(ctx, t);
  }
  const dividends = runDividends(ctx, today);
  const baoIncome = runBaoIncome(ctx, today);
  return { deductions, confirmed: due.length, dividends, baoIncome };
}
