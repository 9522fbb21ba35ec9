import { createApi, type BaseQueryApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ApiError } from '@jijin/core';
import type { AppServices } from './services';

/** One call of the contract, as RTK Query endpoints describe it. */
export interface ApiRequest {
  /** A path of openapi.yaml, relative to /api/v1, e.g. `/symbols/funds/{symbol}/`. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

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
 * RTK Query base query over core's API client (DESIGN.md "How a request flows"): every rule of
 * spec 000 §7-8 lives in the client; a rejected call becomes {@link ApiErrorData}.
 */
export const coreBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiErrorData> = async (args, api) => {
  const services = api.extra as AppServices;
  try {
    const query = args.query
      ? Object.fromEntries(
          Object.entries(args.query).filter(([, v]) => v !== undefined && v !== ''),
        )
      : undefined;
    const data = await services.api.request(args.method ?? 'GET', args.url, {
      params: { path: args.path, query },
      body: args.body,
      headers: args.headers,
    });
    return { data };
  } catch (error) {
    return { error: toApiErrorData(error) };
  }
};

/** The contract-typed API client (core's `createApiClient<paths>`): `get` / `post` / `put` / `del`. */
export type ContractClient = AppServices['api'];

/**
 * Runs one typed contract call for an RTK Query `queryFn` (issue 12: typed requests). The URL,
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

/** Cache tags shared by the areas (each area adds endpoints with `injectEndpoints`). */
export const TAG_TYPES = [
  'Me',
  'Settings',
  'BankCard',
  'Identity',
  'TradePassword',
  'RiskProfile',
  'Assets',
  'Fund',
  'Following',
  'Holding',
  'Trade',
  'FixedInvestment',
  'Bao',
  'Income',
  'Coupon',
] as const;

/** The one RTK Query api slice; every area extends it with `injectEndpoints` (HOUSE_STYLE.md). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: coreBaseQuery,
  tagTypes: TAG_TYPES,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
