import type { components, paths, ResponseData } from '@jijin/core';

/** The contract's schemas (openapi.yaml `components.schemas`), e.g. `Schemas['UserSettings']`. */
export type Schemas = components['schemas'];

type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : never;

/**
 * The JSON request body of a contract operation, e.g. `RequestBody<'/accounts/login/', 'post'>`.
 * Endpoints declare their argument with it so a contract change breaks the build, not the app.
 */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = JsonBody<
  NonNullable<paths[P][M]>
>;

type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The query parameters of a contract operation. */
export type RequestQuery<P extends keyof paths, M extends keyof paths[P]> = QueryOf<
  NonNullable<paths[P][M]>
>;

type MethodOf<P extends keyof paths> = {
  [M in 'get' | 'post' | 'put' | 'delete']: paths[P] extends { [K in M]: infer O }
    ? [O] extends [undefined | never]
      ? never
      : M
    : never;
}['get' | 'post' | 'put' | 'delete'];

/**
 * A pager answer with its rows typed: the contract's pages are `allOf: [Pager, { results: T[] }]`,
 * which the generator renders as `unknown[] & T[]` (whose `.map` sees `unknown`); this makes it `T[]`.
 */
type TypedPage<D> = D extends { results: infer R extends readonly unknown[] }
  ? Omit<D, 'results'> & { results: R[number][] }
  : D;

/**
 * The JSON success body of a contract operation, e.g. `ApiData<'/symbols/funds/{symbol}/', 'get'>`
 * (pager answers with their `results` typed as the row schema).
 */
export type ApiData<P extends keyof paths, M extends MethodOf<P>> = TypedPage<
  ResponseData<paths, P, M>
>;
