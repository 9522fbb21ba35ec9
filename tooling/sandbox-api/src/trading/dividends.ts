/**
 * Dividends paid to holders on the sandbox clock (README "Dividends"): on each ex-date the clock
 * passes, every holder of record is paid, as one confirmed 分红 trade (direction 4) per holding.
 *
 * - **Holder of record**: the shares of the orders placed before the ex-date (trade date before
 *   it, confirmed; outside portfolios), per card as the sandbox stores holdings — the shares held
 *   at the end of the day before, counted by the NAV they were priced at: a sell priced at the
 *   cum-dividend NAV of the day before gets no dividend even when confirmed on the ex-date; a buy
 *   priced then gets it. The ex-date waits while such an order is pending.
 * - **Amount**: shares × 元/份, half-up to 0.01 yuan. 现金分红 (the holding's `divi_type` 2) goes
 *   to the card the shares were bought with (a `card_ledger` credit); 红利再投 (1) buys
 *   `amount / NAV` shares at the ex-date's NAV (the sandbox's share rounding, half-up to 0.01),
 *   no fee, at zero cost.
 * - **Once**: `dividends` is keyed by (user, fund, card, ex-date); a second pass over the same
 *   ex-date writes nothing. The trade is written confirmed, so the user's returns version moves.
 * - **Message**: the holder's inbox gets one 分红 message per fund and ex-date (domain/messages
 *   `postDividendPaid`, keyed so a replay or a restart posts nothing more).
 */
import Decimal from 'decimal.js';
import type { Ctx, TradeRow } from '../ctx';
import { shIso, shInstant } from '../clock';
import { money } from '../domain/format';
import { postDividendPaid } from '../domain/messages';
import { addDays } from '../market/calendar';
import { sharesFor } from '../market/fees';
import type { Fund } from '../market/market';
import { DIRECTION, STATUS, signedShares } from './codes';
import { dividendsOf, type DividendEvent } from './dividend-sources';
import { diviTypeOf, insertTrade } from './write';

/** The source of a 分红 trade, in `trades.source`. */
export const DIVIDEND_SOURCE = 'dividend';
/** `jobs` row: the last clock date whose ex-dates were paid. */
const JOB = 'dividends';

/** What a 分红 trade carries besides the trade row (`dividends`). */
export interface DividendRecord {
  ex_date: string;
  /** Shares held of record (2 decimals). */
  shares: string;
  /** 元/份 (decimal string). */
  per_unit: string;
  source: 'official' | 'inferred';
}

/** The dividend record of a 分红 trade, or null for any other trade. */
export function dividendOfTrade(ctx: Ctx, tradeId: number): DividendRecord | null {
  return (
    (ctx
      .q('SELECT ex_date, shares, per_unit, source FROM dividends WHERE trade_id = ?')
      .get(tradeId) as DividendRecord | undefined) ?? null
  );
}

/**
 * Pays every ex-date after the last date settled, up to `today`, to its holders of record. An
 * ex-date with an order of a holder still pending from before it waits (the watermark stays
 * before it) until that order is confirmed. After the clock moved back, every ex-date up to
 * `today` is looked at again (the `dividends` key keeps each paid once).
 * @returns the number of 分红 trades written
 */
export function runDividends(ctx: Ctx, today: string): number {
  const mark = (
    ctx.q('SELECT last_date FROM jobs WHERE name = ?').get(JOB) as { last_date: string } | undefined
  )?.last_date;
  if (mark === today) return 0;
  // a clock moved back (dev) rescans every ex-date: orders placed since may hold earlier ones
  const last = mark && mark < today ? mark : '';
  const held = ctx
    .q(
      `SELECT user_id, fund_code, MIN(trade_date) AS first FROM trades
       WHERE status IN (?, ?) AND kind = 'fund' AND portfolio_trade_id IS NULL AND trade_date < ?
       GROUP BY user_id, fund_code`,
    )
    .all(STATUS.confirmed, STATUS.pending, today) as {
    user_id: number;
    fund_code: string;
    first: string;
  }[];
  let n = 0;
  let settled = today;
  for (const h of held) {
    const f = ctx.market.fund(h.fund_code);
    if (!f) continue;
    for (const e of dividendsOf(ctx, f)) {
      if (e.exDate <= h.first || e.exDate <= last || e.exDate > today) continue;
      const paid = payHolder(ctx, h.user_id, f, e);
      if (paid === null) {
        if (addDays(e.exDate, -1) < settled) settled = addDays(e.exDate, -1);
      } else n += paid;
    }
  }
  ctx
    .q(
      'INSERT INTO jobs (name, last_date) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET last_date = excluded.last_date',
    )
    .run(JOB, settled);
  return n;
}

