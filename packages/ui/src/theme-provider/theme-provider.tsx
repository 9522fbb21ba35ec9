import { SMALL_SCREEN_MAX_WIDTH_PX } from '@jijin/core/constants';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { cx } from '../utils/cx';

/** Colour scheme. */
export type ThemeMode = 'light' | 'dark';
/** Font size mode: `large` is the 适老化 (elderly-friendly) mode. */
export type FontMode = 'normal' | 'large';

/** What {@link useTheme} returns: the current settings and setters for the one theme switch. */
export interface ThemeContextValue {
  mode: ThemeMode;
  font: FontMode;
  /** True when the viewport is at most 350 px wide (or forced by the `smallScreen` prop). */
  smallScreen: boolean;
  setMode(mode: ThemeMode): void;
  setFont(font: FontMode): void;
}

const ThemeContext = createContext<ThemeContextValue>({
  mode: 'light',
  font: 'normal',
  smallScreen: false,
  setMode: () => {},
  setFont: () => {},
});

export interface ThemeProviderProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onChange'
> {
  /** Initial colour scheme (a host passes its detected dark theme here). Default `light`. */
  mode?: ThemeMode;
  /** Initial font mode; `large` is 适老化. Default `normal`. */
  font?: FontMode;
  /**
   * Force the small-screen layout on or off. Default: measured, true when `window.innerWidth`
   * is 350 px or less, re-measured on resize.
   */
  smallScreen?: boolean;
  /**
   * Also set the data attributes on `<html>` so portals (toast, dialog, popup) follow the theme.
   * Default true; Storybook and tests that render several themes side by side pass false.
   */
  applyToDocument?: boolean;
  /** Called when a setter changes a setting, so the host can persist it. */
  onChange?: (settings: { mode: ThemeMode; font: FontMode }) => void;
  children?: ReactNode;
}

function measureSmall(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.innerWidth > 0 &&
    window.innerWidth <= SMALL_SCREEN_MAX_WIDTH_PX
  );
}

/**
 * The one theme switch: light/dark, normal/large font (适老化) and the small-screen layout.
 * Sets `data-jj-theme`, `data-jj-font`, `data-jj-screen` on its root `div.jj-root` (and on
 * `<html>` unless `applyToDocument` is false), which switch the CSS variables in
 * `@jijin/ui/styles.css` — ours (`--jj-*`) and antd-mobile's (`--adm-*`). antd-mobile's texts are
 * zh-CN by default, so no ConfigProvider (it put the locale into every page's first chunk).
 */
export function ThemeProvider({
  mode: initialMode = 'light',
  font: initialFont = 'normal',
  smallScreen: forcedSmall,
  applyToDocument = true,
  onChange,
  className,
  children,
  ...rest
}: ThemeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(initialMode);
  const [font, setFontState] = useState<FontMode>(initialFont);
  const [measuredSmall, setMeasuredSmall] = useState(measureSmall);

  useEffect(() => setModeState(initialMode), [initialMode]);
  useEffect(() => setFontState(initialFont), [initialFont]);

  useEffect(() => {
    if (forcedSmall !== undefined) return;
    const onResize = () => setMeasuredSmall(measureSmall());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [forcedSmall]);

  const smallScreen = forcedSmall ?? measuredSmall;

  useEffect(() => {
    if (!applyToDocument) return;
    const html = document.documentElement;
    html.dataset.jjTheme = mode;
    html.dataset.jjFont = font;
    html.dataset.jjScreen = smallScreen ? 'small' : 'normal';
    // antd-mobile's own dark palette keys off this attribute.
    if (mode === 'dark') html.setAttribute('data-prefers-color-scheme', 'dark');
    else html.removeAttribute('data-prefers-color-scheme');
  }, [applyToDocument, mode, font, smallScreen]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      mode,
      font,
      smallScreen,
      setMode: (next) => {
        setModeState(next);
        onChange?.({ mode: next, font });
      },
      setFont: (next) => {
        setFontState(next);
        onChange?.({ mode, font: next });
      },
    }),
    [mode, font, smallScreen, onChange],
  );

  return (
    <ThemeContext.Provider value={value}>
      <div
        {...rest}
        className={cx('jj-root', className)}
        data-jj-theme={mode}
        data-jj-font={font}
        data-jj-screen={smallScreen ? 'small' : 'normal'}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The current theme settings and setters (defaults outside a {@link ThemeProvider}). */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}
