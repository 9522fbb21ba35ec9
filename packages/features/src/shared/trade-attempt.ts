import { newIdempotencyKey } from '@jijin/core';
import { consumeTradeDetailJump, hasTradeDetailJump } from '@jijin/core/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiErrorData } from '../app/base-api';
import { useServices } from '../app/services-context';
import { errorMessage } from './errors';

/** The error RTK Query's `unwrap()` rejects with, or anything else thrown. */
export function errorTitle(error: unknown): string {
  return errorMessage(error);
}

/** Whether the server answered definitively (4xx): no trade was made, a retry is a new attempt. */
export function isDefinitiveRejection(error: unknown): boolean {
  const status = (error as Partial<ApiErrorData> | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The Idempotency-Key of one trade attempt (contract: same key -> same trade). A key is created
 * when the user confirms a trade and reused for every retry of that same trade (same fund,
 * amount, card, coupon — the `fingerprint`), so a double tap or a retry after a network drop can
 * never create a second trade. After a success or a definitive rejection (4xx: wrong password,
 * below minimum, …) the attempt is over and the next submit gets a new key.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const keyFor = useCallback((fingerprint: string) => {
    if (!attempt.current || attempt.current.fingerprint !== fingerprint) {
      attempt.current = { key: newIdempotencyKey(), fingerprint };
    }
    return attempt.current.key;
  }, []);
  const settle = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, settle };
}

/**
 * Runs `submit` at most once at a time: a second call while the first is pending resolves to the
 * first call's promise (the double-tap guard, beside the disabled button).
 */
export function useSingleFlight<A extends unknown[], R>(submit: (...args: A) => Promise<R>) {
  const pending = useRef<Promise<R> | null>(null);
  return useCallback(
    (...args: A): Promise<R> => {
      if (pending.current) return pending.current;
      const p = submit(...args).finally(() => {
        pending.current = null;
      });
      pending.current = p;
      return p;
    },
    [submit],
  );
}

/**
 * Whether this trade-detail screen was opened by a buy or sell success (spec 001 §2 Back
 * navigation: 完成 then returns to the remembered origin). The flag is read while rendering and
 * cleared once the screen has mounted: a navigation render can be discarded and run again, and a
 * flag cleared by the discarded render would be lost.
 */
export function useTradeDetailJump(): boolean {
  const { cookies } = useServices();
  const [fromTrade] = useState(() => hasTradeDetailJump(cookies));
  useEffect(() => {
    if (fromTrade) consumeTradeDetailJump(cookies);
  }, [cookies, fromTrade]);
  return fromTrade;
}
