import { describe, expect, it } from 'vitest';
import { baseApi, toApiErrorData, type ContractClient } from '../base-api';
import type { ApiData } from '../api-types';

describe('typed requests', () => {
  it('fails tsc on a path, method or body the contract does not have', async () => {
    const calls: string[] = [];
    const client = {
      get: async (p: string) => (calls.push(`GET ${p}`), { ok: true }),
      post: async (p: string) => (calls.push(`POST ${p}`), { ok: true }),
    } as unknown as ContractClient;
    await client.get('/symbols/funds/{symbol}/', { params: { path: { symbol: '000001' } } });
    // @ts-expect-error — no such path in openapi.yaml
    await client.get('/symbols/fundz/');
    // @ts-expect-error — the path has no POST
    await client.post('/symbols/funds/{symbol}/', { params: { path: { symbol: '1' } } });
    // @ts-expect-error — login's body has no field `mobil`
    await client.post('/accounts/login/', { body: { mobil: '1' } });
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

  it('turns a failure that is not an ApiError into the serializable error', () => {
    expect(toApiErrorData(new Error('x')).status).toBe(-1);
  });
});
