/** The fragment parameter that carries the access token from the mini-program (README.md). */
export const FRAGMENT_TOKEN_PARAM = 'token';

/**
 * Take the login state the mini-program hands over once, as `#token=<access token>` in the
 * web-view URL: read it, and remove it from the URL at once with `history.replaceState` (no new
 * history entry, no reload), keeping the path, the query, the history state and any other
 * fragment parameters. Call it first thing in `main.tsx`, before the SDK loads and before any
 * request, so nothing can log or send the URL with the token in it; then save the token with the
 * API client's `setToken` (startApp's `handedToken`).
 *
 * @param location the page location (`window.location`)
 * @param history the page history (`window.history`)
 * @returns the token, or null when the fragment carries none (or an empty one)
 */
export function takeFragmentToken(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
): string | null {
  const hash = location.hash.startsWith('#') ? location.hash.slice(1) : location.hash;
  if (!hash) return null;
  const params = new URLSearchParams(hash);
  if (!params.has(FRAGMENT_TOKEN_PARAM)) return null;
  const token = params.get(FRAGMENT_TOKEN_PARAM);
  params.delete(FRAGMENT_TOKEN_PARAM);
  const rest = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
  return token ? token : null;
}
