import { gzipSync } from 'node:zlib';
import type { paths } from '@jijin/core';
import type { Ctx } from '../ctx';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/**
 * Every operation of the contract as `'METHOD /path/template/'`, exactly as openapi.yaml writes
 * it (e.g. `'GET /symbols/funds/{symbol}/'`). A handler keyed by anything else fails `tsc`.
 */
export type OperationKey = {
  [P in keyof paths & string]: {
    [M in Method]: paths[P] extends { [K in M]: infer O }
      ? [O] extends [undefined | never]
        ? never
        : `${Uppercase<M>} ${P}`
      : never;
  }[Method];
}[keyof paths & string];

/** The contract's operation object (openapi-typescript's `operations[...]`) of a key. */
export type OperationOf<K extends OperationKey> = K extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? NonNullable<paths[P][Lowercase<M> & keyof paths[P]]>
    : never
  : never;

/** No field: what the dispatcher passes where the contract declares none (`{}`). */
type Nothing = { readonly [K in never]: never };

/** One `parameters` group (`path`, `query`) of an operation; {@link Nothing} when it declares none. */
type ParamGroup<O, G extends 'path' | 'query'> = O extends { parameters: infer Ps }
  ? Ps extends { [Q in G]?: infer X }
    ? [NonNullable<X>] extends [never]
      ? Nothing
      : NonNullable<X>
    : Nothing
  : Nothing;

/**
 * The request body of an operation, as the dispatcher hands it over: the JSON body the contract
 * declares (validated against its schema); an optional body that was not sent is `{}`, so its
 * fields are all optional; a multipart upload is its parsed form fields; no declared body is
 * `undefined` (or whatever JSON a client sent to an operation that ignores it).
 */
type BodyOf<O> = O extends { requestBody?: infer B }
  ? [NonNullable<B>] extends [never]
    ? unknown
    : NonNullable<B> extends { content: infer C }
      ? C extends { 'application/json': infer J }
        ? undefined extends B
          ? Partial<J>
          : J
        : Record<string, unknown>
      : unknown
  : unknown;

/** What every handler receives besides the operation's own parameters and body. */
export interface ReqBase {
  ctx: Ctx;
  method: string;
  path: string;
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
  operations?: ReadonlyMap<string, WireHandler>;
}

/**
 * What the handler of operation `K` receives: the path parameters, query and body as the contract
 * types them (the dispatcher has validated and coerced them against openapi.yaml before the call),
 * the user, and the shared context.
 */
export interface Req<K extends OperationKey> extends ReqBase {
  params: ParamGroup<OperationOf<K>, 'path'>;
  query: ParamGroup<OperationOf<K>, 'query'>;
  body: BodyOf<OperationOf<K>>;
}

/** A request of any operation with the contract's pager query (`page` 1-based, `page_size`). */
export type PagedReq = ReqBase & { query: { page?: number; page_size?: number } };

/** A request as the dispatcher builds it, before the operation is known to the type system. */
export interface WireReq extends ReqBase {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A handler returns the JSON body (status 200) or `{ status, body }` via {@link withStatus}. */
export type Handler<K extends OperationKey> = (req: Req<K>) => unknown;

/** An area's handlers: each operation's handler typed by that operation's contract. */
export type HandlerTable = { [K in OperationKey]?: Handler<K> };

/** A handler of the runtime table (keyed by string), called by the dispatcher with a {@link WireReq}. */
export type WireHandler = (req: WireReq) => unknown;

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
export function uid(req: ReqBase): number {
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
export function idempotencyKey(req: ReqBase): string {
  return String(req.headers['idempotency-key']);
}
