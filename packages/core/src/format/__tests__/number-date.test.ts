import { describe, expect, it } from 'vitest';
import { formatBigNumber, formatCashback, formatMoney, formatPercent } from '../number';
import { fastSellEstimate, formatDate, formatDateTime } from '../date';

describe('big numbers in 万 and 亿 (000 §9, 001 §9)', () => {
  it('keeps values below 1万 and writes 万 and 亿 above (000 §9, 001 §9)', () => {
    expect(formatBigNumber(1234)).toBe('1234.00');
    expect(formatBigNumber('12345')).toBe('1.23万');
    expect(formatBigNumber('99995000')).toBe('9999.50万');
    expect(formatBigNumber(123456789)).toBe('1.23亿');
    expect(formatBigNumber(-25000, { digits: 1 })).toBe('-2.5万');
    expect(formatBigNumber(null)).toBe('--');
    expect(formatBigNumber('x', { empty: '' })).toBe('');
  });
});

describe('percent with sign and colour (000 §9, 001 §9)', () => {
  it('writes positive red with +, negative green with - (000 §9)', () => {
    expect(formatPercent(1.234)).toEqual({ text: '+1.23%', color: 'red' });
    expect(formatPercent('-0.5')).toEqual({ text: '-0.50%', color: 'green' });
    expect(formatPercent('2', { sign: false })).toEqual({ text: '2.00%', color: 'red' });
  });

  it('writes zero, rounded-to-zero and missing values neutrally (000 §9)', () => {
    expect(formatPercent(0)).toEqual({ text: '0.00%', color: 'default' });
    expect(formatPercent('-0.001')).toEqual({ text: '0.00%', color: 'default' });
    expect(formatPercent(undefined)).toEqual({ text: '--', color: 'default' });
  });
});

describe('money display (ARCHITECTURE.md, 001 §4)', () => {
  it('writes yuan with 2 decimals and optional grouping (001 §9 trade amounts in yuan)', () => {
    expect(formatMoney('1234567.005')).toBe('1234567.01');
    expect(formatMoney('1234567.005', { grouping: true })).toBe('1,234,567.01');
    expect(formatMoney(-1234.5, { grouping: true })).toBe('-1,234.50');
    expect(formatMoney('-0.001')).toBe('0.00');
    expect(formatMoney(null)).toBe('--');
  });

  it('writes cashback with two decimals (001 §4)', () => {
    expect(formatCashback('3')).toBe('返现3.00元');
  });
});

describe('dates with dayjs zh-cn (ARCHITECTURE.md)', () => {
  it('formats dates and Chinese weekdays with dayjs zh-cn (ARCHITECTURE.md, 001 §3 dates)', () => {
    expect(formatDate('2026-11-21')).toBe('2026-11-21');
    expect(formatDate('2026-11-21', 'MM月DD日 dddd')).toBe('11月21日 星期六');
    expect(formatDateTime('2026-11-21T09:30:00')).toBe('2026-11-21 09:30');
    expect(formatDate('')).toBe('--');
    expect(formatDate('nope')).toBe('--');
    expect(formatDate(null, undefined, '')).toBe('');
  });

  it('estimates fast-sell as now plus 2 hours (001 §2)', () => {
    expect(fastSellEstimate(0)).toBe(7_200_000);
  });
});
