export { InfiniteList, INFINITE_SCROLL_THRESHOLD_PX, INFINITE_SCROLL_THROTTLE_MS } from './infinite-list';
export type { InfiniteListProps } from './infinite-list';
