import { describe, expect, it } from 'vitest';
import { TRADE_STATUS, tradeStatusText } from '../trade-status';

describe('status 0 has one label per context, from the table (spec 001 §4 Shown text)', () => {
  const zero = TRADE_STATUS.find((r) => r.code === 0)!;

  it('reads the table: 待支付 for a bao buy, 委托成功 for buys, 定投 and 认购, 确认中 otherwise', () => {
    expect(zero.label).toBe('确认中');
    expect(zero.buyLabels).toEqual({ baoBuy: '待支付', buy: '委托成功' });
    expect(tradeStatusText(0, { direction: 0, is_bao: true })).toBe(zero.buyLabels!.baoBuy);
    for (const direction of [0, 5, 6])
      expect(tradeStatusText(0, { direction })).toBe(zero.buyLabels!.buy);
    for (const direction of [1, 2, 3, 4, 7, 10, null, undefined])
      expect(tradeStatusText(0, { direction })).toBe(zero.label);
    expect(tradeStatusText(0)).toBe(zero.label);
  });

  it('gives every other status its table label whatever the trade', () => {
    for (const row of TRADE_STATUS.filter((r) => r.code !== 0)) {
      expect(row.buyLabels).toBeUndefined();
      expect(tradeStatusText(row.code, { direction: 0, is_bao: true })).toBe(row.label);
    }
  });
});
