/**
 * Writing fund trades (README "Layout"): the one INSERT into `trades`, its serial number and
 * dividend type, an instant confirmation (bao fast transfer-out), and the fund legs of a
 * portfolio order.
 */
import { writeSync } from 'node:fs';
import Decimal from 'decimal.js';
import type { Ctx, TradeRow } from '../ctx';
import { money } from '../domain/format';
import { shDate, shIso } from '../clock';
import { quoteBuy } from '../market/fees';
import type { Fund } from '../market/market';
import { DIRECTION, STATUS } from './codes';
import { sellFee, type Position } from './positions';
import { claimIdempotencyKey } from '../http/idempotency';

function serialFor(ctx: Ctx, date: string): string {
  const row = ctx.q('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM trades').get() as { n: number };
  return `${date.replace(/-/g, '')}${String(row.n).padStart(10, '0')}`;
}

/** Fault injection for the crash test: pauses inside the trade transaction (SANDBOX_FAULT_PAUSE_MS). */
function faultPause(): void {
  const ms = Number(process.env.SANDBOX_FAULT_PAUSE_MS ?? 0);
  if (ms > 0) {
    writeSync(2, 'sandbox: in-transaction\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  }
}

/** One fund trade to write; money fields are decimal strings in yuan, `at` ms since the epoch. */
export interface InsertTrade {
  userId: number;
  kind: 'fund' | 'bao';
  f: Fund;
  direction: number;
  amount: string | null;
  shares: string | null;
  fare: string | null;
  fare_ratio: string | null;
  discount_rate: string | null;
  cardId: number | null;
  at: number;
  trade_date: string;
  confirm_date: string;
  fixedId?: number | null;
  portfolioTradeId?: number | null;
  source?: string;
  status?: number;
  extra?: (id: number) => void;
}

/**
 * Writes one trade (and whatever `extra` adds) in a single transaction, claiming the request's
 * Idempotency-Key with it (http/idempotency.ts); returns the row.
 */
export function insertTrade(ctx: Ctx, t: InsertTrade): TradeRow {
  const run = ctx.db.transaction(() => {
    const serial = serialFor(ctx, shDate(t.at));
    const info = ctx
      .q(
        `INSERT INTO trades (serial_number, user_id, kind, fund_code, direction, status, amount, shares, fare, fare_ratio, discount_rate,
          apply_at, trade_date, confirm_date, bank_card_id, fixed_investment_id, divi_type, idempotency_key, request_hash, source, amount_cents, portfolio_trade_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        serial,
        t.userId,
        t.kind,
        t.f.code,
        t.direction,
        t.status ?? STATUS.pending,
        t.amount,
        t.shares,
        t.fare,
        t.fare_ratio,
        t.discount_rate,
        shIso(t.at),
        t.trade_date,
        t.confirm_date,
        t.cardId,
        t.fixedId ?? null,
        diviTypeOf(ctx, t.userId, t.f.code),
        null,
        null,
        t.source ?? 'app',
        t.amount === null ? null : new Decimal(t.amount).times(100).toNumber(),
        t.portfolioTradeId ?? null,
      );
    const id = Number(info.lastInsertRowid);
    claimIdempotencyKey(ctx);
    faultPause();
    t.extra?.(id);
    return ctx.q('SELECT * FROM trades WHERE id = ?').get(id) as TradeRow;
  });
  return run.immediate();
}

/**
 * The user's dividend type for a fund (contract `DiviType`, spec 001 §4: 1 红利再投, 2 现金分红):
 * the chosen one, else 2 (cash) for equity, hybrid and index funds, else 1 (reinvest).
 */
export function diviTypeOf(ctx: Ctx, userId: number, code: string): number {
  const r = ctx
    .q('SELECT divi_type FROM divi_types WHERE user_id = ? AND fund_code = ?')
    .get(userId, code) as { divi_type: number } | undefined;
  const f = ctx.market.fund(code);
  return r?.divi_type ?? (f && (f.stype === 300 || f.stype === 301 || f.stype === 303) ? 2 : 1);
}

/** Marks a just-written bao trade confirmed at `at` at NAV 1.0000 (the bao's shares are yuan). */
export function confirmAtPar(ctx: Ctx, tradeId: number, at: number): void {
  ctx
    .q(
      'UPDATE trades SET amount_confirm = amount, shares_confirm = shares, net_value = ?, confirmed_at = ? WHERE id = ?',
    )
    .run('1.0000', shIso(at), tradeId);
}

/**
 * A bao transfer-out of `amount` yuan confirmed at once (T+0), as a fast transfer-out or a
 * portfolio paid from the bao.
 */
export function insertBaoSellNow(
  ctx: Ctx,
  o: {
    userId: number;
    bao: Fund;
    amount: Decimal;
    cardId: number;
    at: number;
    source?: string;
    extra?: (id: number) => void;
  },
): TradeRow {
  const today = shDate(o.at);
  return insertTrade(ctx, {
    userId: o.userId,
    kind: 'bao',
    f: o.bao,
    direction: DIRECTION.sell,
    amount: money(o.amount),
    shares: money(o.amount),
    fare: '0.00',
    fare_ratio: '0',
    discount_rate: '1',
    cardId: o.cardId,
    at: o.at,
    trade_date: today,
    confirm_date: today,
    source: o.source,
    status: STATUS.confirmed,
    extra: (id) => {
      confirmAtPar(ctx, id, o.at);
      o.extra?.(id);
    },
  });
}

/** Where a portfolio order's fund leg comes from: its order, card, instant and dates. */
interface LegOf {
  userId: number;
  orderId: number;
  cardId: number;
  at: number;
  dates: { trade_date: string; confirm_date: string };
}

/** The fields every fund leg of a portfolio order shares. */
const legFields = (o: LegOf) => ({
  userId: o.userId,
  kind: 'fund' as const,
  cardId: o.cardId,
  at: o.at,
  ...o.dates,
  portfolioTradeId: o.orderId,
  source: 'portfolio',
});

/** A buy leg of a portfolio order: `amount` yuan of `f`, fee quoted as for a fund buy. */
export function insertBuyLeg(ctx: Ctx, o: LegOf & { f: Fund; amount: Decimal }): TradeRow {
  const q = quoteBuy(o.f, o.amount);
  return insertTrade(ctx, {
    ...legFields(o),
    f: o.f,
    direction: DIRECTION.buy,
    amount: money(o.amount),
    shares: null,
    fare: q.fare,
    fare_ratio: q.fare_ratio,
    discount_rate: q.discount_rate,
  });
}

/** A sell leg of a portfolio order: `shares` of a fund held through it, fee ratio estimated at `nav`. */
export function insertSellLeg(
  ctx: Ctx,
  o: LegOf & { leg: { f: Fund; p: Position; nav: Decimal; shares: Decimal } },
): TradeRow {
  const { leg } = o;
  const est = sellFee(leg.p, o.cardId, leg.shares, leg.nav, o.dates.trade_date);
  return insertTrade(ctx, {
    ...legFields(o),
    f: leg.f,
    direction: DIRECTION.sell,
    amount: null,
    shares: leg.shares.toFixed(2),
    fare: null,
    fare_ratio: est.ratio.toDecimalPlaces(6).toString(),
    discount_rate: '1',
  });
}
