export { FundScoreBadge } from './fund-score-badge';
export type { FundScoreBadgeProps } from './fund-score-badge';
