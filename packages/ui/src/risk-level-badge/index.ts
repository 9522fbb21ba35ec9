export { RiskLevelBadge } from './risk-level-badge';
export type { RiskLevelBadgeProps } from './risk-level-badge';
