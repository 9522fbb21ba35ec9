import { UI_LABELS } from '../messages/catalogue';
import type { ColorToken, StatusEntry } from './table';
import { findStatus } from './table';

/** Trade status codes 0-14 (spec 001 §4). */
export type TradeStatusCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

/**
 * Progress class of a trade status, which picks its colour.
 * @see spec 001 §4 Trade status codes, Shown text
 */
export type TradeStatusPhase = 'progress' | 'success' | 'failure';

/**
 * A row of {@link TRADE_STATUS}.
 * @see spec 001 §4 Trade status codes, Shown text
 */
export interface TradeStatusEntry extends StatusEntry<TradeStatusCode> {
  /** Constant name as the spec writes it, e.g. `EntrustSucceed`. */
  readonly name: string;
  readonly phase: TradeStatusPhase;
  /** orange in progress, blue success, light failure. */
  readonly color: ColorToken;
  /** Counts as success for showing cashback. */
  readonly cashbackSuccess: boolean;
  /**
   * Status 0 only: its text on a trade of a buy-like direction, which {@link tradeStatusText}
   * uses — `baoBuy` 待支付 for a bao buy, `buy` 委托成功 for other buys, 定投 and 认购
   * (directions 0, 5, 6). `label` (确认中) is the text without a trade: a sell, another
   * direction, a status filter.
   */
  readonly buyLabels?: { readonly baoBuy: string; readonly buy: string };
}

const PHASE_COLOR: Record<TradeStatusPhase, ColorToken> = {
  progress: 'orange',
  success: 'blue',
  failure: 'light',
};

function row(
  code: TradeStatusCode,
  name: string,
  label: string,
  phase: TradeStatusPhase,
  cashbackSuccess: boolean,
): TradeStatusEntry {
  return { code, name, label, phase, color: PHASE_COLOR[phase], cashbackSuccess };
}

/**
 * Trade status table. `label` is the shown text without a trade; status 0 also carries its
 * texts for buy-like trades (`buyLabels`, read by {@link tradeStatusText}). Colours: orange in progress, blue success, light failure.
 * Cashback success set: EntrustSucceed, TradeSucceed, PaySucceed, PartPaySucceed,
 * PartTradeSucceed, PartEntrustSucceed, RebalanceSucceed.
 * @see spec 001 §4 Trade status codes
 */
export const TRADE_STATUS: readonly TradeStatusEntry[] = [
  {
    ...row(0, 'EntrustSucceed', UI_LABELS.confirming, 'progress', true),
    buyLabels: { baoBuy: UI_LABELS.pendingPayment, buy: UI_LABELS.entrustSucceeded },
  },
  row(1, 'TradeSucceed', '确认成功', 'success', true),
  row(2, 'TradeFailed', '确认失败', 'failure', false),
  row(3, 'PaySucceed', '确认中', 'progress', true),
  row(4, 'PayFailed', '扣款失败', 'failure', false),
  row(5, 'EntrustFailed', '委托失败', 'failure', false),
  row(6, 'CancelSucceed', '已撤单', 'failure', false),
  row(7, 'PartPaySucceed', '部分确认中', 'progress', true),
  row(8, 'PartTradeSucceed', '部分确认成功', 'success', true),
  row(9, 'PartEntrustSucceed', '部分委托成功', 'progress', true),
  row(10, 'Rebalancing', '调仓中', 'progress', false),
  row(11, 'RebalanceSucceed', '调仓成功', 'success', true),
  row(12, 'RebalanceFailed', '调仓失败', 'failure', false),
  row(13, 'SubscribeConfirmed', '认购确认成功', 'success', false),
  row(14, 'SubscribeFailed', '认购失败', 'failure', false),
];

/**
 * What decides the text of status 0.
 * @see spec 001 §4 Trade status codes, Shown text
 */
export interface TradeStatusContext {
  /** Trade direction (0 buy, 5 fixed investment, 6 subscription, ...). */
  direction?: number | null;
  /** The traded fund is bao. */
  is_bao?: boolean;
}

/**
 * The shown text of a trade status, from {@link TRADE_STATUS}: status 0 reads 待支付 for a bao
 * buy, 委托成功 for other buys, fixed investments and subscriptions (its `buyLabels`), otherwise
 * its `label` 确认中 — also without a context (a status filter).
 * @param status the record's `status`
 * @param context the record's `direction` and whether the fund is bao
 * @returns the Chinese text, '' for an unknown code
 * @see spec 001 §4 Shown text
 */
export function tradeStatusText(
  status: number | null | undefined,
  context: TradeStatusContext = {},
): string {
  const entry = findStatus(TRADE_STATUS, status);
  if (!entry) return '';
  const d = context.direction;
  if (entry.buyLabels && d === 0 && context.is_bao) return entry.buyLabels.baoBuy;
  if (entry.buyLabels && (d === 0 || d === 5 || d === 6)) return entry.buyLabels.buy;
  return entry.label;
}

/**
 * The colour token of a trade status: orange in progress, blue success, light failure;
 * 'default' for an unknown code.
 * @see spec 001 §4 Colours
 */
export function tradeStatusColor(status: number | null | undefined): ColorToken {
  return findStatus(TRADE_STATUS, status)?.color ?? 'default';
}

/**
 * Whether a status counts as success for showing cashback.
 * @see spec 001 §4 (cashback success set)
 */
export function isCashbackSuccess(status: number | null | undefined): boolean {
  return findStatus(TRADE_STATUS, status)?.cashbackSuccess ?? false;
}

/**
 * Whether a record shows remittance information: status 0 with `is_remittance` true.
 * @see spec 001 §4
 */
export function showsRemittanceInfo(record: {
  status?: number | null;
  is_remittance?: boolean | null;
}): boolean {
  return record.status === 0 && record.is_remittance === true;
}
