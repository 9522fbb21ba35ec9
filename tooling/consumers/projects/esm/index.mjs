// A plain Node ESM script outside the monorepo: validate a mobile and an ID card, check a buy of a
// fund read from the sandbox with the typed client, format 万/亿. Exits non-zero on any mismatch.
// SANDBOX_URL: the sandbox's origin (tooling/consumers/run.test.mjs starts one).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  Decimal,
  checkFundBuy,
  checkIdCard,
  checkMobile,
  createApiClient,
  createMemoryCookieJar,
  createMemoryStorage,
  formatBigNumber,
} from '@jijin/core';
import { isValidMobile } from '@jijin/core/validation';
import { Decimal as FormatDecimal, formatMoney, toDecimal } from '@jijin/core/format';

const sandbox = process.env.SANDBOX_URL;
assert.ok(sandbox, 'SANDBOX_URL is not set');

// Validation (spec 000 §5)
assert.deepEqual(checkMobile('13800138000'), { ok: true });
assert.equal(checkMobile('1380013800').ok, false);
assert.equal(checkMobile('1380013800').message, '请输入正确的手机号码');
assert.equal(isValidMobile('13800138000'), true);
assert.deepEqual(checkIdCard('11010519491231002X'), { ok: true });
assert.equal(checkIdCard('110105194912310021').ok, false);

// 万/亿 (spec 000 §9), exact decimals
assert.equal(formatBigNumber(12345), '1.23万');
assert.equal(formatBigNumber('123456789'), '1.23亿');
assert.equal(formatMoney('1234.5'), '1234.50');
// core's Decimal is the class its money helpers compute with, one class from the root and /format
assert.equal(Decimal, FormatDecimal);
assert.ok(toDecimal('0.1') instanceof Decimal);
assert.equal(new Decimal('0.1').plus('0.2').toFixed(2), '0.30');

// The typed client against the sandbox, then the buy check on the fund it returned (spec 001 §5)
const client = createApiClient({
  baseUrl: `${sandbox}/api/v1`,
  storage: createMemoryStorage(),
  cookies: createMemoryCookieJar(),
});
const fund = await client.get('/symbols/funds/{symbol}/', {
  params: { path: { symbol: '000001' } },
});
assert.equal(fund.symbol, '000001');
assert.ok(fund.amount_min_buy, 'the sandbox fund has a minimum buy');
const below = checkFundBuy({ amount: '1', fund });
assert.equal(below.ok, false);
assert.match(below.message, /^最低买入\d+(\.\d+)?元$/);
assert.deepEqual(checkFundBuy({ amount: '1000', fund }), { ok: true });
const registered = await client.get('/accounts/check_mobile/', {
  params: { query: { mobile: '13800138000' } },
});
assert.equal(typeof registered.status, 'number');

// The contract ships with the package
const contract = fileURLToPath(import.meta.resolve('@jijin/core/openapi.yaml'));
assert.ok(existsSync(contract));
assert.match(readFileSync(contract, 'utf8'), /^openapi: 3\.1/m);

console.info(`esm consumer ok: ${fund.name} ${below.message}`);
