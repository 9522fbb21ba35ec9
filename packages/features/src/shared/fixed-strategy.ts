import type { Schemas } from '../app/api-types';

/** A saved 定投 plan's strategy (contract `FixedInvestmentStrategy`, designed). */
export type FixedStrategy = Schemas['FixedInvestmentStrategy'];
/** What a 目标止盈 plan does on reaching its target (contract `TakeProfitAction`). */
export type TakeProfitAction = Schemas['TakeProfitAction'];

/** The strategies as the investor chooses them, in order. */
export const FIXED_STRATEGIES: readonly (readonly [FixedStrategy, string])[] = [
  ['fixed', '普通定投'],
  ['ma', '均线定投'],
  ['take_profit', '目标止盈定投'],
];

export const TAKE_PROFIT_ACTIONS: readonly (readonly [TakeProfitAction, string])[] = [
  ['redeem_to_bao', '赎回至理财宝'],
  ['pause', '暂停定投'],
];

/** Names of the indexes a 均线 plan may follow (the contract's `index_symbol` enum). */
export const MA_INDEX_NAMES: Record<string, string> = {
  '000300': '沪深300',
  '000905': '中证500',
  '000852': '中证1000',
  '000001': '上证指数',
  '399001': '深证成指',
  '399006': '创业板指',
};

/** "均线定投（沪深300 250日均线）", "目标止盈定投（目标收益率15%，达到后赎回至理财宝）", "普通定投". */
export function fixedStrategyLabel(p: {
  strategy?: FixedStrategy;
  index_symbol?: string | null;
  ma_days?: number | null;
  take_profit_percent?: number | null;
  take_profit_action?: TakeProfitAction | null;
}): string {
  const name = FIXED_STRATEGIES.find(([k]) => k === (p.strategy ?? 'fixed'))![1];
  if (p.strategy === 'ma')
    return `${name}（${MA_INDEX_NAMES[p.index_symbol ?? '000300'] ?? p.index_symbol} ${p.ma_days ?? 250}日均线）`;
  if (p.strategy === 'take_profit') {
    const action =
      TAKE_PROFIT_ACTIONS.find(([k]) => k === p.take_profit_action)?.[1] ?? '赎回至理财宝';
    return `${name}（目标收益率${p.take_profit_percent ?? 15}%，达到后${action}）`;
  }
  return name;
}
