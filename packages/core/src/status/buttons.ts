import { UI_LABELS as L } from '../messages/catalogue';
import { TRADING_SUSPENDED_LABEL } from './freshness';
import { LIST_STATUS } from './fund-status';
import { statusLabel } from './table';

/** Fund fields the buy/sell buttons read (spec 001 §3 Fund / symbol). */
export interface FundButtonInput {
  allow_trade?: boolean | null;
  allow_buy?: boolean | null;
  allow_sell?: boolean | null;
  allow_fixed?: boolean | null;
  /** 0 before sale, 1 subscription period, 2 open. */
  subscription_status?: number | null;
  is_bao?: boolean | null;
  /** The NAV is stale or missing (see `navFreshness`): every trading button reads 暂停交易. */
  nav_stale?: boolean | null;
  /** 1 normal, 3 terminated, 4 cancelled, 9 other (spec 001 §3). */
  list_status?: number | null;
}

/**
 * Whether the fund is delisted — `list_status` 3 terminated (终止) or 4 cancelled (注销): shown as
 * such and never traded (spec 001 §3 Fund / symbol list_status).
 */
export function isDelisted(fund: Pick<FundButtonInput, 'list_status'>): boolean {
  return fund.list_status === 3 || fund.list_status === 4;
}

/** The disabled label of a delisted fund: 已终止 or 已注销 (from core's LIST_STATUS). */
function delistedLabel(fund: FundButtonInput): string {
  return `已${statusLabel(LIST_STATUS, fund.list_status)}`;
}

/**
 * A button's label and whether it can be pressed.
 * @see spec 001 §4 Symbol buy button, Portfolio position gating
 */
export interface ButtonState {
  readonly label: string;
  readonly enabled: boolean;
}

/**
 * The symbol buy button: not trading-allowed -> disabled 未代销; before sale -> disabled
 * 即将开售; subscription period -> 认购 or 暂停买入; otherwise 买入 or 暂停买入 (bao: 转入 or
 * 暂停转入). Enabled when allow_buy and allow_trade hold. A delisted fund (list_status 3 or 4)
 * reads 已终止 / 已注销, disabled.
 * @see spec 001 §4 Symbol buy button, §3 list_status
 */
export function buyButtonState(fund: FundButtonInput): ButtonState {
  if (isDelisted(fund)) return { label: delistedLabel(fund), enabled: false };
  if (fund.nav_stale) return { label: TRADING_SUSPENDED_LABEL, enabled: false };
  if (!fund.allow_trade) return { label: L.notSold, enabled: false };
  if (fund.subscription_status === 0) return { label: L.comingSoon, enabled: false };
  const enabled = Boolean(fund.allow_buy && fund.allow_trade);
  if (fund.subscription_status === 1)
    return { label: enabled ? L.subscribe : L.suspendBuy, enabled };
  if (fund.is_bao) return { label: enabled ? L.transferIn : L.suspendTransferIn, enabled };
  return { label: enabled ? L.buy : L.suspendBuy, enabled };
}

/**
 * The symbol sell button: enabled 卖出 (bao 转出) when allow_sell, else disabled 暂停卖出
 * (bao 暂停转出).
 * @see spec 001 §4 Symbol buy button (sell button)
 */
export function sellButtonState(fund: FundButtonInput): ButtonState {
  if (isDelisted(fund)) return { label: delistedLabel(fund), enabled: false };
  if (fund.nav_stale) return { label: TRADING_SUSPENDED_LABEL, enabled: false };
  const enabled = Boolean(fund.allow_sell);
  if (fund.is_bao) return { label: enabled ? L.transferOut : L.suspendTransferOut, enabled };
  return { label: enabled ? L.sell : L.suspendSell, enabled };
}

/**
 * The follow button label: 删自选 when followed, 加自选 when not.
 * @see spec 001 §4 Follow button
 */
export function followButtonLabel(followed: boolean | null | undefined): '删自选' | '加自选' {
  return followed ? L.unfollow : L.follow;
}

/**
 * Whether the fixed-invest button is enabled: trading allowed, fixed investment allowed and
 * open subscription status (2) all hold.
 * @see spec 001 §4 Fixed investment status (fixed-invest button)
 */
export function isFixedInvestEnabled(fund: FundButtonInput): boolean {
  if (isDelisted(fund)) return false;
  return Boolean(
    !fund.nav_stale && fund.allow_trade && fund.allow_fixed && fund.subscription_status === 2,
  );
}

/** Position/portfolio fields the gating reads (spec 001 §3 Portfolio, Position). */
export interface PositionGatingInput {
  allow_trade?: boolean | null;
  allow_buy?: boolean | null;
  allow_sell?: boolean | null;
  is_bao?: boolean | null;
  /** Subscription period: the minimum amount used is `amount_subscribe_min`. */
  subscription_status?: number | null;
  amount_min_buy?: string | number | null;
  amount_subscribe_min?: string | number | null;
}

/**
 * Which position actions are on, and the note to show.
 * @see spec 001 §4 Symbol buy button, Portfolio position gating
 */
export interface PositionGating {
  readonly canBuy: boolean;
  readonly canSell: boolean;
  /** Whether the position can be removed from an adjustment (bao positions cannot). */
  readonly canRemove: boolean;
  /** 暂停交易, 暂停买入, 暂停卖出, or '' when trading normally. */
  readonly note: string;
  /** The minimum amount (yuan) in effect: subscription minimum in the subscription period. */
  readonly amountMin: string | number | null;
}

/**
 * Portfolio position gating: trading not allowed -> 暂停交易 and all actions off; buying not
 * allowed -> 暂停买入; selling not allowed -> 暂停卖出; bao positions cannot be removed; in the
 * subscription period the minimum amount is `amount_subscribe_min`.
 * @see spec 001 §4 Portfolio position gating
 */
export function positionGating(p: PositionGatingInput): PositionGating {
  const amountMin =
    (p.subscription_status === 1 ? p.amount_subscribe_min : p.amount_min_buy) ?? null;
  if (!p.allow_trade)
    return { canBuy: false, canSell: false, canRemove: false, note: L.suspendTrade, amountMin };
  const canBuy = Boolean(p.allow_buy);
  const canSell = Boolean(p.allow_sell);
  const note = !canBuy ? L.suspendBuy : !canSell ? L.suspendSell : '';
  return { canBuy, canSell, canRemove: !p.is_bao, note, amountMin };
}
