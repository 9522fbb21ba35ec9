import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@jijin/core';
import { baseApi, type ApiErrorData } from '../base-api';
import { contractEndpoints, nextPageOf, toRequest } from '../contract-api';
import { buyFund, getFund, getSettings, listFundTrades, uploadAvatar } from '../contract.gen';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function storeWith(request: (m: string, p: string, init: unknown) => Promise<unknown>) {
  const api = baseApi.injectEndpoints({
    endpoints: contractEndpoints({ getFund, buyFund, getSettings, listFundTrades }),
    overrideExisting: true,
  });
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (gdm) =>
      gdm({ thunk: { extraArgument: { api: { request } } } }).concat(baseApi.middleware),
  });
  return { api, store };
}

describe('endpoints generated from the contract (packages/core/openapi/openapi.yaml)', () => {
  it('src/app/contract.gen.ts is what scripts/generate-api.mjs writes from openapi.yaml today', () => {
    expect(() =>
      execFileSync('node', [join(pkgDir, 'scripts', 'generate-api.mjs'), '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });

  it('declares every operationId of openapi.yaml once, a paged GET marked paged (spec 000 §3)', () => {
    const yaml = readFileSync(join(pkgDir, '..', 'core', 'openapi', 'openapi.yaml'), 'utf8');
    const ids = [...yaml.matchAll(/^\s+operationId: (\w+)$/gm)].map((m) => m[1]);
    const gen = readFileSync(join(pkgDir, 'src', 'app', 'contract.gen.ts'), 'utf8');
    const declared = [...gen.matchAll(/^export const (\w+) =/gm)].map((m) => m[1]);
    expect(declared.sort()).toEqual(ids.sort());
    expect(listFundTrades).toBe('GET /funds/trades/ paged');
    expect(getFund).toBe('GET /symbols/funds/{symbol}/');
  });

  it('splits a flat argument into path, query (without empty values), body and Idempotency-Key (spec 000 §7)', () => {
    expect(
      toRequest({ spec: getFund, args: { symbol: '000001', period: '', x: null, y: 2 } }),
    ).toEqual({
      method: 'GET',
      path: '/symbols/funds/{symbol}/',
      init: { params: { path: { symbol: '000001' }, query: { y: 2 } } },
    });
    expect(
      toRequest({ spec: buyFund, args: { body: { amount: '100.00' }, idempotencyKey: 'k1' } }),
    ).toEqual({
      method: 'POST',
      path: '/funds/buy/',
      init: {
        params: { path: {}, query: {} },
        body: { amount: '100.00' },
        headers: { 'Idempotency-Key': 'k1' },
      },
    });
  });

  it("sends a multipart operation's body as a form: a file field as the file (spec 000 §7 avatar)", async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    const r = toRequest({ spec: uploadAvatar, args: { body: { avatar: file } } });
    expect([r.method, r.path]).toEqual(['POST', '/accounts/avatar/']);
    expect(r.init.body).toBeInstanceOf(FormData);
    const sent = (r.init.body as FormData).get('avatar');
    expect(sent).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (sent as Blob).arrayBuffer())).toEqual(
      new Uint8Array([137, 80, 78, 71]),
    );
  });

  it('asks for the next page until total_page, none after the last (spec 000 §4)', () => {
    expect(nextPageOf({ current_page: 1, total_page: 3 })).toBe(2);
    expect(nextPageOf({ current_page: 3, total_page: 3 })).toBeUndefined();
    expect(nextPageOf({ current_page: 1, total_page: 0 })).toBeUndefined();
  });

  it("runs queries and mutations on core's client request and stores its ApiError as data", async () => {
    const calls: unknown[] = [];
    const { api, store } = storeWith(async (m, p, init) => {
      calls.push([m, p, init]);
      if (p === '/funds/buy/') throw new ApiError(400, '金额不足', { amount: ['x'] });
      return { symbol: '000001' };
    });
    const fund = await store.dispatch(api.endpoints.getFund.initiate({ symbol: '000001' }));
    expect(fund.data).toEqual({ symbol: '000001' });
    const buy = await store.dispatch(
      api.endpoints.buyFund.initiate({ body: { amount: '1' } as never, idempotencyKey: 'k' }),
    );
    expect((buy as { error: ApiErrorData }).error).toMatchObject({
      status: 400,
      title: '金额不足',
    });
    expect(calls[0]).toEqual([
      'GET',
      '/symbols/funds/{symbol}/',
      { params: { path: { symbol: '000001' }, query: {} } },
    ]);
  });

  it('loads a paged operation page by page as an infinite query, stopping at total_page', async () => {
    const pages: unknown[] = [];
    const { api, store } = storeWith(async (_m, _p, init) => {
      const page = (init as { params: { query: { page: number } } }).params.query.page;
      pages.push(page);
      return { current_page: page, total_page: 2, total_count: 3, results: [page] };
    });
    await store.dispatch(api.endpoints.listFundTradesPages.initiate({ page_size: 20 }));
    await store.dispatch(
      api.endpoints.listFundTradesPages.initiate({ page_size: 20 }, { direction: 'forward' }),
    );
    const last = await store.dispatch(
      api.endpoints.listFundTradesPages.initiate({ page_size: 20 }, { direction: 'forward' }),
    );
    expect(pages).toEqual([1, 2]);
    expect(last.data?.pages.map((p) => p.results)).toEqual([[1], [2]]);
  });

  it('typing: an argument the contract does not have fails tsc', () => {
    const api = baseApi.injectEndpoints({
      endpoints: contractEndpoints({ getFund }),
      overrideExisting: true,
    });
    // @ts-expect-error — getFund's path parameter is `symbol`
    const bad = () => api.endpoints.getFund.initiate({ code: '000001' });
    expect(typeof bad).toBe('function');
  });
});
