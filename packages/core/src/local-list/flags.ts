import { GUEST_FREE_DIAGNOSES } from '../constants/constants';
import type { KeyValueStorage } from '../ports/storage';
import { localKey } from './local-list';

/**
 * Storage names of local flags and counters (stored under `ls.<name>`).
 * @see spec 000 §3 Local lists, §9 Local storage prefix
 */
export const LOCAL_FLAG_NAMES = {
  guestDiagnoses: 'guest_diagnoses',
  firstGuide: 'first_guide_seen',
} as const;

/**
 * The guest's free diagnosis counter.
 * @see spec 000 §3 Local lists, §9 Local storage prefix
 */
export interface GuestDiagnosisCounter {
  /** Diagnoses used so far (0..limit). */
  used(): number;
  /** Whether another free diagnosis is allowed (used < limit). */
  canDiagnose(): boolean;
  /**
   * Record one diagnosis. Returns `'ok'` while within the limit, or `'login-required'` once the
   * limit is reached (the count then stays at the limit).
   */
  record(): 'ok' | 'login-required';
  /** Reset (e.g. after login). */
  reset(): void;
}

/**
 * The guest free diagnosis counter over the storage port: increments until 3, then a login
 * prompt.
 * @param limit free diagnoses (default 3)
 * @see spec 001 §4 Guest diagnosis, §6, §9; spec 000 §9 Guest free diagnoses
 */
export function guestDiagnosisCounter(
  storage: KeyValueStorage,
  limit: number = GUEST_FREE_DIAGNOSES,
): GuestDiagnosisCounter {
  const key = localKey(LOCAL_FLAG_NAMES.guestDiagnoses);
  const used = (): number => {
    const n = Number.parseInt(storage.getItem(key) ?? '0', 10);
    return Number.isFinite(n) && n > 0 ? Math.min(n, limit) : 0;
  };
  return {
    used,
    canDiagnose: () => used() < limit,
    record() {
      const n = used();
      if (n >= limit) return 'login-required';
      storage.setItem(key, String(n + 1));
      return 'ok';
    },
    reset: () => storage.removeItem(key),
  };
}

/**
 * The once-only first-guide overlay flag.
 * @see spec 000 §3 Local lists, §9 Local storage prefix
 */
export interface FirstGuideFlag {
  /** Whether the overlay should show (the user has not clicked it yet). */
  shouldShow(): boolean;
  /** Store the flag after the user clicks the overlay. */
  markSeen(): void;
}

/**
 * The first-guide overlay is shown once; a flag is stored after the user clicks it.
 * @see spec 000 §2 Navigation rules (first-guide overlay)
 */
export function firstGuideFlag(storage: KeyValueStorage): FirstGuideFlag {
  const key = localKey(LOCAL_FLAG_NAMES.firstGuide);
  return {
    shouldShow: () => storage.getItem(key) !== '1',
    markSeen: () => storage.setItem(key, '1'),
  };
}
