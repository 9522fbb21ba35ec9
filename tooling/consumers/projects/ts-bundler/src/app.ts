// Another team's web app (bundler resolution, DOM lib): the typed client against a sandbox path
// and the rules, type-checked only (tsc --noEmit).
import {
  createApiClient,
  createMemoryCookieJar,
  createMemoryStorage,
  type ApiClient,
  type components,
  type paths,
} from '@jijin/core';
import { checkMobile, type CheckResult } from '@jijin/core/validation';
import { tradeStatusText } from '@jijin/core/status';
import { Decimal, toDecimal } from '@jijin/core/format';

type Fund = components['schemas']['Fund'];

export const client: ApiClient<paths> = createApiClient<paths>({
  baseUrl: 'http://127.0.0.1:8787/api/v1',
  storage: createMemoryStorage(),
  cookies: createMemoryCookieJar(),
});

export async function fundTitle(symbol: string): Promise<string> {
  const fund: Fund = await client.get('/symbols/funds/{symbol}/', { params: { path: { symbol } } });
  return `${fund.name} ${fund.net_value ?? '--'}`;
}

export async function isRegistered(mobile: string): Promise<boolean> {
  const check: CheckResult = checkMobile(mobile);
  if (!check.ok) throw new Error(check.message);
  const answer = await client.get('/accounts/check_mobile/', { params: { query: { mobile } } });
  return answer.status !== 0;
}

export const confirmed: string = tradeStatusText(1);

/** A total in yuan with core's Decimal (from `/format`, the root's same class). */
export function totalYuan(amounts: readonly string[]): string {
  const total: Decimal = amounts.reduce((sum, a) => sum.plus(toDecimal(a)), new Decimal(0));
  return total.toFixed(2);
}

export async function wrongCalls(): Promise<void> {
  // @ts-expect-error not a path of the contract
  await client.get('/symbols/fund/{symbol}/', { params: { path: { symbol: '000001' } } });
  // @ts-expect-error check_mobile needs its mobile query
  await client.get('/accounts/check_mobile/', { params: { query: { phone: '1' } } });
}
