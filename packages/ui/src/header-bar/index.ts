export { HeaderBar } from './header-bar';
export type { HeaderBarProps } from './header-bar';
