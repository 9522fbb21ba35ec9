import { ApiError } from './api-error';

/**
 * The header a money-moving POST carries (contract: every `Idempotency-Key` parameter).
 * @see README "Trading" (the contract's `Idempotency-Key`)
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A new idempotency key: a random UUID v4 string (36 characters), from `crypto.randomUUID` or
 * `crypto.getRandomValues` when the host has them, else from `Math.random` (mini-programs
 * without Web Crypto). Make one per user action and reuse it for every retry of that action
 * (README "Trading").
 */
export function newIdempotencyKey(): string {
  const c = (
    globalThis as {
      crypto?: { randomUUID?: () => string; getRandomValues?: (bytes: Uint8Array) => unknown };
    }
  ).crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Options of {@link sendWithRetry}.
 * @see README "Trading" (the contract's `Idempotency-Key`)
 */
export interface RetryOptions {
  /** Tries in all, default 3 (the first plus 2 retries). */
  attempts?: number;
  /** Wait before retry n (1-based), in ms; default 500 × 2^(n−1) (500, 1,000, …). */
  delayMs?: (retry: number) => number;
  /** The timer, default `setTimeout` (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Whether an error is worth retrying with the same key: no answer (-1), 429 or a 5xx.
 * @see README "Trading" (the contract's `Idempotency-Key`)
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === -1 || error.status === 429 || error.status >= 500;
}

/**
 * Sends a money-moving call safely: `call(key)` is made with one idempotency key
 * ({@link newIdempotencyKey} unless `key` is given) and, when it fails without an answer
 * (status -1), with 429 or with a 5xx, made again with the SAME key — the server then answers
 * the first trade instead of placing a second one. A 4xx (wrong password, a refused amount, a
 * key reused with another body: 409) is final and rejects at once, as does any error that is not
 * an {@link ApiError}.
 *
 * @param call makes the request with the given key as its `Idempotency-Key` header
 * @returns what `call` resolved with
 * @throws the last {@link ApiError} when every try failed
 * @see README "Trading" (the contract's `Idempotency-Key`)
 */
export async function sendWithRetry<T>(
  call: (idempotencyKey: string) => Promise<T>,
  options: RetryOptions & { key?: string } = {},
): Promise<T> {
  const key = options.key ?? newIdempotencyKey();
  const attempts = Math.max(1, options.attempts ?? 3);
  const delayMs = options.delayMs ?? ((n: number) => 500 * 2 ** (n - 1));
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(key);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await sleep(delayMs(attempt));
    }
  }
}
