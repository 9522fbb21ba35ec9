import type { StatusEntry } from './table';
import { findStatus } from './table';

/** Trade direction codes (spec 001 §4). */
export type TradeDirectionCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 10;

/**
 * A row of {@link TRADE_DIRECTIONS}.
 * @see spec 001 §4 Trade directions
 */
export interface TradeDirectionEntry extends StatusEntry<TradeDirectionCode> {
  /** Label when the fund is bao (buy 转入, sell 转出); equals `label` otherwise. */
  readonly baoLabel: string;
  /** Money goes in (buy-like) rather than out. */
  readonly isBuy: boolean;
}

/**
 * Trade directions: 0 buy, 1 sell, 2 forced increase, 3 forced decrease, 4 bonus, 5 fixed
 * investment, 6 subscription, 7 forced redeem, 10 rebalance. For bao, buy is 转入 and sell 转出.
 * @see spec 001 §4 Trade directions
 */
export const TRADE_DIRECTIONS: readonly TradeDirectionEntry[] = [
  { code: 0, label: '买入', baoLabel: '转入', isBuy: true },
  { code: 1, label: '卖出', baoLabel: '转出', isBuy: false },
  { code: 2, label: '强增', baoLabel: '强增', isBuy: true },
  { code: 3, label: '强减', baoLabel: '强减', isBuy: false },
  { code: 4, label: '分红', baoLabel: '分红', isBuy: true },
  { code: 5, label: '定投', baoLabel: '定投', isBuy: true },
  { code: 6, label: '认购', baoLabel: '认购', isBuy: true },
  { code: 7, label: '强制赎回', baoLabel: '强制赎回', isBuy: false },
  { code: 10, label: '调仓', baoLabel: '调仓', isBuy: true },
];

/**
 * The label of a direction, bao naming when `isBao`.
 * @returns '' for an unknown code
 * @see spec 001 §4 Trade directions
 */
export function tradeDirectionLabel(direction: number | null | undefined, isBao = false): string {
  const e = findStatus(TRADE_DIRECTIONS, direction);
  return e ? (isBao ? e.baoLabel : e.label) : '';
}
