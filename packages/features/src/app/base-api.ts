import { createApi, fakeBaseQuery, type BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { ApiError } from '@jijin/core';
import type { AppServices } from './services';

/** The serializable error RTK Query stores: the {@link ApiError} fields screens need. */
export interface ApiErrorData {
  status: number;
  title: string;
  keys: string[];
  errors?: Record<string, string[] | string>;
}

/** Turns whatever a call threw into {@link ApiErrorData}. */
export function toApiErrorData(error: unknown): ApiErrorData {
  if (error instanceof ApiError) {
    return { status: error.status, title: error.title, keys: error.keys, errors: error.errors };
  }
  return { status: -1, title: '网络连接失败，请检查网络', keys: [] };
}

/**
 * A query without the values the server should not see (`undefined`, `null` and `''`), keeping
 * its contract type — what the untyped base query did for every call.
 * @param query the typed query object
 */
export function definedQuery<Q extends object>(query: Q): Q {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Q;
}

/** The contract-typed API client (core's `createApiClient<paths>`): `get` / `post` / `put` / `del`. */
export type ContractClient = AppServices['api'];

/**
 * Runs one typed contract call for an RTK Query `queryFn` (typed requests). The URL,
 * method, path/query params and body are checked by `tsc` against openapi.yaml, and the answer
 * is typed by the contract:
 *
 * ```ts
 * getPortfolio: build.query<ApiData<'/portfolios/{id}/', 'get'>, number>({
 *   queryFn: (id, api) => callApi(api, (c) => c.get('/portfolios/{id}/', { params: { path: { id } } })),
 * }),
 * ```
 * @param api RTK Query's BaseQueryApi (its `extra` is the app's services)
 * @param call the call on the typed client
 * @returns `{ data }`, or `{ error }` as {@link ApiErrorData} (never throws)
 */
export async function callApi<T>(
  api: Pick<BaseQueryApi, 'extra'>,
  call: (client: ContractClient) => Promise<T>,
): Promise<{ data: T; error?: undefined } | { error: ApiErrorData; data?: undefined }> {
  try {
    return { data: await call((api.extra as AppServices).api) };
  } catch (error) {
    return { error: toApiErrorData(error) };
  }
}

/**
 * The one RTK Query api slice; every area extends it with
 * `baseApi.enhanceEndpoints({ addTagTypes: ['<Area>X', …] }).injectEndpoints(…)` (no
 * central tag list — each area adds its own, prefixed by the area). There is no untyped base
 * query: every endpoint is a `queryFn` running a contract-typed call through {@link callApi}
 * (an endpoint written `query: () => ({ url })` does not compile).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiErrorData>(),
  tagTypes: [],
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
