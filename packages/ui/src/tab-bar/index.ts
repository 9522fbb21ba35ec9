export { TabBar } from './tab-bar';
export type { TabBarProps, TabBarItem } from './tab-bar';
