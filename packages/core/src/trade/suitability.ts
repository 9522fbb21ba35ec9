import { TRADE_MESSAGES, formatMessage } from '../messages/catalogue';
import { FUND_RISK_LEVELS, RISK_TYPES } from '../status/risk';
import { findStatus } from '../status/table';

/** The user's risk profile fields the rule reads (spec 000 §3 Investment-risk profile). */
export interface RiskProfile {
  /** Risk type 0-5. */
  investment_risk?: number | null;
  /** 0 untested, 1 normal, 2 expired, 3 topic changed. */
  investment_risk_status?: number | null;
  /** End of validity, ISO date/time or epoch ms; past it the profile is expired. */
  effective_to?: string | number | null;
}

/**
 * The verdict of {@link checkSuitability}.
 * @see spec 000 §4 Investment-risk status / Risk type; README "The contract" (suitability)
 */
export type SuitabilityVerdict =
  | { readonly kind: 'ok' }
  /** Must take (or retake) the risk test before buying. */
  | {
      readonly kind: 'test-required';
      readonly reason: 'untested' | 'expired' | 'topic-changed';
      readonly message: string;
    }
  /** Above the user's level: show the warning and buy only after explicit confirmation. */
  | { readonly kind: 'confirm-required'; readonly message: string }
  /** The lowest type (1 Conservative) may buy only level 1. */
  | { readonly kind: 'refused'; readonly message: string };

/**
 * Investor suitability (CSRC 证券期货投资者适当性管理办法). In order: status 0 or risk type 0 ->
 * test first; status 2 or `effective_to` in the past -> retest (expired); status 3 -> retest
 * (topic changed); a type covers product levels up to its own -> ok; type 1 (Conservative)
 * above level 1 -> refused; otherwise above one's level -> warning + explicit confirmation.
 *
 * @param profile the user's risk profile
 * @param productLevel the product's risk level 1-5 (fund `investment_risk`; for portfolios pass
 *   `portfolioRiskLevel(p.investment_risk)`)
 * @param nowMs epoch ms now (Clock port), used against `effective_to`
 * @throws {RangeError} when `productLevel` is not 1-5
 * @see README "The contract" (suitability), spec 000 §4 Investment-risk status / Risk type
 */
export function checkSuitability(
  profile: RiskProfile,
  productLevel: number,
  nowMs: number,
): SuitabilityVerdict {
  const product = findStatus(FUND_RISK_LEVELS, productLevel);
  if (!product) throw new RangeError(`product risk level must be 1-5, got ${productLevel}`);
  const status = profile.investment_risk_status ?? 0;
  const type = findStatus(RISK_TYPES, profile.investment_risk ?? 0);
  if (status === 0 || !type || type.maxLevel === 0) {
    return { kind: 'test-required', reason: 'untested', message: TRADE_MESSAGES.riskUntested };
  }
  const effectiveTo = profile.effective_to == null ? NaN : new Date(profile.effective_to).getTime();
  if (status === 2 || (Number.isFinite(effectiveTo) && effectiveTo < nowMs)) {
    return { kind: 'test-required', reason: 'expired', message: TRADE_MESSAGES.riskExpired };
  }
  if (status === 3)
    return {
      kind: 'test-required',
      reason: 'topic-changed',
      message: TRADE_MESSAGES.riskTopicChanged,
    };
  if (product.code <= type.maxLevel) return { kind: 'ok' };
  if (type.code === 1) return { kind: 'refused', message: TRADE_MESSAGES.riskConservativeOnly };
  return {
    kind: 'confirm-required',
    message: formatMessage(TRADE_MESSAGES.riskAboveLevel, {
      product: `${product.short}${product.label}`,
      user: type.label,
    }),
  };
}
