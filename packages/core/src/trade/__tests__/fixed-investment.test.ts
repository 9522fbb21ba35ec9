import { describe, expect, it } from 'vitest';
import {
  checkFixedInvestment,
  firstFixedInvestDate,
  fixedInvestDayLabel,
  fixedInvestDayOptions,
  isValidFixedInvestDay,
} from '../fixed-investment';

const fund = { allow_fixed: true, amount_fixed_min: '100.00' };
const card = { id: 1, status: 1, bank: { single_limit: '5000' } };
const base = { fund, bankCard: card, period_unit: 0 as const, trade_day: 8 };

describe('fixed investment checks (001 §5)', () => {
  it('says 当前基金不允许定投 when the fund does not allow it (001 §5)', () => {
    expect(checkFixedInvestment({ ...base, amount: '200', fund: { allow_fixed: false } })).toEqual({
      ok: false,
      code: 'not-allowed',
      message: '当前基金不允许定投',
    });
  });

  it('requires a card (001 §5)', () => {
    expect(checkFixedInvestment({ ...base, amount: '200', bankCard: null })).toMatchObject({
      code: 'card-required',
      message: '银行卡不能为空',
    });
  });

  it('says 请输入正确的金额 for a non-number and is silent when blank (001 §5)', () => {
    expect(checkFixedInvestment({ ...base, amount: '1e3' })).toMatchObject({
      code: 'amount-invalid',
      message: '请输入正确的金额',
    });
    expect(checkFixedInvestment({ ...base, amount: '' })).toMatchObject({
      code: 'blank',
      message: '',
    });
  });

  it('says 最低定投{n}元 below the minimum (001 §5)', () => {
    expect(checkFixedInvestment({ ...base, amount: '99' })).toEqual({
      ok: false,
      code: 'below-min',
      message: '最低定投100元',
    });
  });

  it('says 定投金额超过银行单笔限额 above the card single limit (001 §5)', () => {
    expect(checkFixedInvestment({ ...base, amount: '5000.01' })).toEqual({
      ok: false,
      code: 'over-bank-limit',
      message: '定投金额超过银行单笔限额',
    });
  });

  it('says 最多定投{n}元 above amount_fixed_max (001 §3, chosen message)', () => {
    expect(
      checkFixedInvestment({ ...base, amount: '3000', fund: { ...fund, amount_fixed_max: 2000 } }),
    ).toMatchObject({ message: '最多定投2000元' });
  });

  it('accepts weekly days 1-5 and monthly days 1-28 only (001 §5, §9)', () => {
    expect(checkFixedInvestment({ ...base, amount: '200' })).toEqual({ ok: true });
    expect(checkFixedInvestment({ ...base, amount: '200', trade_day: 29 })).toMatchObject({
      code: 'trade-day-invalid',
      message: '请选择每月1-28日的扣款日',
    });
    expect(
      checkFixedInvestment({ ...base, amount: '200', period_unit: 1, trade_day: 6 }),
    ).toMatchObject({ message: '请选择周一至周五的扣款日' });
    expect(isValidFixedInvestDay(1, 5)).toBe(true);
    expect(isValidFixedInvestDay(1, 0)).toBe(false);
    expect(isValidFixedInvestDay(0, 28)).toBe(true);
    expect(isValidFixedInvestDay(0, 1.5)).toBe(false);
    expect(fixedInvestDayOptions(1)).toEqual([1, 2, 3, 4, 5]);
    expect(fixedInvestDayOptions(0)).toHaveLength(28);
  });

  it('labels schedules 每月{d}日 and 每周{一..五} (001 §5)', () => {
    expect(fixedInvestDayLabel(0, 8)).toBe('每月8日');
    expect(fixedInvestDayLabel(1, 3)).toBe('每周三');
    expect(() => fixedInvestDayLabel(1, 7)).toThrow(RangeError);
  });
});

describe('first fixed-investment date by the trading calendar (001 §5)', () => {
  // 2026-10-01..07 is the National Day holiday; 2026-10-10 (Saturday) is a make-up working day
  // but not a trading day.
  const holidays = new Set(['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07']);
  const isTrading = (d: string): boolean => {
    const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
    return wd !== 0 && wd !== 6 && !holidays.has(d);
  };

  it('picks the next matching day of month after today (001 §5)', () => {
    expect(
      firstFixedInvestDate({
        period_unit: 0,
        trade_day: 25,
        today: '2026-11-21',
        calendar: isTrading,
      }),
    ).toBe('2026-11-25');
    expect(
      firstFixedInvestDate({
        period_unit: 0,
        trade_day: 21,
        today: '2026-11-21',
        calendar: isTrading,
      }),
    ).toBe('2026-12-21');
  });

  it('rolls a holiday forward to the next trading day (001 §5)', () => {
    expect(
      firstFixedInvestDate({
        period_unit: 0,
        trade_day: 1,
        today: '2026-09-20',
        calendar: isTrading,
      }),
    ).toBe('2026-10-08');
  });

  it('picks the next matching weekday for weekly plans (001 §5)', () => {
    // 2026-11-21 is a Saturday; next Monday is 11-23.
    expect(
      firstFixedInvestDate({
        period_unit: 1,
        trade_day: 1,
        today: '2026-11-21',
        calendar: isTrading,
      }),
    ).toBe('2026-11-23');
    expect(
      firstFixedInvestDate({
        period_unit: 1,
        trade_day: 3,
        today: '2026-09-30',
        calendar: isTrading,
      }),
    ).toBe('2026-10-08');
  });

  it('accepts the calendar as a list of trading days (001 §5)', () => {
    expect(
      firstFixedInvestDate({
        period_unit: 0,
        trade_day: 2,
        today: '2026-01-01',
        calendar: ['2026-01-05'],
      }),
    ).toBe('2026-01-05');
    expect(
      firstFixedInvestDate({
        period_unit: 0,
        trade_day: 2,
        today: '2026-01-01',
        calendar: new Set(['2026-01-02']),
      }),
    ).toBe('2026-01-02');
  });

  it('throws for a bad day, a bad date or a calendar without trading days (001 §5)', () => {
    expect(() =>
      firstFixedInvestDate({ period_unit: 1, trade_day: 6, today: '2026-01-01', calendar: [] }),
    ).toThrow(RangeError);
    expect(() =>
      firstFixedInvestDate({ period_unit: 0, trade_day: 2, today: '2026/01/01', calendar: [] }),
    ).toThrow(RangeError);
    expect(() =>
      firstFixedInvestDate({
        period_unit: 0,
        trade_day: 2,
        today: '2026-01-01',
        calendar: [],
        searchDays: 10,
      }),
    ).toThrow(RangeError);
  });
});
