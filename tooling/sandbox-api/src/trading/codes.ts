/**
 * Trade direction and status codes of the order rows, named after core's tables (spec 001 §4
 * Trade directions, Trade status codes), and the predicates every order path reads them with.
 */
import Decimal from 'decimal.js';
import {
  TRADE_DIRECTIONS,
  TRADE_STATUS,
  type TradeDirectionCode,
  type TradeStatusCode,
} from '@jijin/core';
import { findStatus } from '@jijin/core/status';

/** Direction codes the sandbox writes (spec 001 §4 Trade directions). */
export const DIRECTION = {
  buy: 0,
  sell: 1,
  bonus: 4,
  fixed: 5,
  subscribe: 6,
  rebalance: 10,
} as const satisfies Record<string, TradeDirectionCode>;

/** The status code of a spec constant name, e.g. `EntrustSucceed` -> 0 (spec 001 §4). */
function statusCode(name: string): TradeStatusCode {
  const e = TRADE_STATUS.find((s) => s.name === name);
  if (!e) throw new Error(`core has no trade status ${name}`);
  return e.code;
}

/** Status codes the sandbox writes, by their spec names (spec 001 §4 Trade status codes). */
export const STATUS = {
  pending: statusCode('EntrustSucceed'),
  confirmed: statusCode('TradeSucceed'),
  failed: statusCode('TradeFailed'),
  payFailed: statusCode('PayFailed'),
  undone: statusCode('CancelSucceed'),
  partConfirmed: statusCode('PartTradeSucceed'),
  rebalancing: statusCode('Rebalancing'),
  rebalanced: statusCode('RebalanceSucceed'),
  rebalanceFailed: statusCode('RebalanceFailed'),
} as const;

/**
 * Money goes in (a buy-like direction: buy, forced increase, bonus, fixed investment,
 * subscription, rebalance), from core's direction table.
 * @see spec 001 §4 Trade directions
 */
export function isBuyDirection(direction: number): boolean {
  return findStatus(TRADE_DIRECTIONS, direction)?.isBuy ?? false;
}

/** Shares go out (sell, forced decrease, forced redeem): a known direction that is not a buy. */
export function isSellDirection(direction: number): boolean {
  const e = findStatus(TRADE_DIRECTIONS, direction);
  return e !== undefined && !e.isBuy;
}

/** Paid with money from a card: a buy or a fixed-investment deduction (the card's day limit). */
export const PAID_DIRECTIONS: readonly number[] = [DIRECTION.buy, DIRECTION.fixed];

/** `(0, 5)`: {@link PAID_DIRECTIONS} as an SQL list. */
export const PAID_DIRECTIONS_SQL = `(${PAID_DIRECTIONS.join(', ')})`;

/** Confirmed shares of a trade with their sign: minus for a sell, plus otherwise. */
export function signedShares(t: { direction: number; shares_confirm: string | null }): Decimal {
  const v = new Decimal(t.shares_confirm ?? 0);
  return isSellDirection(t.direction) ? v.neg() : v;
}
