import type { KeyValueStorage } from '@jijin/core';
import { localKey } from '@jijin/core/lists';
import { ThemeProvider, type FontMode, type ThemeMode } from '@jijin/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

/** Where the investor's display choices are kept (core's storage port, `ls.display_prefs`). */
export const DISPLAY_PREFS_KEY = localKey('display_prefs');

/** The investor's display choices; a setting not chosen yet is absent. */
export interface DisplayPrefs {
  /** 深色模式 on (`dark`) or off (`light`), once chosen in 设置. */
  mode?: ThemeMode;
  /** 大字模式 on (`large`) or off (`normal`), once chosen in 设置. */
  font?: FontMode;
}

/**
 * The stored display choices; `{}` when none are stored or the value is not ours.
 * @param storage core's storage port
 */
export function readDisplayPrefs(storage: KeyValueStorage): DisplayPrefs {
  try {
    const raw = JSON.parse(storage.getItem(DISPLAY_PREFS_KEY) ?? '{}') as Record<string, unknown>;
    const prefs: DisplayPrefs = {};
    if (raw.mode === 'dark' || raw.mode === 'light') prefs.mode = raw.mode;
    if (raw.font === 'large' || raw.font === 'normal') prefs.font = raw.font;
    return prefs;
  } catch {
    return {};
  }
}

/**
 * The colour scheme shown: the investor's choice; until there is one, the host's (a dark native
 * app) or the system's `prefers-color-scheme`.
 */
export function shownMode(prefs: DisplayPrefs, hostDark: boolean, systemDark: boolean): ThemeMode {
  return prefs.mode ?? (hostDark || systemDark ? 'dark' : 'light');
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(DARK_QUERY).matches;
}

/**
 * ui's ThemeProvider over the investor's display choices: 深色模式 and 大字模式 persist through
 * core's storage port once switched (ThemeSwitch in 设置); until 深色模式 is chosen the theme
 * follows the host and the system's `prefers-color-scheme`, also when the system changes.
 */
export function DisplayPrefsProvider({
  storage,
  hostDark,
  children,
}: {
  storage: KeyValueStorage;
  hostDark: boolean;
  children: ReactNode;
}) {
  const [prefs, setPrefs] = useState(() => readDisplayPrefs(storage));
  const [systemDark, setSystemDark] = useState(systemPrefersDark);
  useEffect(() => {
    const media = window.matchMedia?.(DARK_QUERY);
    if (!media) return;
    const onChange = () => setSystemDark(media.matches);
    media.addEventListener?.('change', onChange);
    return () => media.removeEventListener?.('change', onChange);
  }, []);
  const onChange = useCallback(
    (next: { mode: ThemeMode; font: FontMode }) => {
      setPrefs((before) => {
        const chosen: DisplayPrefs = { ...before };
        if (next.mode !== shownMode(before, hostDark, systemDark)) chosen.mode = next.mode;
        if (next.font !== (before.font ?? 'normal')) chosen.font = next.font;
        storage.setItem(DISPLAY_PREFS_KEY, JSON.stringify(chosen));
        return chosen;
      });
    },
    [storage, hostDark, systemDark],
  );
  return (
    <ThemeProvider
      mode={shownMode(prefs, hostDark, systemDark)}
      font={prefs.font ?? 'normal'}
      onChange={onChange}
    >
      {children}
    </ThemeProvider>
  );
}
