import { createMemoryStorage } from '@jijin/core';
import { ThemeSwitch } from '@jijin/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DISPLAY_PREFS_KEY,
  DisplayPrefsProvider,
  readDisplayPrefs,
  shownMode,
} from '../display-prefs';

function systemDark(dark: boolean) {
  const listeners: (() => void)[] = [];
  const media = {
    matches: dark,
    addEventListener: (_: string, l: () => void) => listeners.push(l),
    removeEventListener: () => undefined,
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    change(next: boolean) {
      media.matches = next;
      listeners.forEach((l) => l());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('display preferences (深色模式, 大字模式)', () => {
  it('reads only our values back; junk is no choice', () => {
    const storage = createMemoryStorage({ [DISPLAY_PREFS_KEY]: '{"mode":"dark","font":"huge"}' });
    expect(readDisplayPrefs(storage)).toEqual({ mode: 'dark' });
    expect(readDisplayPrefs(createMemoryStorage({ [DISPLAY_PREFS_KEY]: 'not json' }))).toEqual({});
  });

  it('the choice wins; without one the host or the system decides', () => {
    expect(shownMode({ mode: 'light' }, true, true)).toBe('light');
    expect(shownMode({}, false, true)).toBe('dark');
    expect(shownMode({}, true, false)).toBe('dark');
    expect(shownMode({}, false, false)).toBe('light');
  });

  it('follows prefers-color-scheme until the investor switches, then keeps the stored choice', async () => {
    const user = userEvent.setup();
    const system = systemDark(true);
    const storage = createMemoryStorage();
    const view = render(
      <DisplayPrefsProvider storage={storage} hostDark={false}>
        <ThemeSwitch />
      </DisplayPrefsProvider>,
    );
    expect(document.documentElement.dataset.jjTheme).toBe('dark');
    expect(screen.getByRole('switch', { name: '深色模式' })).toBeChecked();
    system.change(false);
    await vi.waitFor(() => expect(document.documentElement.dataset.jjTheme).toBe('light'));

    await user.click(screen.getByRole('switch', { name: '大字模式' }));
    expect(document.documentElement.dataset.jjFont).toBe('large');
    expect(readDisplayPrefs(storage)).toEqual({ font: 'large' });

    await user.click(screen.getByRole('switch', { name: '深色模式' }));
    expect(document.documentElement.dataset.jjTheme).toBe('dark');
    expect(readDisplayPrefs(storage)).toEqual({ font: 'large', mode: 'dark' });
    system.change(false);
    expect(document.documentElement.dataset.jjTheme).toBe('dark');
    view.unmount();

    // A new start reads the choices back.
    render(
      <DisplayPrefsProvider storage={storage} hostDark={false}>
        <p>页面</p>
      </DisplayPrefsProvider>,
    );
    expect(document.documentElement.dataset.jjTheme).toBe('dark');
    expect(document.documentElement.dataset.jjFont).toBe('large');
  });
});
