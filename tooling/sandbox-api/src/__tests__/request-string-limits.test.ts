import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../http/openapi';

/**
 * README "Request limits": every string a request may carry (path, query, JSON body) has a
 * `maxLength` in the contract, enforced by the same ajv validator that checks its type. The
 * strings not yet bounded are listed in `unbounded-request-strings.txt`; a string missing from
 * that list fails here, so the list only shrinks.
 */

type Schema = Record<string, unknown>;

/** `method path where:name` of every request string without a `maxLength`, enum or date format. */
function unboundedRequestStrings(): string[] {
  const oa = loadOpenApi();
  const out = new Set<string>();
  const walk = (raw: unknown, where: string, seen: Set<unknown>) => {
    const s = raw ? oa.deref(raw as Schema) : null;
    if (!s || typeof s !== 'object' || seen.has(s)) return;
    seen.add(s);
    const t = s.type;
    const isString = t === 'string' || (Array.isArray(t) && t.includes('string'));
    const bounded =
      s.maxLength !== undefined ||
      s.enum !== undefined ||
      s.const !== undefined ||
      ['date', 'date-time', 'binary'].includes(String(s.format));
    if (isString && !bounded) out.add(where);
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

const LIST = resolve(import.meta.dirname, 'unbounded-request-strings.txt');

describe('every request string has a maxLength in the contract (README: request limits)', () => {
  it('no string outside the shrinking list of those not yet bounded', () => {
    const known = new Set(
      readFileSync(LIST, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#')),
    );
    const found = unboundedRequestStrings();
    // UNBOUNDED_REWRITE=1 rewrites the list from the contract (after bounding strings)
    if (process.env.UNBOUNDED_REWRITE === '1') {
      const head = readFileSync(LIST, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('#'));
      writeFileSync(LIST, [...head, ...found, ''].join('\n'));
      return;
    }
    expect(found.filter((x) => !known.has(x))).toEqual([]);
    // a bounded string leaves the list
    expect([...known].filter((x) => !found.includes(x))).toEqual([]);
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
});
