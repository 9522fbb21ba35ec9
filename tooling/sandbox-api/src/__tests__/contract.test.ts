import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid } from './helpers';
import type { SandboxApp } from '../index';
import { sample, sampleRequest } from '../http/request-samples';

/**
 * Sweeps every operation of openapi.yaml as a logged-in user with an open account: each answers
 * a declared status with a schema-valid body (the Client validates), never a 500, and GETs
 * answer the same body twice (stable, not random).
 */
describe('every operation of the contract answers schema-valid data', () => {
  let sb: SandboxApp;
  let c: Client;
  let cardId: number;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    ({ cardId } = await openAccount(c, '13500135000'));
    await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    await c.post(
      '/funds/bao/buy/',
      { amount: '5000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    await c.post('/__sandbox/clock', { now: '2026-04-23T10:00:00+08:00' });
  });
  afterAll(() => sb.close());

  const PATH_VALUES: Record<string, string> = { symbol: '000001', code: 'home', id: '1', pk: '1' };

  it('answers every GET with a declared status, a valid body, and the same body twice', async () => {
    const req = sampleRequest(sb.ctx);
    const failures: string[] = [];
    c.soft = failures;
    for (const op of sb.oa.ops.filter((o) => o.method === 'GET')) {
      const path = op.path.replace(/\{([^}]+)\}/g, (_m, n: string) => PATH_VALUES[n] ?? '1');
      const params = ((op.spec.parameters as Record<string, unknown>[]) ?? []).map((p) =>
        sb.oa.deref(p),
      );
      const qs = new URLSearchParams();
      for (const p of params) {
        if (p.in !== 'query' || !p.required) continue;
        const v =
          p.name === 'symbol'
            ? '000001'
            : p.name === 'code'
              ? 'home'
              : sample(req, sb.oa.deref(p.schema as Record<string, unknown>), String(p.name));
        qs.set(String(p.name), String(Array.isArray(v) ? v.join(',') : v));
      }
      const url = `${path}${qs.size ? `?${qs}` : ''}`;
      const r1 = await c.get(url);
      if (r1.status >= 500) failures.push(`${url} -> ${r1.status}`);
      // a captcha is a new image on every call by design; an SMS code is sent once a minute
      if (r1.status === 200 && op.path === '/accounts/new_mobile_captcha/') {
        const r2 = await c.get(url);
        if (r2.status !== 429) failures.push(`${url} sent a second SMS within a minute`);
      } else if (r1.status === 200 && op.path !== '/coupons/getcaptcha/') {
        const r2 = await c.get(url);
        if (JSON.stringify(r2.body) !== JSON.stringify(r1.body))
          failures.push(`${url} is not stable across calls`);
      }
    }
    c.soft = null;
    expect(failures).toEqual([]);
  });

  it('answers every POST/PUT/DELETE with a valid sample body with a declared status and never a 500', async () => {
    const req = sampleRequest(sb.ctx, 'POST');
    const failures: string[] = [];
    c.soft = failures;
    for (const op of sb.oa.ops.filter((o) => o.method !== 'GET')) {
      if (/logout/.test(op.path)) continue;
      const path = op.path.replace(/\{([^}]+)\}/g, (_m, n: string) => PATH_VALUES[n] ?? '1');
      const rb = op.spec.requestBody
        ? sb.oa.deref(op.spec.requestBody as Record<string, unknown>)
        : null;
      const schema = (
        rb?.content as Record<string, { schema?: Record<string, unknown> }> | undefined
      )?.['application/json']?.schema;
      const body = schema ? sample(req, schema, op.path) : {};
      const headers: Record<string, string> = op.headers.some((h) => h.name === 'idempotency-key')
        ? { 'Idempotency-Key': uuid() }
        : {};
      const r = await c.call(op.method, path, body, headers);
      if (r.status >= 500)
        failures.push(`${op.method} ${path} -> ${r.status} ${JSON.stringify(r.body)}`);
    }
    c.soft = null;
    expect(failures).toEqual([]);
  });
});

