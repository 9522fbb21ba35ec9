import type {
  BaseQueryFn,
  EndpointBuilder,
  EndpointDefinitions,
  InfiniteQueryDefinition,
  MutationDefinition,
  QueryDefinition,
} from '@reduxjs/toolkit/query';
import type { paths, ResponseData } from '@jijin/core';
import type { ApiErrorData } from './base-api';

/**
 * One contract operation as `contract.gen.ts` declares it: `'METHOD /path/'`, with ` paged` when
 * the operation takes the pager's `page` (spec 000 §3) and ` multipart` when its body is a
 * multipart/form-data upload.
 */
export type OperationSpec = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

type MethodOf<S> = S extends `${infer M} /${string}` ? Lowercase<M> : never;
type PathOf<S> = S extends `${string} ${infer P} paged`
  ? P
  : S extends `${string} ${infer P} multipart`
    ? P
    : S extends `${string} ${infer P}`
      ? P
      : never;
type OperationOf<S> =
  PathOf<S> extends keyof paths
    ? MethodOf<S> extends keyof paths[PathOf<S>]
      ? NonNullable<paths[PathOf<S>][MethodOf<S>]>
      : never
    : never;

type None = Record<never, never>;
type Present<T> = [T] extends [never] ? None : [T] extends [undefined] ? None : NonNullable<T>;
type ParamsOf<O, K extends string> = O extends { parameters: infer P }
  ? K extends keyof P
    ? Present<P[K]>
    : None
  : None;
/** A form upload's fields: a file field (`format: binary`, typed `string`) takes a `Blob`. */
type FormOf<F> = { [K in keyof F]: F[K] extends string ? Blob | string : F[K] };
type JsonOf<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content: { 'multipart/form-data': infer F } }
    ? FormOf<F>
    : never;
type BodyOf<O> = O extends { requestBody: infer R }
  ? [JsonOf<R>] extends [never]
    ? None
    : { body: JsonOf<R> }
  : O extends { requestBody?: infer R }
    ? [JsonOf<NonNullable<R>>] extends [never]
      ? None
      : { body?: JsonOf<NonNullable<R>> }
    : None;
type HeaderOf<O> =
  ParamsOf<O, 'header'> extends { 'Idempotency-Key': string } ? { idempotencyKey: string } : None;
type Flat<T> = { [K in keyof T]: T[K] };
type AllOptional<T> = None extends T ? true : false;
type Arg<T> = keyof T extends never ? void : AllOptional<T> extends true ? T | void : T;

/**
 * The argument of a contract operation's endpoint: its path and query parameters side by side
 * (e.g. `{ symbol: '000001', period: '1m' }`), `body` for the JSON request body and
 * `idempotencyKey` for the `Idempotency-Key` header (spec 000 §7); `void` when it takes none.
 */
export type OperationArgs<S> = Flat<
  ParamsOf<OperationOf<S>, 'path'> &
    ParamsOf<OperationOf<S>, 'query'> &
    BodyOf<OperationOf<S>> &
    HeaderOf<OperationOf<S>>
>;

type TypedPage<D> = D extends { results: infer R extends readonly unknown[] }
  ? Omit<D, 'results'> & { results: R[number][] }
  : D;

/** The JSON success body of a contract operation (pager `results` typed as the row schema). */
export type OperationData<S> =
  PathOf<S> extends keyof paths
    ? TypedPage<
        ResponseData<paths, PathOf<S>, MethodOf<S> & ('get' | 'post' | 'put' | 'patch' | 'delete')>
      >
    : never;

/** What the contract base query is given: the operation and its flat argument. */
export interface ContractRequest {
  spec: OperationSpec;
  args?: Record<string, unknown> | void;
}

/** The base query every endpoint runs on. */
export type ContractBaseQuery = BaseQueryFn<ContractRequest, unknown, ApiErrorData>;

type Builder = EndpointBuilder<ContractBaseQuery, string, 'api'>;

