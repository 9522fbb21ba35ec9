import { REQUEST_MESSAGES } from '../messages/request-messages';

/**
 * The `errors` field of an error response: field name (or `non_field_errors`) -> messages.
 * @see spec 000 §8 Error catalogue (the `errors` body); README "The API client"
 */
export type ErrorsField = Record<string, string[] | string>;

/**
 * The one error every rejected API call becomes (spec 000 §7-8, 001 §8).
 *
 * - `status`: the HTTP status, or `-1` for a timeout / network failure.
 * - `title`: the Chinese message to show (a toast): the spec's message for -1, 429 and 401;
 *   for a body with an `errors` field, the first message of each entry joined by `；`;
 *   otherwise 数据请求失败，请稍后重试.
 * - `keys`: the keys of the `errors` field, in order (empty when there was none).
 * - `errors`: the `errors` field as received, when there was one.
 * - `cause`: what went wrong underneath — for status -1 the transport's rejection (a `TypeError`
 *   of fetch, a `WxRequestError`, a timeout `Error` named `TimeoutError`, a `SyntaxError` of an
 *   unreadable body); for an HTTP answer `{ status, body }` with the parsed body.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly keys: string[];
  readonly errors: ErrorsField | undefined;

  constructor(status: number, title: string, errors?: ErrorsField, options?: { cause?: unknown }) {
    super(title, options && 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.errors = errors;
    this.keys = errors ? Object.keys(errors) : [];
  }

  /** Whether this is the "log in again" case (HTTP 401). */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** Whether the request never got an answer (timeout, offline): status -1. */
  get isNetworkError(): boolean {
    return this.status === -1;
  }
}

/**
 * Builds the title of an `errors` field: the first message of each entry, joined by `；`.
 * Non-string and empty entries are skipped; an empty result falls back to the generic failure.
 * @see spec 000 §7 ("rejected with a title and the error keys"), 000 §8
 */
export function titleFromErrors(errors: ErrorsField): string {
  const firsts: string[] = [];
  for (const value of Object.values(errors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first.trim() !== '') firsts.push(first.trim());
  }
  return firsts.length > 0 ? firsts.join('；') : REQUEST_MESSAGES.failed;
}

/** Whether a parsed body carries an `errors` object (spec 000 §7). */
export function hasErrorsField(body: unknown): body is { errors: ErrorsField } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'errors' in body &&
    typeof (body as { errors: unknown }).errors === 'object' &&
    (body as { errors: unknown }).errors !== null
  );
}

/**
 * Maps an HTTP status (and optional parsed body) to the {@link ApiError} the spec asks for.
 * -1 -> 网络连接失败，请检查网络; 429 -> 请求过于频繁，请稍后重试; 401 -> 登录认证失败，请重新登录;
 * a body with `errors` -> its title; 404 without one (missing quote data) -> 请求的数据不存在;
 * anything else -> 数据请求失败，请稍后重试. `cause` (default `{ status, body }`) becomes the
 * error's `cause`.
 * @see spec 000 §8 error catalogue, spec 001 §8 (missing quote data)
 */
export function errorForStatus(status: number, body?: unknown, cause?: unknown): ApiError {
  const errors = hasErrorsField(body) ? body.errors : undefined;
  const options = { cause: cause === undefined && status !== -1 ? { status, body } : cause };
  if (status === -1) return new ApiError(-1, REQUEST_MESSAGES.network, errors, options);
  if (status === 429) return new ApiError(429, REQUEST_MESSAGES.tooFrequent, errors, options);
  if (status === 401) return new ApiError(401, REQUEST_MESSAGES.unauthorized, errors, options);
  if (errors) return new ApiError(status, titleFromErrors(errors), errors, options);
  if (status === 404) return new ApiError(404, REQUEST_MESSAGES.notFound, undefined, options);
  return new ApiError(status, REQUEST_MESSAGES.failed, undefined, options);
}
