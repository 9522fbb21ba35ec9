// A CommonJS script outside the monorepo: the same checks as the ESM one through `require`.
// SANDBOX_URL: the sandbox's origin (tooling/consumers/run.test.mjs starts one).
const assert = require('node:assert/strict');
const { existsSync } = require('node:fs');
const core = require('@jijin/core');
const { checkMobile } = require('@jijin/core/validation');
const { checkFundBuy } = require('@jijin/core/trade');
const { ApiError } = require('@jijin/core/api');

async function main() {
  const sandbox = process.env.SANDBOX_URL;
  assert.ok(sandbox, 'SANDBOX_URL is not set');

  assert.deepEqual(checkMobile('13800138000'), { ok: true });
  assert.equal(checkMobile('2380013800').message, '请输入正确的手机号码');
  assert.deepEqual(core.checkIdCard('11010519491231002X'), { ok: true });
  assert.equal(core.checkIdCard('11010519491231002').ok, false);
  assert.equal(core.formatBigNumber(12345), '1.23万');
  assert.equal(core.formatBigNumber('123456789'), '1.23亿');
  // One class across the root and the subpaths (shared chunks, no second copy)
  assert.equal(ApiError, core.ApiError);
  assert.equal(require('@jijin/core/format').Decimal, core.Decimal);
  assert.ok(core.toDecimal('0.1') instanceof core.Decimal);
  assert.equal(new core.Decimal('0.1').plus('0.2').toFixed(2), '0.30');

  const client = core.createApiClient({
    baseUrl: `${sandbox}/api/v1`,
    storage: core.createMemoryStorage(),
    cookies: core.createMemoryCookieJar(),
  });
  const fund = await client.get('/symbols/funds/{symbol}/', {
    params: { path: { symbol: '000001' } },
  });
  assert.equal(fund.symbol, '000001');
  const below = checkFundBuy({ amount: '1', fund });
  assert.equal(below.ok, false);
  assert.match(below.message, /^最低买入\d+(\.\d+)?元$/);
  assert.deepEqual(checkFundBuy({ amount: '1000', fund }), { ok: true });
  // A 4xx answer rejects with ApiError (spec 000 §7-8)
  await assert.rejects(
    client.get('/symbols/funds/{symbol}/', { params: { path: { symbol: 'NOSUCH' } } }),
    (err) => err instanceof ApiError && err.status >= 400,
  );

  assert.ok(existsSync(require.resolve('@jijin/core/openapi.yaml')));
  console.info(`cjs consumer ok: ${fund.name} ${below.message}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
