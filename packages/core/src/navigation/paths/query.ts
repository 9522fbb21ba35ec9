/**
 * Appends a query string of the defined, non-empty values (in the order given).
 * @param path absolute path, e.g. `/accounts/login/`
 * @param query values; `undefined`, `null` and `''` are left out
 * @returns `path` or `path?k=v&…` (values URI-encoded)
 */
export function withQuery(
  path: string,
  query?: Record<string, string | number | boolean | null | undefined>,
): string {
  const qs = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}
