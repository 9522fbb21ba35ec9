import { gzipSync } from 'node:zlib';
import type { Ctx } from '../ctx';

/** What a handler receives: validated (and coerced) params, the user, and the shared context. */
export interface Req {
  ctx: Ctx;
  method: string;
  path: string;
  params: Record<string, any>;
  query: Record<string, any>;
  body: any;
  headers: Record<string, string>;
  userId: number | null;
  /** The bearer access token sent (valid or not), for logout. */
  bearer?: string | null;
  /** The client's address, for the per-IP login throttle. */
  ip?: string;
  /** Origin of the request (http://host:port), for absolute URLs. */
  origin: string;
  /**
   * This app's handler table (`'METHOD /path/'` -> handler), for an operation that answers by
   * calling others as the same user (the AI assistant's cards).
   */
  operations?: ReadonlyMap<string, Handler>;
}
/** A handler returns the JSON body (status 200) or `{ status, body }` via {@link withStatus}. */
export type Handler = (req: Req) => unknown;

export class WithStatus {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const withStatus = (status: number, body: unknown): WithStatus =>
  new WithStatus(status, body);

/** The contract's pager envelope; `page` is 1-based, page_size defaults to 20. */
export function paginate<T>(
  items: T[],
  page = 1,
  pageSize = 20,
): { current_page: number; total_count: number; total_page: number; results: T[] } {
  const total = items.length;
  const totalPage = Math.ceil(total / pageSize);
  return {
    current_page: page,
    total_count: total,
    total_page: totalPage,
    results: items.slice((page - 1) * pageSize, page * pageSize),
  };
}

/** Requires a logged-in user (the dispatcher already enforces security; this narrows the type). */
export function uid(req: Req): number {
  if (req.userId === null) throw new Error('unreachable: auth enforced by the dispatcher');
  return req.userId;
}

/**
 * A pre-serialized JSON body (for cached hot responses). Keep the instance in the cache, not only
 * its text: the UTF-8 bytes the node adapter writes are encoded once, on first use (a 20-fund list
 * page is ~20 KB; encoding it was an eighth of the list's time at 100 in flight).
 */
export class RawJson {
  private encoded: Uint8Array | null = null;
  private gzipped: Uint8Array | null = null;
  constructor(readonly text: string) {}
  /** The text as UTF-8, encoded on the first call. */
  bytes(): Uint8Array {
    return (this.encoded ??= Buffer.from(this.text, 'utf8'));
  }
  /** {@link bytes} gzip-compressed (the node adapter's `Content-Encoding: gzip`), on the first call. */
  gzip(): Uint8Array {
    return (this.gzipped ??= gzipSync(this.bytes()));
  }
}

/** The `Idempotency-Key` header of a money-moving call (the contract makes it required). */
export function idempotencyKey(req: Req): string {
  return String(req.headers['idempotency-key']);
}
