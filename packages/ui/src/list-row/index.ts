export { ListRow, ListRows } from './list-row';
export type { ListRowProps, ListRowsProps } from './list-row';
