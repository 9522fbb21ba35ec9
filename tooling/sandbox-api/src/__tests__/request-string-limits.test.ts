import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../http/openapi';
import { sandboxForFile } from './helpers';

/**
 * README "Request limits": every string a request may carry (path, query, JSON body) has a
 * `maxLength` (or an enum or date format) and every number a `maximum` in the contract, enforced
 * by the same ajv validator that checks its type; a new operation with an unbounded value fails
 * here.
 */

type Schema = Record<string, unknown>;

/**
 * `method path where:name` of every request string without a `maxLength`, enum or date format
 * (`kind` string), or every request number without a `maximum` or enum (`kind` number).
 */
function unboundedRequestValues(kind: 'string' | 'number'): string[] {
  const oa = loadOpenApi();
  const out = new Set<string>();
  const walk = (raw: unknown, where: string, seen: Set<unknown>) => {
    const s = raw ? oa.deref(raw as Schema) : null;
    if (!s || typeof s !== 'object' || seen.has(s)) return;
    seen.add(s);
    const t = s.type;
    const types = kind === 'string' ? ['string'] : ['integer', 'number'];
    const ofKind = types.some((x) => t === x || (Array.isArray(t) && t.includes(x)));
    const bounded =
      (kind === 'string' ? s.maxLength : (s.maximum ?? s.exclusiveMaximum)) !== undefined ||
      s.enum !== undefined ||
      s.const !== undefined ||
      (kind === 'string' && ['date', 'date-time', 'binary'].includes(String(s.format)));
    if (ofKind && !bounded) out.add(where);
    for (const k of ['allOf', 'anyOf', 'oneOf'] as const)
      for (const x of (s[k] as unknown[] | undefined) ?? []) walk(x, where, seen);
    if (s.items) walk(s.items, `${where}[]`, seen);
    for (const [k, v] of Object.entries((s.properties as Record<string, unknown>) ?? {}))
      walk(v, `${where}.${k}`, seen);
  };
  for (const op of oa.ops) {
    const spec = op.spec;
    const item = (oa.doc.paths as Record<string, Schema>)[op.path]!;
    const params = [
      ...((item.parameters as Schema[] | undefined) ?? []),
      ...((spec.parameters as Schema[] | undefined) ?? []),
    ].map((p) => oa.deref(p));
    const name = `${op.method} ${op.path}`;
    for (const p of params)
      if (p.in !== 'header') walk(p.schema, `${name} ${String(p.in)}:${String(p.name)}`, new Set());
    const rb = spec.requestBody ? oa.deref(spec.requestBody as Schema) : null;
    const json = (rb?.content as Record<string, { schema?: unknown }> | undefined)?.[
      'application/json'
    ];
    if (json?.schema) walk(json.schema, `${name} body`, new Set());
  }
  return [...out].sort();
}

describe('every request string has a maxLength in the contract (README: request limits)', () => {
  const box = sandboxForFile();
  it('leaves no path, query or JSON-body string of any operation without a bound', () => {
    expect(unboundedRequestValues('string')).toEqual([]);
  });

  it('leaves no path, query or JSON-body number of any operation without a maximum', () => {
    expect(unboundedRequestValues('number')).toEqual([]);
  });

  it('the bounds are enforced by the validator: a 65-character session_id and a 40-digit amount are refused', () => {
    const oa = loadOpenApi();
    const chat = oa.match('POST', '/ai/chat/user_uttered/');
    const forecast = oa.match('POST', '/store/income/forecast/');
    expect(chat.op?.validateBody?.({ text: '你好', session_id: 'a'.repeat(65) })).toBe(false);
    expect(chat.op?.validateBody?.({ text: '你好', session_id: 'a'.repeat(64) })).toBe(true);
    expect(forecast.op?.validateBody?.({ assets: '1'.repeat(40) })).toBe(false);
    expect(forecast.op?.validateBody?.({ assets: '100000.00' })).toBe(true);
  });

  it('answers a page_size over 10,000 and an id past 32 bits with 400 and errors, never a 500', async () => {
    for (const url of [
      '/symbols/funds/?page_size=10001',
      '/symbols/funds/?page=1&page_size=20&company_id=99999999999',
      '/statuses/2147483648/',
    ]) {
      const r = await box.c.get(url);
      expect(r.status, url).toBe(400);
      expect(r.body.errors, url).toBeTruthy();
    }
    expect((await box.c.get('/symbols/funds/?page_size=10000')).status).toBe(200);
  });
});
