import { describe, expect, it } from 'vitest';
import { baseApi, callApi, type ContractClient } from '../base-api';
import type { ApiData } from '../api-types';

describe('typed requests', () => {
  it('fails tsc on a path, method or body the contract does not have', async () => {
    const calls: string[] = [];
    const client = {
      get: async (p: string) => (calls.push(`GET ${p}`), { ok: true }),
      post: async (p: string) => (calls.push(`POST ${p}`), { ok: true }),
    } as unknown as ContractClient;
    const api = { extra: { api: client } };
    await callApi(api, (c) =>
      c.get('/symbols/funds/{symbol}/', { params: { path: { symbol: '000001' } } }),
    );
    // @ts-expect-error — no such path in openapi.yaml
    await callApi(api, (c) => c.get('/symbols/fundz/'));
    await callApi(api, (c) =>
      // @ts-expect-error — the path has no POST
      c.post('/symbols/funds/{symbol}/', { params: { path: { symbol: '1' } } }),
    );
    // @ts-expect-error — login's body has no field `mobil`
    await callApi(api, (c) => c.post('/accounts/login/', { body: { mobil: '1' } }));
    const typed: ApiData<'/symbols/funds/{symbol}/', 'get'> | null = null;
    expect(typed).toBeNull();
    expect(calls[0]).toBe('GET /symbols/funds/{symbol}/');
  });

  it('has no URL base query: an endpoint written query: () => ({ url }) fails tsc', () => {
    const inject = () =>
      baseApi.injectEndpoints({
        endpoints: (build) => ({
          untyped: build.query<unknown, void>({
            // @ts-expect-error — the base query takes a contract operation, not a URL
            query: () => ({ url: '/symbols/funds/' }),
          }),
        }),
      });
    expect(typeof inject).toBe('function');
  });

  it('turns a rejected call into the serializable error', async () => {
    const api = { extra: { api: { get: () => Promise.reject(new Error('x')) } } };
    const r = await callApi(api, (c) => c.get('/symbols/funds/'));
    expect(r.error?.status).toBe(-1);
  });
});
