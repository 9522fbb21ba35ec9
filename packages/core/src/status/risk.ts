import type { StatusEntry } from './table';
import { findStatus } from './table';

/**
 * A row of {@link INVESTMENT_RISK_STATUS}.
 * @see spec 000 §4 Investment-risk status / Risk type, 001 §9 Risk levels
 */
export interface InvestmentRiskStatusEntry extends StatusEntry<0 | 1 | 2 | 3> {
  /**
   * The user has a test result on file (every status but 0 Untested). The one meaning of
   * "tested" in the app; see DOMAIN.md for how it reads spec 000 §3's "greater than 1".
   */
  readonly tested: boolean;
  /** The profile must be (re)taken before buying (untested, expired, topic changed). */
  readonly retestNeeded: boolean;
}

/**
 * Investment-risk status: 0 Untested, 1 Normal, 2 Expired (retest needed), 3 TopicChange
 * (invalidated, retest needed).
 * @see spec 000 §4 Investment-risk status, §3 (tested)
 */
export const INVESTMENT_RISK_STATUS: readonly InvestmentRiskStatusEntry[] = [
  { code: 0, label: '未测评', tested: false, retestNeeded: true },
  { code: 1, label: '正常', tested: true, retestNeeded: false },
  { code: 2, label: '已过期', tested: true, retestNeeded: true },
  { code: 3, label: '题目已变更', tested: true, retestNeeded: true },
];

/**
 * Whether the user counts as tested, from the status table ({@link INVESTMENT_RISK_STATUS}
 * `tested`): 1 Normal, 2 Expired and 3 TopicChange have a test result; 0 Untested, a missing or
 * an unknown status do not. Whether the result is still valid for buying is `retestNeeded`.
 * Screens (settings, risk intro) use this, never their own comparison.
 * @see spec 000 §3 Investment-risk profile, §4 Investment-risk status; DOMAIN.md
 */
export function isRiskTested(investment_risk_status: number | null | undefined): boolean {
  return findStatus(INVESTMENT_RISK_STATUS, investment_risk_status ?? 0)?.tested ?? false;
}

/**
 * A row of {@link RISK_TYPES}.
 * @see spec 000 §4 Investment-risk status / Risk type, 001 §9 Risk levels
 */
export interface RiskTypeEntry extends StatusEntry<0 | 1 | 2 | 3 | 4 | 5> {
  /** Highest product risk level (1-5) this type covers; 0 covers none. */
  readonly maxLevel: 0 | 1 | 2 | 3 | 4 | 5;
}

/**
 * Risk type (the user's risk tolerance): 0 Unknown, 1 Conservative 保守型, 2 Steady 稳健型,
 * 3 Balance 平衡型, 4 Grow 成长型, 5 Positive 进取型. Type n covers product levels 1..n (CSRC).
 * @see spec 000 §4 Risk type
 */
export const RISK_TYPES: readonly RiskTypeEntry[] = [
  { code: 0, label: '未知', maxLevel: 0 },
  { code: 1, label: '保守型', maxLevel: 1 },
  { code: 2, label: '稳健型', maxLevel: 2 },
  { code: 3, label: '平衡型', maxLevel: 3 },
  { code: 4, label: '成长型', maxLevel: 4 },
  { code: 5, label: '进取型', maxLevel: 5 },
];

/**
 * A row of {@link FUND_RISK_LEVELS}.
 * @see spec 000 §4 Investment-risk status / Risk type, 001 §9 Risk levels
 */
export interface FundRiskEntry extends StatusEntry<1 | 2 | 3 | 4 | 5> {
  /** Short label, R1-R5. */
  readonly short: string;
}

/**
 * Fund risk level `investment_risk`: 1 low to 5 high.
 * @see spec 001 §3 Fund / symbol (investment_risk 1-5), §9 Risk levels
 */
export const FUND_RISK_LEVELS: readonly FundRiskEntry[] = [
  { code: 1, label: '低风险', short: 'R1' },
  { code: 2, label: '中低风险', short: 'R2' },
  { code: 3, label: '中风险', short: 'R3' },
  { code: 4, label: '中高风险', short: 'R4' },
  { code: 5, label: '高风险', short: 'R5' },
];

/**
 * A row of {@link PORTFOLIO_RISK_LEVELS}.
 * @see spec 000 §4 Investment-risk status / Risk type, 001 §9 Risk levels
 */
export interface PortfolioRiskEntry extends StatusEntry {
  /** The equivalent 1-5 level for suitability comparisons (unknown counts as 5). */
  readonly level: 1 | 2 | 3 | 4 | 5;
}

/**
 * Portfolio risk `investment_risk`: 0 unknown, 1 low, 2 medium-low, 3 medium, 4 medium-high,
 * 5 high; special values 100 low (no-risk), 101 medium, 102 high. Default 5.
 * Unknown (0) compares as 5, the portfolio default, so it never passes on a guess.
 * @see spec 001 §9 Portfolio risk
 */
export const PORTFOLIO_RISK_LEVELS: readonly PortfolioRiskEntry[] = [
  { code: 0, label: '未知', level: 5 },
  { code: 1, label: '低风险', level: 1 },
  { code: 2, label: '中低风险', level: 2 },
  { code: 3, label: '中风险', level: 3 },
  { code: 4, label: '中高风险', level: 4 },
  { code: 5, label: '高风险', level: 5 },
  { code: 100, label: '低风险（无风险）', level: 1 },
  { code: 101, label: '中风险', level: 3 },
  { code: 102, label: '高风险', level: 5 },
];

/** Default portfolio `investment_risk` (spec 001 §3, §9). */
export const DEFAULT_PORTFOLIO_RISK = 5;

/**
 * The 1-5 level of a portfolio risk code; unknown or missing codes give 5 (the default).
 * @see spec 001 §9 Portfolio risk
 */
export function portfolioRiskLevel(investment_risk: number | null | undefined): 1 | 2 | 3 | 4 | 5 {
  return findStatus(PORTFOLIO_RISK_LEVELS, investment_risk ?? DEFAULT_PORTFOLIO_RISK)?.level ?? 5;
}
