// A Node service outside the monorepo (moduleResolution nodenext, ESM; strict,
// exactOptionalPropertyTypes, skipLibCheck false): the typed client against a sandbox path, its
// answer typed by the contract, then a buy check on it. Compiled with tsc and run against the
// sandbox (SANDBOX_URL).
import {
  Decimal,
  createApiClient,
  createMemoryCookieJar,
  createMemoryStorage,
  type ApiClient,
  type paths,
} from '@jijin/core';
import type { ResponseData } from '@jijin/core/api';
import { checkFundBuy } from '@jijin/core/trade';
import { formatBigNumber, toDecimal } from '@jijin/core/format';
import { readLegacy } from './legacy.cjs';

/** The fund detail as the contract types it. */
export type Fund = ResponseData<paths, '/symbols/funds/{symbol}/', 'get'>;

export function sandboxClient(origin: string): ApiClient<paths> {
  return createApiClient<paths>({
    baseUrl: `${origin}/api/v1`,
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
  });
}

export async function readFund(client: ApiClient<paths>, symbol: string): Promise<Fund> {
  const fund = await client.get('/symbols/funds/{symbol}/', { params: { path: { symbol } } });
  // The answer is typed by the contract: symbol is a string, net_value a decimal string or null.
  const code: string = fund.symbol;
  const netValue: string | null | undefined = fund.net_value;
  void code;
  void netValue;
  return fund;
}

/** Never called: each line must fail to type-check, or tsc reports the unused @ts-expect-error. */
export async function wrongCalls(client: ApiClient<paths>): Promise<void> {
  // @ts-expect-error not a path of the contract
  await client.get('/symbols/funds/{code}/', { params: { path: { code: '000001' } } });
  // @ts-expect-error the {symbol} path parameter is required
  await client.get('/symbols/funds/{symbol}/');
  const fund = await readFund(client, '000001');
  // @ts-expect-error the answer has no such field
  console.info(fund.no_such_field);
  // @ts-expect-error a buy needs its Idempotency-Key header
  await client.post('/funds/buy/', {
    body: { symbol: '000001', amount: '10.00', bank_card_id: 1, password: '135790' },
  });
  // @ts-expect-error Decimal is decimal.js-light's class, not any
  toDecimal('1.5').noSuchMethod();
  // @ts-expect-error core's Decimal is that class too, not any
  new Decimal('1.5').noSuchMethod();
}

/**
 * Exact money through core's own Decimal (type and class), with no decimal.js-light install of
 * this project's own: the value core's functions return is an instance of it.
 */
export function addYuan(a: string, b: string): string {
  const sum: Decimal = new Decimal(a).plus(toDecimal(b));
  if (!(toDecimal(a) instanceof Decimal))
    throw new Error("core's Decimal is not the class it uses");
  return sum.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

const origin = process.env.SANDBOX_URL;
if (!origin) throw new Error('SANDBOX_URL is not set');
const fund = await readFund(sandboxClient(origin), '000001');
const check = checkFundBuy({ amount: '1', fund });
if (check.ok || !/^最低买入/.test(check.message))
  throw new Error(`unexpected buy check ${JSON.stringify(check)}`);
if (formatBigNumber('123456789') !== '1.23亿') throw new Error('万/亿 formatting');
if (addYuan('0.1', '0.2') !== '0.30') throw new Error('exact decimals');
if (readLegacy() !== true) throw new Error('CommonJS entry');
console.info(`ts-node16 consumer ok: ${fund.name} ${check.message}`);
