import { TRADE_MESSAGES } from '../messages/catalogue';
import { type DecimalInput, parseDecimal } from '../format/money';

/**
 * A button state with the note that explains a disabled one.
 * @see spec 001 §4 States and transitions
 */
export interface RuleButtonState {
  readonly enabled: boolean;
  /** '' when enabled. */
  readonly message: string;
}

/**
 * The wallet (bao) sell button: disabled with 暂停转出 when the available amount is zero (or
 * missing), disabled with 余额不足 when it is below the compare amount, enabled otherwise.
 * @param available available amount in yuan
 * @param compareAmount the amount to compare against in yuan (e.g. the minimum transfer-out)
 * @see spec 001 §4 Wallet sell (bao)
 */
export function walletSellState(
  available: DecimalInput | null | undefined,
  compareAmount: DecimalInput | null | undefined,
): RuleButtonState {
  const a = parseDecimal(available ?? null);
  if (!a || a.lte(0)) return { enabled: false, message: TRADE_MESSAGES.walletStopTransferOut };
  const c = parseDecimal(compareAmount ?? null);
  if (c && a.lt(c)) return { enabled: false, message: TRADE_MESSAGES.balanceInsufficient };
  return { enabled: true, message: '' };
}

/**
 * The manager assessment buy button: disabled until at least one fund is selected.
 * @param selectedCount number of recommended funds selected
 * @see spec 001 §4 Manager buy button
 */
export function managerBuyState(selectedCount: number): RuleButtonState {
  return selectedCount > 0
    ? { enabled: true, message: '' }
    : { enabled: false, message: TRADE_MESSAGES.managerNoFund };
}

/**
 * Whether betting on a bet game has expired: expired unless `available` equals 0, as the spec
 * states it.
 * @see spec 001 §4 Bet game
 */
export function isBetExpired(game: { available?: number | null }): boolean {
  return game.available !== 0;
}

/**
 * Whether a user owns a portfolio: the user's id equals the portfolio's user.
 * @param userId the logged-in user's id (0 for guests, who own nothing)
 * @param portfolio the portfolio with `user` as an id or `{ id }`
 * @see spec 001 §3 Portfolio, §6
 */
export function isPortfolioOwner(
  userId: number | string | null | undefined,
  portfolio: { user?: number | string | { id?: number | string | null } | null },
): boolean {
  const owner =
    typeof portfolio.user === 'object' && portfolio.user !== null
      ? portfolio.user.id
      : portfolio.user;
  if (userId === null || userId === undefined || owner === null || owner === undefined)
    return false;
  return Number(userId) > 0 && String(owner) === String(userId);
}

/**
 * Whether an asset section's fare is shown: when above 0.
 * @param fare yuan
 * @see spec 000 §3 Account asset totals (the fare is shown when above 0)
 */
export function showsFare(fare: DecimalInput | null | undefined): boolean {
  const f = parseDecimal(fare ?? null);
  return f !== null && f.gt(0);
}
