export { ThemeProvider, useTheme } from './theme-provider';
export type { ThemeProviderProps, ThemeContextValue, ThemeMode, FontMode } from './theme-provider';
export { ThemeSwitch } from './theme-switch';
export type { ThemeSwitchProps } from './theme-switch';
