import { describe, expect, it } from 'vitest';
import { checkFundSell } from '../fund-sell';

const fund = { allow_sell: true };
const card = { id: 1, status: 1, shares_enable: '1000.50', shares_min_sell: '100' };

describe('fund sell (001 §5)', () => {
  it('says 银行卡不能为空 without a card (001 §5)', () => {
    expect(checkFundSell({ shares: '10', fund, bankCard: null })).toEqual({
      ok: false,
      code: 'card-required',
      message: '银行卡不能为空',
    });
  });

  it('says 请输入正确的赎回份额 for a non-number; blank is silent (001 §5)', () => {
    expect(checkFundSell({ shares: 'x', fund, bankCard: card })).toEqual({
      ok: false,
      code: 'shares-invalid',
      message: '请输入正确的赎回份额',
    });
    expect(checkFundSell({ shares: '', fund, bankCard: card })).toMatchObject({
      code: 'blank',
      message: '',
    });
  });

  it('says 最多可卖出{n}份 above the sellable shares (001 §5)', () => {
    expect(checkFundSell({ shares: '1000.51', fund, bankCard: card })).toEqual({
      ok: false,
      code: 'above-available',
      message: '最多可卖出1000.5份',
    });
    expect(checkFundSell({ shares: '1000.50', fund, bankCard: card }).ok).toBe(true);
  });

  it('says 最少卖出{n}份 below the minimum (001 §5)', () => {
    expect(checkFundSell({ shares: '99.99', fund, bankCard: card })).toEqual({
      ok: false,
      code: 'below-min',
      message: '最少卖出100份',
    });
  });

  it('allows selling everything left even below the minimum (001 §5, chosen)', () => {
    expect(
      checkFundSell({ shares: '50', fund, bankCard: { ...card, shares_enable: '50' } }).ok,
    ).toBe(true);
  });

  it('takes explicit shares_enable and the fund minimum when the card has none (001 §5)', () => {
    const input = {
      shares: '5',
      fund: { ...fund, shares_min_sell: 10 },
      bankCard: { id: 2 },
      shares_enable: 20,
    };
    expect(checkFundSell(input)).toMatchObject({ message: '最少卖出10份' });
  });

  it('says 当前基金不可卖出 when not sellable (001 §5)', () => {
    expect(checkFundSell({ shares: '10', fund: { allow_sell: false }, bankCard: card })).toEqual({
      ok: false,
      code: 'not-sellable',
      message: '当前基金不可卖出',
    });
  });

  it('uses transfer-out wording and yuan for bao (001 §5)', () => {
    const bao = { allow_sell: true, is_bao: true };
    expect(checkFundSell({ shares: '2000', fund: bao, bankCard: card })).toMatchObject({
      message: '最多可转出1000.5元',
    });
    expect(checkFundSell({ shares: '10', fund: bao, bankCard: card })).toMatchObject({
      message: '最少转出100元',
    });
    expect(checkFundSell({ shares: 'x', fund: bao, bankCard: card })).toMatchObject({
      message: '请输入正确的转出金额',
    });
    expect(
      checkFundSell({ shares: '1', fund: { ...bao, allow_sell: false }, bankCard: card }),
    ).toMatchObject({ message: '当前基金不可转出' });
  });
});
