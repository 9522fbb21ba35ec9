import { describe, expect, it } from 'vitest';
import { bankCardState } from '../bank-card';
import {
  buyButtonState,
  followButtonLabel,
  isFixedInvestEnabled,
  positionGating,
  sellButtonState,
} from '../buttons';
import { fundScoreColor, percentColor } from '../colors';

describe('bank card notes (000 §4, 001 §4)', () => {
  it('needs authorization at status 5 (000 §4)', () => {
    expect(bankCardState({ status: 5 })).toEqual({
      needsAuthorization: true,
      disabled: false,
      status_note: '',
    });
  });

  it('is disabled at status 0 with a note, defaulting to 该银行卡系统升级 (000 §4)', () => {
    expect(bankCardState({ status: 0, note: '' })).toEqual({
      needsAuthorization: false,
      disabled: true,
      status_note: '该银行卡系统升级',
    });
    expect(bankCardState({ status: 0, bank: { note: '维护中' } })).toMatchObject({
      disabled: true,
      status_note: '维护中',
    });
    expect(bankCardState({ status: 0 })).toMatchObject({ disabled: false });
  });

  it('shows 份额换卡中 with allow_transfer and status 3 (000 §4)', () => {
    expect(bankCardState({ status: 3, allow_transfer: true }).status_note).toBe('份额换卡中');
    expect(bankCardState({ status: 3, allow_transfer: false }).status_note).toBe('');
  });
});

describe('buy and sell buttons (001 §4)', () => {
  const open = { allow_trade: true, allow_buy: true, allow_sell: true, subscription_status: 2 };

  it('reads 未代销 when trading is not allowed (001 §4)', () => {
    expect(buyButtonState({ ...open, allow_trade: false })).toEqual({
      label: '未代销',
      enabled: false,
    });
  });

  it('reads 即将开售 before sale (001 §4)', () => {
    expect(buyButtonState({ ...open, subscription_status: 0 })).toEqual({
      label: '即将开售',
      enabled: false,
    });
  });

  it('reads 认购 or 暂停买入 in the subscription period (001 §4)', () => {
    expect(buyButtonState({ ...open, subscription_status: 1 })).toEqual({
      label: '认购',
      enabled: true,
    });
    expect(buyButtonState({ ...open, subscription_status: 1, allow_buy: false })).toEqual({
      label: '暂停买入',
      enabled: false,
    });
  });

  it('reads 买入 or 暂停买入, bao 转入 or 暂停转入 (001 §4)', () => {
    expect(buyButtonState(open)).toEqual({ label: '买入', enabled: true });
    expect(buyButtonState({ ...open, allow_buy: false })).toEqual({
      label: '暂停买入',
      enabled: false,
    });
    expect(buyButtonState({ ...open, is_bao: true })).toEqual({ label: '转入', enabled: true });
    expect(buyButtonState({ ...open, is_bao: true, allow_buy: false })).toEqual({
      label: '暂停转入',
      enabled: false,
    });
  });

  it('reads 卖出 or 暂停卖出, bao 转出 or 暂停转出 (001 §4)', () => {
    expect(sellButtonState(open)).toEqual({ label: '卖出', enabled: true });
    expect(sellButtonState({ ...open, allow_sell: false })).toEqual({
      label: '暂停卖出',
      enabled: false,
    });
    expect(sellButtonState({ is_bao: true, allow_sell: true })).toEqual({
      label: '转出',
      enabled: true,
    });
    expect(sellButtonState({ is_bao: true, allow_sell: false })).toEqual({
      label: '暂停转出',
      enabled: false,
    });
  });

  it('reads 删自选 when followed and 加自选 when not (001 §4)', () => {
    expect(followButtonLabel(true)).toBe('删自选');
    expect(followButtonLabel(false)).toBe('加自选');
    expect(followButtonLabel(undefined)).toBe('加自选');
  });

  it('enables fixed invest only with trading, fixed investment and open subscription (001 §4)', () => {
    expect(
      isFixedInvestEnabled({ allow_trade: true, allow_fixed: true, subscription_status: 2 }),
    ).toBe(true);
    expect(
      isFixedInvestEnabled({ allow_trade: true, allow_fixed: true, subscription_status: 1 }),
    ).toBe(false);
    expect(
      isFixedInvestEnabled({ allow_trade: false, allow_fixed: true, subscription_status: 2 }),
    ).toBe(false);
    expect(
      isFixedInvestEnabled({ allow_trade: true, allow_fixed: false, subscription_status: 2 }),
    ).toBe(false);
  });
});

