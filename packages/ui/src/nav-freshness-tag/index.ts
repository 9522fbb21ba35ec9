export { NavFreshnessTag } from './nav-freshness-tag';
export type { NavFreshnessTagProps } from './nav-freshness-tag';
