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
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`,
  );
  return token ? token : null;
}

/**
 * Keep taking the token when the mini-program hands a new one to a page that is already open:
 * setting the web-view `src` to the same URL with only a new `#token=` is a same-document
 * navigation (no reload), seen as `hashchange`. Each token goes to `onToken` after it left the URL.
 * @returns a function that stops watching
 */
export function watchFragmentToken(
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location' | 'history'>,
  onToken: (token: string) => void,
): () => void {
  const listener = () => {
    const token = takeFragmentToken(win.location, win.history);
    if (token) onToken(token);
  };
  win.addEventListener('hashchange', listener);
  return () => win.removeEventListener('hashchange', listener);
}
