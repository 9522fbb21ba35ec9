/**
 * The sandbox's clock. Trading rules read "now" only through it.
 *
 * - `realClock()`: wall time (the default without SANDBOX_DEV).
 * - `offsetClock(start)`: starts at `start` and then advances with wall time; `set()` jumps.
 * - `manualClock(start)`: frozen; only `set()` moves it (tests).
 */
export interface SandboxClock {
  /** Current instant (epoch ms). */
  now(): number;
  /** Jumps to the given instant (epoch ms). */
  set(ms: number): void;
  readonly kind: 'real' | 'offset' | 'manual';
}

export function realClock(): SandboxClock {
  let offset = 0;
  return {
    kind: 'real',
    now: () => Date.now() + offset,
    set(ms) {
      offset = ms - Date.now();
    },
  };
}

export function offsetClock(startMs: number): SandboxClock {
  let offset = startMs - Date.now();
  return {
    kind: 'offset',
    now: () => Date.now() + offset,
    set(ms) {
      offset = ms - Date.now();
    },
  };
}

export function manualClock(startMs: number): SandboxClock {
  let t = startMs;
  return {
    kind: 'manual',
    now: () => t,
    set(ms) {
      t = ms;
    },
  };
}

/** Default dev start: Monday 2026-04-20 10:00 Asia/Shanghai, a trading day inside the NAV data. */
export const DEFAULT_DEV_START = '2026-04-20T10:00:00+08:00';

const SH_OFFSET = 8 * 3600_000;

/** Asia/Shanghai calendar date (YYYY-MM-DD) of an instant. China has no DST: UTC+8 all year. */
export function shDate(ms: number): string {
  return new Date(ms + SH_OFFSET).toISOString().slice(0, 10);
}
/** Asia/Shanghai wall time "HH:mm:ss". */
export function shTime(ms: number): string {
  return new Date(ms + SH_OFFSET).toISOString().slice(11, 19);
}
/** "YYYY-MM-DD HH:mm:ss" in Asia/Shanghai. */
export function shDateTime(ms: number): string {
  const s = new Date(ms + SH_OFFSET).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 19)}`;
}
/** ISO 8601 with +08:00 offset, e.g. 2026-04-20T10:00:00+08:00. */
export function shIso(ms: number): string {
  const s = new Date(ms + SH_OFFSET).toISOString();
  return `${s.slice(0, 19)}+08:00`;
}
/** Instant of a Shanghai wall time. */
export function shInstant(date: string, time = '00:00:00'): number {
  return Date.parse(`${date}T${time}+08:00`);
}
