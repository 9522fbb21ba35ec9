export { InfiniteList } from './infinite-list';
export type { InfiniteListProps } from './infinite-list';