describe('portfolio position gating (001 §4)', () => {
  it('turns all actions off with 暂停交易 when trading is not allowed (001 §4)', () => {
    expect(positionGating({ allow_trade: false, allow_buy: true, allow_sell: true })).toEqual({
      canBuy: false,
      canSell: false,
      canRemove: false,
      note: '暂停交易',
      amountMin: null,
    });
  });

  it('suspends buying or selling by its flag (001 §4)', () => {
    expect(positionGating({ allow_trade: true, allow_buy: false, allow_sell: true })).toMatchObject(
      { canBuy: false, canSell: true, note: '暂停买入' },
    );
    expect(positionGating({ allow_trade: true, allow_buy: true, allow_sell: false })).toMatchObject(
      { canBuy: true, canSell: false, note: '暂停卖出' },
    );
    expect(positionGating({ allow_trade: true, allow_buy: true, allow_sell: true })).toMatchObject({
      note: '',
      canRemove: true,
    });
  });

  it('never lets a bao position be removed (001 §4)', () => {
    expect(
      positionGating({ allow_trade: true, allow_buy: true, allow_sell: true, is_bao: true })
        .canRemove,
    ).toBe(false);
  });

  it('uses the subscription minimum in the subscription period (001 §4)', () => {
    const p = {
      allow_trade: true,
      allow_buy: true,
      allow_sell: true,
      amount_min_buy: '10',
      amount_subscribe_min: '1000',
    };
    expect(positionGating({ ...p, subscription_status: 1 }).amountMin).toBe('1000');
    expect(positionGating({ ...p, subscription_status: 2 }).amountMin).toBe('10');
  });
});

describe('score and percent colours (001 §9, 000 §9)', () => {
  it('colours fund scores >= 90 red, >= 60 blue, missing grey, else green (001 §9)', () => {
    expect([90, 100, 89.9, 60, 59, 0].map(fundScoreColor)).toEqual([
      'red',
      'red',
      'blue',
      'blue',
      'green',
      'green',
    ]);
    expect([null, undefined, '', 'abc'].map(fundScoreColor)).toEqual([
      'grey',
      'grey',
      'grey',
      'grey',
    ]);
    expect(fundScoreColor('95')).toBe('red');
  });

  it('colours positive red and negative green (000 §9)', () => {
    expect(percentColor(1.2)).toBe('red');
    expect(percentColor('-0.01')).toBe('green');
    expect(percentColor('3.5%')).toBe('red');
    expect([0, '0.00', null, undefined, '', 'x'].map(percentColor)).toEqual(
      Array(6).fill('default'),
    );
    // not a change that can be coloured
    expect([NaN, Infinity, -Infinity].map(percentColor)).toEqual(Array(3).fill('default'));
  });
});

describe('delisted funds (spec 001 §3 list_status 3 terminated, 4 cancelled)', () => {
  const open = {
    allow_trade: true,
    allow_buy: true,
    allow_sell: true,
    allow_fixed: true,
    subscription_status: 2,
  };
  it('shows 已终止 / 已注销 on disabled buy and sell buttons and turns 定投 off', () => {
    expect(buyButtonState({ ...open, list_status: 3 })).toEqual({
      label: '已终止',
      enabled: false,
    });
    expect(sellButtonState({ ...open, list_status: 4 })).toEqual({
      label: '已注销',
      enabled: false,
    });
    expect(isFixedInvestEnabled({ ...open, list_status: 3 })).toBe(false);
    expect(buyButtonState({ ...open, list_status: 1 })).toEqual({ label: '买入', enabled: true });
  });
});
