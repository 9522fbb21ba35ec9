import { createApi } from '@reduxjs/toolkit/query/react';
import { ApiError } from '@jijin/core';
import { toRequest, type ContractBaseQuery } from './contract-api';
import type { AppServices } from './services';

export { definedQuery } from './contract-api';

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
 * The base query: runs a contract operation (`{ spec: 'GET /path/{id}/', args }`, see
 * `contract-api.ts`) on core's API client `request`, which applies the request rules of
 * spec 000 §7-8 (token, CSRF, no-cache, timeout, error bodies, 401); a rejection becomes
 * {@link ApiErrorData}. The client comes from the store's services (`extra`).
 */
export const contractBaseQuery: ContractBaseQuery = async (request, api) => {
  const { method, path, init } = toRequest(request);
  try {
    return { data: await (api.extra as AppServices).api.request(method, path, init) };
  } catch (error) {
    return { error: toApiErrorData(error) };
  }
};

/**
 * The one RTK Query api slice. Areas add the contract operations they serve with
 * `injectEndpoints({ endpoints: contractEndpoints({ getFund, … }) })` (named by operationId,
 * typed by core's `paths`), and their cache tags with
 * `enhanceEndpoints({ addTagTypes: ['<Area>X', …], endpoints: { getFund: { providesTags } } })`
 * (no central tag list — each area adds its own, prefixed by the area).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  tagTypes: [],
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** The contract-typed API client (core's `createApiClient<paths>`): `get` / `post` / `put` / `del`. */
export type ContractClient = AppServices['api'];
