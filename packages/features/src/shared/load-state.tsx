/** LoadState is QueryState's form for children that read the query themselves (one component). */
export { LoadState } from './query-state';
