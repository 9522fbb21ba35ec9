import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid } from './helpers';
import type { SandboxApp } from '../index';
import { sample, sampleRequest } from '../http/request-samples';

/**
 * Keys (anywhere on the path) whose dates look forward by definition (a confirmation, an expiry, the next 定投 day, a
 * session's end): everything else dated in an answer is a fact that already happened and must
 * not be dated after the clock's day (README "Dates").
 */
const FORWARD_KEY =
  /(expire|expiry|deadline|confirm|arriv|next|due|until|end|valid|effective_to|first_date|income_date|game_date|last_trading_day|status_info|unlock|maturity|settle|appointment|deduct|schedule)/i;

/** A date (or date-time) at the start of a string value: `2026-04-20`, `2026-04-20 15:00`, `2026-04-20T…`. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]|$)/;

/** Every `[keyPath, value]` of a JSON answer whose value is a date string. */
function datedValues(v: unknown, path: string, out: [string, string][]): void {
  if (typeof v === 'string') {
    if (DATE.test(v)) out.push([path, v.slice(0, 10)]);
  } else if (Array.isArray(v)) {
    for (const x of v) datedValues(x, `${path}[]`, out);
  } else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) datedValues(x, path ? `${path}.${k}` : k, out);
  }
}

/**
 * Sweeps every GET of the contract, for a current fund (000001), a fund whose series stops in
 * February (110011), an index and a money fund, as a user holding funds, on Monday 2026-04-20:
 * no NAV, close, yield or other past fact is dated after that day (spec 001 §4 shows NAVs "as
 * of" their date; a later date would be a price from the future).
 */
describe('no answer carries a fact dated after the clock', () => {
  let sb: SandboxApp;
  let c: Client;
  const TODAY = '2026-04-20';
  beforeAll(async () => {
    sb = freshSandbox(`${TODAY}T10:00:00+08:00`);
    c = new Client(sb);
    const { cardId } = await openAccount(c, '13500135011');
    await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
  });
  afterAll(() => sb.close());

  it('serves no past fact dated after 2026-04-20 on any GET, for current and stale funds', async () => {
    const req = sampleRequest(sb.ctx);
    const late: string[] = [];
    // schema conformance is the contract sweep's job; here only the dates are read
    c.soft = [];
    let dated = 0;
    for (const symbol of ['000001', '110011', '000300', '000198']) {
      const values: Record<string, string> = { symbol, code: 'home', id: '1', pk: '1' };
      for (const op of sb.oa.ops.filter((o) => o.method === 'GET')) {
        if (
          symbol !== '000001' &&
          !op.path.includes('{symbol}') &&
          !/symbol/.test(JSON.stringify(op.spec.parameters ?? []))
        )
          continue;
        const path = op.path.replace(/\{([^}]+)\}/g, (_m, n: string) => values[n] ?? '1');
        const qs = new URLSearchParams();
        for (const p of ((op.spec.parameters as Record<string, unknown>[]) ?? []).map((x) =>
          sb.oa.deref(x),
        )) {
          if (p.in !== 'query') continue;
          if (p.name === 'symbol' || p.name === 'symbols') qs.set(String(p.name), symbol);
          else if (p.required) {
            const v = sample(req, sb.oa.deref(p.schema as Record<string, unknown>), String(p.name));
            qs.set(String(p.name), String(Array.isArray(v) ? v.join(',') : v));
          }
        }
        const url = `${path}${qs.size ? `?${qs}` : ''}`;
        const r = await c.get(url);
        if (r.status !== 200) continue;
        const found: [string, string][] = [];
        datedValues(r.body, '', found);
        for (const [key, date] of found) {
          if (FORWARD_KEY.test(key)) continue;
          dated++;
          if (date > TODAY) late.push(`${url} ${key}=${date}`);
        }
      }
    }
    c.soft = null;
    expect(dated).toBeGreaterThan(1000);
    expect([...new Set(late)]).toEqual([]);
  }, 120_000);
});
