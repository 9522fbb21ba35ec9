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

  it('refuses an operation handled by two areas', () => {
    const h: Handler = () => ({});
    const a = defineArea({ id: 'a', handlers: { 'GET /symbols/funds/': h } });
    const b = defineArea({ id: 'b', handlers: { 'GET /symbols/funds/': h } });
    expect(() => registerAreas(new Map(), [a, b])).toThrow(/handled twice/);
  });
});
