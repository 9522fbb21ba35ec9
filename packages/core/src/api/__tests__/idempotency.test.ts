import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorForStatus } from '../api-error';
import { isRetryable, newIdempotencyKey, sendWithRetry } from '../idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('idempotency keys for money-moving calls (spec 001 §7 Fund trading)', () => {
  it('makes a fresh UUID v4 each time, with or without Web Crypto', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(a);
    vi.stubGlobal('crypto', undefined);
    const b = newIdempotencyKey();
    expect(b).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(b);
  });

  it('retries a call that got no answer with the same key, then resolves with its answer', async () => {
    const keys: string[] = [];
    const sleeps: number[] = [];
    const result = await sendWithRetry(
      async (key) => {
        keys.push(key);
        if (keys.length < 3) throw errorForStatus(-1, undefined, new TypeError('fetch failed'));
        return { id: 1 };
      },
      { sleep: async (ms) => void sleeps.push(ms) },
    );
    expect(result).toEqual({ id: 1 });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(UUID);
    expect(sleeps).toEqual([500, 1000]);
  });

  it('stops at the first 4xx (a refused buy is final) and rejects with it', async () => {
    let calls = 0;
    const refused = errorForStatus(400, { errors: { password: ['交易密码错误'] } });
    await expect(
      sendWithRetry(
        async () => {
          calls += 1;
          throw refused;
        },
        { sleep: async () => undefined },
      ),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
  });

  it('gives up after the given attempts with the last error, keeping a caller key', async () => {
    const keys: string[] = [];
    const error = await sendWithRetry(
      async (key) => {
        keys.push(key);
        throw errorForStatus(503);
      },
      { key: 'k-1', attempts: 2, sleep: async () => undefined },
    ).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(503);
    expect(keys).toEqual(['k-1', 'k-1']);
  });

  it('retries only no-answer, 429 and 5xx ApiErrors', () => {
    expect(isRetryable(errorForStatus(-1))).toBe(true);
    expect(isRetryable(errorForStatus(429))).toBe(true);
    expect(isRetryable(errorForStatus(500))).toBe(true);
    expect(isRetryable(errorForStatus(409))).toBe(false);
    expect(isRetryable(errorForStatus(401))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});