describe('hostile input never produces a 500', () => {
  it('answers junk bodies and query strings on every operation with a declared 4xx or 2xx', async () => {
    const sb = freshSandbox();
    const c = new Client(sb);
    const { cardId } = await openAccount(c, '13500137000');
    await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    const failures: string[] = [];
    c.soft = failures;
    const weird = (schema: Record<string, unknown> | undefined, variant: number): unknown => {
      const s = schema ? sb.oa.deref(schema) : {};
      const t = Array.isArray(s.type) ? s.type.find((x: string) => x !== 'null') : s.type;
      const props = (s.properties ?? {}) as Record<string, Record<string, unknown>>;
      if (t === 'object' || Object.keys(props).length) {
        const o: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(props)) o[k] = weird(v, variant);
        return o;
      }
      const strings = [
        "' OR 1=1 --",
        '',
        '-1',
        '99999999999999999999.99',
        '000000',
        '\u0000',
        '0.001',
        'null',
      ];
      if (t === 'string' || s.$ref || s.anyOf) return strings[variant % strings.length];
      if (t === 'integer') return [0, -1, 2 ** 53, 1][variant % 4];
      if (t === 'number') return [-1e308, 0, 1e308, 0.1][variant % 4];
      if (t === 'boolean') return variant % 2 === 0;
      if (t === 'array')
        return variant % 2 ? [] : [weird(s.items as Record<string, unknown>, variant)];
      return null;
    };
    for (const op of sb.oa.ops) {
      const path = op.path.replace(/\{([^}]+)\}/g, (_m, n: string) =>
        n === 'symbol' ? '000001' : n === 'code' ? 'home' : '1',
      );
      const rb = op.spec.requestBody
        ? sb.oa.deref(op.spec.requestBody as Record<string, unknown>)
        : null;
      const schema = (
        rb?.content as Record<string, { schema?: Record<string, unknown> }> | undefined
      )?.['application/json']?.schema;
      const params = ((op.spec.parameters as Record<string, unknown>[]) ?? [])
        .map((p) => sb.oa.deref(p))
        .filter((p) => p.in === 'query');
      for (let v = 0; v < 8; v++) {
        const qs = new URLSearchParams();
        for (const p of params)
          qs.set(String(p.name), String(weird(p.schema as Record<string, unknown>, v)));
        const url = `${path}${qs.size ? `?${qs}` : ''}`;
        const headers: Record<string, string> = op.headers.some((h) => h.name === 'idempotency-key')
          ? { 'Idempotency-Key': `fuzz-key-${v}-${op.operationId}` }
          : {};
        const r =
          op.method === 'GET'
            ? await c.get(url)
            : await c.call(op.method, url, schema ? weird(schema, v) : {}, headers);
        if (r.status >= 500) failures.push(`${op.method} ${url} -> ${r.status}`);
      }
    }
    c.soft = null;
    sb.close();
    expect(failures).toEqual([]);
  }, 120_000); // ~2,500 requests: the default 30 s is too short on a loaded shared machine
});

describe('the dev endpoints', () => {
  it('resets users and trades but keeps the market data', async () => {
    const sb = freshSandbox();
    const c = new Client(sb);
    await openAccount(c, '13500136000');
    expect((sb.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(1);
    const r = await c.post('/__sandbox/reset', {});
    expect(r.status).toBe(200);
    expect((sb.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(0);
    expect((await c.get('/funds/fund/mine/')).status).toBe(401);
    expect((await c.get('/symbols/funds/000001/')).body.abbr_name).toBe('华夏成长混合');
    sb.close();
  });

  it('are absent without dev mode', async () => {
    const { createApp } = await import('../index');
    const sb = createApp({ db: ':memory:', dev: false });
    const res = await sb.fetch(new Request('http://127.0.0.1/__sandbox/sms?mobile=13800138000'));
    expect(res.status).toBe(404);
    expect((await sb.fetch(new Request('http://127.0.0.1/__sandbox/health'))).status).toBe(200);
    sb.close();
  });
});