/**
 * Shares of record per card: confirmed orders with a trade date before the ex-date (buys, 红利再投
 * less sells), or null while one of them is still pending.
 */
function sharesOfRecord(
  ctx: Ctx,
  userId: number,
  code: string,
  exDate: string,
): Map<number, Decimal> | null {
  const byCard = new Map<number, Decimal>();
  for (const t of ctx.s.tradesOfUserFund.all(userId, code) as TradeRow[]) {
    if (t.trade_date >= exDate) continue;
    if (t.status === STATUS.pending) return null;
    if (t.status !== STATUS.confirmed) continue;
    const c = t.bank_card_id ?? 0;
    byCard.set(c, (byCard.get(c) ?? new Decimal(0)).plus(signedShares(t)));
  }
  return byCard;
}

/**
 * Pays one ex-date to one user's holdings of a fund, per card.
 * @returns the trades written, or null when an order before the ex-date is still pending
 */
function payHolder(ctx: Ctx, userId: number, f: Fund, e: DividendEvent): number | null {
  const byCard = sharesOfRecord(ctx, userId, f.code, e.exDate);
  if (!byCard) return null;
  const navPt = ctx.market.navOn(f, e.exDate);
  const nav = new Decimal(navPt.nav).div(10000);
  const reinvest = diviTypeOf(ctx, userId, f.code) === 1;
  const at = shInstant(e.exDate, '09:30:00');
  const confirmedAt = shIso(Math.max(ctx.now(), at));
  let n = 0;
  for (const [cardId, shares] of byCard) {
    const cash = shares.times(e.perUnit).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (shares.lte(0) || cash.lte(0)) continue;
    const paid = ctx
      .q(
        'SELECT 1 FROM dividends WHERE user_id = ? AND fund_code = ? AND card_id = ? AND ex_date = ?',
      )
      .get(userId, f.code, cardId, e.exDate);
    if (paid) continue;
    const amount = money(cash);
    const newShares = reinvest ? sharesFor(cash, nav) : null;
    insertTrade(ctx, {
      userId,
      kind: 'fund',
      f,
      direction: DIRECTION.bonus,
      amount,
      shares: newShares,
      fare: '0.00',
      fare_ratio: '0',
      discount_rate: '1',
      cardId: cardId || null,
      at,
      trade_date: e.exDate,
      confirm_date: e.exDate,
      source: DIVIDEND_SOURCE,
      status: STATUS.confirmed,
      extra: (id) => {
        ctx
          .q(
            'UPDATE trades SET amount_confirm = amount, shares_confirm = shares, net_value = ?, confirmed_at = ? WHERE id = ?',
          )
          .run(nav.toFixed(4), confirmedAt, id);
        ctx
          .q(
            'INSERT INTO dividends (user_id, fund_code, card_id, ex_date, shares, per_unit, source, trade_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(userId, f.code, cardId, e.exDate, shares.toFixed(2), e.perUnit, e.source, id);
        if (!reinvest && cardId)
          ctx
            .q(
              'INSERT INTO card_ledger (card_id, trade_id, amount, at, note) VALUES (?, ?, ?, ?, ?)',
            )
            .run(cardId, id, amount, confirmedAt, `${f.name}现金分红`);
      },
    });
    n++;
  }
  if (n > 0) postDividendPaid(ctx, userId, f.code, e.exDate);
  return n;
}
