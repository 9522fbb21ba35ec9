import { describe, expect, it } from 'vitest';
import { defineArea, type OperationKey } from '../define';
import { registerAreas } from '../runtime';
import type { Handler } from '../../http/registry';

describe('area handlers are keyed by the contract', () => {
  it('accepts a key the contract has and rejects one it does not (checked by tsc)', () => {
    const ok: OperationKey = 'GET /symbols/funds/{symbol}/';
    // @ts-expect-error — no such path in openapi.yaml
    const wrongPath: OperationKey = 'GET /symbols/fundz/';
    // @ts-expect-error — the path exists but not with this method
    const wrongMethod: OperationKey = 'DELETE /symbols/funds/';
    expect([ok, wrongPath, wrongMethod]).toHaveLength(3);
  });

  it("types a handler's params, query and body by its operation (checked by tsc)", () => {
    const detail: Handler<'GET /symbols/funds/{symbol}/'> = (req) => req.params.symbol.length;
    // @ts-expect-error — the fund detail declares no `page` query parameter
    const undeclared: Handler<'GET /symbols/funds/{symbol}/'> = (req) => req.query.page;
    // @ts-expect-error — a GET declares no body fields
    const noBody: Handler<'GET /symbols/funds/'> = (req) => req.body.amount;
    expect([detail, undeclared, noBody]).toHaveLength(3);
  });

  it('refuses an operation handled by two areas', () => {
    const h: Handler<'GET /symbols/funds/'> = () => ({});
    const a = defineArea({ id: 'a', handlers: { 'GET /symbols/funds/': h } });
    const b = defineArea({ id: 'b', handlers: { 'GET /symbols/funds/': h } });
    expect(() => registerAreas(new Map(), [a, b])).toThrow(/handled twice/);
  });
});
