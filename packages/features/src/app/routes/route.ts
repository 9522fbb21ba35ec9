/** The `:name` params of a route pattern, in order (`'/s/:symbol/x/:id/'` → `['symbol', 'id']`). */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** A value for each name of `T` (a tuple stays a tuple). */
type ArgsFor<T extends string[]> = { [I in keyof T]: string | number };

/** One positional argument per param of pattern `P` (a fund code, an id). */
export type PatternArgs<P extends string> = ArgsFor<ParamNames<P>>;

/**
 * One screen's address, declared once: the router's `pattern` (react-router syntax, absolute,
 * e.g. `/s/:symbol/buy/`) and the `build` function links call to reach it, whose output matches
 * the pattern (a test proves it for every route; see `README.md` "Routes").
 */
export interface AppRoute<Build> {
  /** The path pattern the area's manifest gives the router. */
  readonly pattern: string;
  /** The link to this screen: the pattern with its params filled in (URI-encoded), plus a query. */
  readonly build: Build;
}

/**
 * The pattern with its `:params` replaced, in order, by `args` (each URI-encoded).
 * @param pattern e.g. `/s/:symbol/hold_symbols/`
 * @param args one value per param
 * @returns e.g. `/s/000001/hold_symbols/`
 * @throws Error when an argument is missing for a param
 */
export function fillPattern(pattern: string, args: readonly (string | number)[]): string {
  let i = 0;
  return pattern.replace(/:\w+/g, (param) => {
    const value = args[i++];
    if (value === undefined) throw new Error(`路由参数缺失：${pattern} ${param}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Declares a route. Without `build`, the builder fills the pattern's params from its positional
 * arguments ({@link fillPattern}); with one (a query string, a default), it is kept as given.
 * @param pattern absolute react-router pattern
 * @param build the link builder, when the route takes more than its path params
 */
export function route<const P extends string>(
  pattern: P,
): AppRoute<(...args: PatternArgs<P>) => string>;
export function route<Build extends (...args: never[]) => string>(
  pattern: string,
  build: Build,
): AppRoute<Build>;
export function route(pattern: string, build?: (...args: never[]) => string): AppRoute<unknown> {
  if (build) return { pattern, build };
  const derived = (...args: (string | number)[]) => fillPattern(pattern, args);
  // Its arity is the pattern's param count, as for a written builder (`build.length`).
  Object.defineProperty(derived, 'length', { value: pattern.match(/:\w+/g)?.length ?? 0 });
  return { pattern, build: derived };
}

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
