export { EmptyState, ErrorState } from './state-block';
export type { EmptyStateProps, ErrorStateProps } from './state-block';
