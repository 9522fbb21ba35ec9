import { vi } from 'vitest';

/**
 * Fake timers that leave requestAnimationFrame real: react-spring (antd-mobile's animations)
 * keeps one frame loop per module, and a frame dropped by a fake clock stalls every later test.
 */
export function useFakeClock(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  });
}

/**
 * Back to real timers after {@link useFakeClock}. Runs the fake clock on first, so animation
 * frames jsdom scheduled on it (react-spring's loop) finish instead of being dropped.
 */
export function restoreClock(): void {
  if (vi.isFakeTimers()) {
    for (let i = 0; i < 20; i++) vi.advanceTimersByTime(50);
    vi.useRealTimers();
  }
}