/** The endpoints an operation table becomes (see {@link contractEndpoints}). */
export type ContractDefinitions<T extends Record<string, OperationSpec>> = {
  [K in keyof T]: MethodOf<T[K]> extends 'get'
    ? QueryDefinition<
        Arg<OperationArgs<T[K]>>,
        ContractBaseQuery,
        string,
        OperationData<T[K]>,
        'api'
      >
    : MutationDefinition<
        Arg<OperationArgs<T[K]>>,
        ContractBaseQuery,
        string,
        OperationData<T[K]>,
        'api'
      >;
} & {
  [
    K in keyof T as T[K] extends `${string} paged` ? `${K & string}Pages` : never
  ]: InfiniteQueryDefinition<
    Arg<Omit<OperationArgs<T[K]>, 'page'>>,
    number,
    ContractBaseQuery,
    string,
    OperationData<T[K]>,
    'api'
  >;
};

/**
 * The next page of a pager answer (spec 000 §3-4: next is refused on the last page), or
 * `undefined` on the last page.
 * @param last the last page loaded (`current_page`, `total_page`)
 */
export function nextPageOf(last: {
  current_page?: number;
  total_page?: number;
}): number | undefined {
  const page = last.current_page ?? 1;
  return page < (last.total_page ?? 0) ? page + 1 : undefined;
}

/**
 * The RTK Query endpoints of contract operations, named by operationId: a GET is a query,
 * any other method a mutation, and a paged GET is also an infinite query `<operationId>Pages`
 * (first page 1, next page until `total_page`; its argument is the query without `page`).
 * Requests go through {@link contractBaseQuery}, so core's client applies the request rules.
 *
 * ```ts
 * import { getFund, listFundTrades } from '../app/contract.gen';
 * export const fundsApi = sharedApi.injectEndpoints({
 *   endpoints: contractEndpoints({ getFund, listFundTrades }),
 * });
 * fundsApi.useGetFundQuery({ symbol });
 * ```
 * @param table operationId -> `'METHOD /path/'` (imports from `contract.gen.ts`)
 */
export function contractEndpoints<T extends Record<string, OperationSpec>>(
  table: T,
): (build: Builder) => ContractDefinitions<T> {
  return (build) => {
    const out: EndpointDefinitions = {};
    for (const [name, spec] of Object.entries(table)) {
      const query = (args: Record<string, unknown> | void): ContractRequest => ({ spec, args });
      out[name] = spec.startsWith('GET ') ? build.query({ query }) : build.mutation({ query });
      if (spec.endsWith(' paged')) {
        out[`${name}Pages`] = build.infiniteQuery<unknown, Record<string, unknown> | void, number>({
          infiniteQueryOptions: {
            initialPageParam: 1,
            getNextPageParam: (last) => nextPageOf(last as { current_page?: number }),
          },
          query: ({ queryArg, pageParam }) => ({ spec, args: { ...queryArg, page: pageParam } }),
        });
      }
    }
    return out as unknown as ContractDefinitions<T>;
  };
}

/**
 * A query without the values the server should not see (`undefined`, `null` and `''`).
 * @param query the query object
 */
export function definedQuery<Q extends object>(query: Q): Q {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Q;
}

/** A form upload's body: each field appended as is (a `Blob` as a file, anything else as text). */
function formDataOf(fields: unknown): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, unknown>))
    if (value !== undefined && value !== null)
      data.append(name, value instanceof Blob ? value : String(value));
  return data;
}

/**
 * Splits a flat argument into the request of core's client: `{name}` segments of the path take
 * their parameter, `body` is the JSON body (a `FormData` for a ` multipart` operation, sent as
 * multipart/form-data), `idempotencyKey` the `Idempotency-Key` header
 * (spec 000 §7), and the rest is the query (without `undefined`, `null` and `''`).
 * @returns the method, the path template and core's `request` init
 */
export function toRequest({ spec, args }: ContractRequest): {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  init: {
    params: { path: Record<string, unknown>; query: Record<string, unknown> };
    body?: unknown;
    headers?: Record<string, string>;
  };
} {
  const [method, path, form] = spec.split(' ') as ['GET', string, string | undefined];
  const rest: Record<string, unknown> = { ...(args ?? {}) };
  const pathParams: Record<string, unknown> = {};
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    pathParams[name!] = rest[name!];
    delete rest[name!];
  }
  const { body, idempotencyKey, ...query } = rest;
  return {
    method,
    path,
    init: {
      params: { path: pathParams, query: definedQuery(query) },
      ...(body === undefined ? {} : { body: form === 'multipart' ? formDataOf(body) : body }),
      ...(typeof idempotencyKey === 'string'
        ? { headers: { 'Idempotency-Key': idempotencyKey } }
        : {}),
    },
  };
}
