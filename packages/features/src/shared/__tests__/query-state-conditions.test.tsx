import { describe, expect, it } from 'vitest';
import { isConditionError } from '../errors';

describe('conditions are not failures (spec 000 §3 errors field, §8)', () => {
  it('a 403 / 404 naming the condition in errors is a condition; other failures are not', () => {
    expect(
      isConditionError({
        status: 403,
        title: '您还没有开通店铺',
        errors: { detail: ['您还没有开通店铺'] },
      }),
    ).toBe(true);
    expect(
      isConditionError({
        status: 404,
        title: '您未持有该组合',
        errors: { detail: ['您未持有该组合'] },
      }),
    ).toBe(true);
    expect(isConditionError({ status: 404, title: '页面不存在' })).toBe(false);
    expect(isConditionError({ status: 500, title: '服务器错误', errors: { detail: ['x'] } })).toBe(
      false,
    );
    expect(isConditionError({ status: 400, title: '参数错误', errors: { amount: ['x'] } })).toBe(
      false,
    );
  });
});
