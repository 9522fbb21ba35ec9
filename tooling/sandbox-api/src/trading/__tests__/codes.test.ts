import { describe, expect, it } from 'vitest';
import { TRADE_DIRECTIONS, tradeDirectionLabel, tradeStatusText } from '@jijin/core';
import {
  DIRECTION,
  PAID_DIRECTIONS_SQL,
  STATUS,
  isBuyDirection,
  isSellDirection,
  signedShares,
} from '../codes';

describe('order codes are core’s spec 001 §4 tables under names', () => {
  it('names each direction the sandbox writes by its label in core’s table', () => {
    expect(tradeDirectionLabel(DIRECTION.buy)).toBe('买入');
    expect(tradeDirectionLabel(DIRECTION.sell)).toBe('卖出');
    expect(tradeDirectionLabel(DIRECTION.bonus)).toBe('分红');
    expect(tradeDirectionLabel(DIRECTION.fixed)).toBe('定投');
    expect(tradeDirectionLabel(DIRECTION.subscribe)).toBe('认购');
    expect(tradeDirectionLabel(DIRECTION.rebalance)).toBe('调仓');
  });

  it('names each status by its spec constant, as core shows it', () => {
    expect(STATUS).toMatchObject({
      pending: 0,
      confirmed: 1,
      failed: 2,
      payFailed: 4,
      undone: 6,
      partConfirmed: 8,
      rebalancing: 10,
      rebalanced: 11,
      rebalanceFailed: 12,
    });
    expect(tradeStatusText(STATUS.undone)).toBe('已撤单');
  });

  it('splits every known direction into exactly one of buy and sell, and an unknown into neither', () => {
    for (const d of TRADE_DIRECTIONS) {
      expect(isBuyDirection(d.code)).toBe(d.isBuy);
      expect(isSellDirection(d.code)).toBe(!d.isBuy);
    }
    expect(isBuyDirection(99)).toBe(false);
    expect(isSellDirection(99)).toBe(false);
  });

  it('signs confirmed shares: minus for a sell, plus for a buy, zero when unconfirmed', () => {
    expect(signedShares({ direction: DIRECTION.sell, shares_confirm: '12.34' }).toFixed(2)).toBe(
      '-12.34',
    );
    expect(signedShares({ direction: DIRECTION.fixed, shares_confirm: '5.00' }).toFixed(2)).toBe(
      '5.00',
    );
    expect(signedShares({ direction: DIRECTION.buy, shares_confirm: null }).isZero()).toBe(true);
  });

  it('counts buys and fixed deductions toward a card’s day limit', () => {
    expect(PAID_DIRECTIONS_SQL).toBe('(0, 5)');
  });
});
