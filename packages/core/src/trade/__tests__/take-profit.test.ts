import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTakeProfitTarget, TAKE_PROFIT_MESSAGES } from '../take-profit';

const code = (v: string | number | null | undefined) => {
  const r = checkTakeProfitTarget(v);
  return r.ok ? 'ok' : [r.code, r.message];
};

describe('目标止盈 target (designed smart 定投): above 0, at most 500 %, two decimals', () => {
  it('passes a target in (0, 500] with at most two decimals, typed or as a number', () => {
    for (const v of ['15', '0.01', '12.5', '500', '500.00', ' 20 ', '007', 15, 12.34, 500])
      expect(checkTakeProfitTarget(v)).toEqual({ ok: true });
  });

  it('refuses what is not plain digits with two decimals: 请输入目标收益率，最多两位小数', () => {
    const invalid = ['target-invalid', '请输入目标收益率，最多两位小数'];
    for (const v of [
      '',
      '  ',
      null,
      undefined,
      'abc',
      '1.',
      '.5',
      '1.234',
      '-5',
      '+5',
      '1e2',
      -5,
      1e-7,
    ])
      expect(code(v)).toEqual(invalid);
  });

  it('refuses 0 and anything above 500: 目标收益率应在0.01%至500%之间', () => {
    const range = ['target-out-of-range', TAKE_PROFIT_MESSAGES.outOfRange];
    for (const v of ['0', '0.00', '500.01', '501', '10000', 0, 600]) expect(code(v)).toEqual(range);
    expect(TAKE_PROFIT_MESSAGES.outOfRange).toBe('目标收益率应在0.01%至500%之间');
  });

  it('property: any hundredth of a percent passes exactly when it is in 0.01..500.00', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (hundredths) => {
        const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
        const r = checkTakeProfitTarget(text);
        expect(r.ok).toBe(hundredths >= 1 && hundredths <= 50_000);
        if (!r.ok) expect(r.code).toBe('target-out-of-range');
      }),
    );
  });

  it('property: three or more decimals never pass, whatever the value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.stringMatching(/^\d{3,6}$/),
        (whole, decimals) => {
          expect(code(`${whole}.${decimals}`)).toEqual([
            'target-invalid',
            TAKE_PROFIT_MESSAGES.invalid,
          ]);
        },
      ),
    );
  });
});
