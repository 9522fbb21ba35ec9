/** The home path, the fallback for going back (spec 000 §2). */
export const HOME_PATH = '/';

/**
 * Where "back" goes: the home path, or the previous history entry.
 * @see spec 000 §2 Navigation rules, 001 §2 Back navigation
 */
export type BackTarget =
  { readonly kind: 'home'; readonly href: '/' } | { readonly kind: 'history' };

/**
 * Decide where back goes: to / when there is no referrer and no hash, otherwise to the
 * previous history entry.
 * @param referrer `document.referrer` as the host reports it ('' when none)
 * @param hash `location.hash` ('' or '#' when none)
 * @see spec 000 §2 Navigation rules
 */
export function backTarget(
  referrer: string | null | undefined,
  hash: string | null | undefined,
): BackTarget {
  const hasHash = Boolean(hash && hash !== '#');
  return referrer || hasHash ? { kind: 'history' } : { kind: 'home', href: HOME_PATH };
}
