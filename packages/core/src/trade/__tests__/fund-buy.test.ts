import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buyWording, checkFundBuy } from '../fund-buy';

const fund = {
  allow_buy: true,
  allow_trade: true,
  amount_min_buy: '10.00',
  subscription_status: 2,
};
const card = { id: 1, status: 1, bank: { single_limit: '50000.00' } };

describe('fund buy amount (001 §5)', () => {
  it('is silent for a blank amount (001 §5)', () => {
    expect(checkFundBuy({ amount: '', fund, bankCard: card })).toEqual({
      ok: false,
      code: 'blank',
      message: '',
    });
    expect(checkFundBuy({ amount: '  ', fund, bankCard: card }).ok).toBe(false);
  });

  it('says 请输入正确的金额 for a non-number or a zero amount (001 §5)', () => {
    expect(checkFundBuy({ amount: 'abc', fund, bankCard: card })).toEqual({
      ok: false,
      code: 'amount-invalid',
      message: '请输入正确的金额',
    });
    expect(checkFundBuy({ amount: '0', fund, bankCard: card })).toMatchObject({
      code: 'amount-invalid',
    });
  });

  it('says 最低买入{n}元 below the minimum, filled with the minimum (001 §5)', () => {
    expect(checkFundBuy({ amount: '9.99', fund, bankCard: card })).toEqual({
      ok: false,
      code: 'below-min',
      message: '最低买入10元',
    });
    expect(checkFundBuy({ amount: '10', fund, bankCard: card })).toEqual({ ok: true });
  });

  it('says 最低认购{n}元 in the subscription period, using amount_subscribe_min (001 §5)', () => {
    const sub = { ...fund, subscription_status: 1, amount_subscribe_min: '1000.00' };
    expect(checkFundBuy({ amount: '500', fund: sub, bankCard: card })).toMatchObject({
      message: '最低认购1000元',
    });
    expect(buyWording(sub)).toBe('subscribe');
  });

  it('uses transfer-in wording for bao (001 §5)', () => {
    const bao = { ...fund, is_bao: true, amount_min_buy: 1 };
    expect(checkFundBuy({ amount: '0.5', fund: bao, bankCard: card })).toMatchObject({
      message: '最低转入1元',
    });
    expect(
      checkFundBuy({ amount: '1', fund: { ...bao, allow_buy: false }, bankCard: card }),
    ).toMatchObject({ message: '当前基金不可转入' });
    expect(buyWording(bao)).toBe('transferIn');
  });

  it('warns above the bank single limit when nonzero (001 §5)', () => {
    expect(checkFundBuy({ amount: '50000.01', fund, bankCard: card })).toEqual({
      ok: false,
      code: 'over-bank-limit',
      message: '买入金额超过银行单笔限额，建议选择网银转账方式',
    });
    expect(checkFundBuy({ amount: '50000', fund, bankCard: card }).ok).toBe(true);
  });

  it('refuses a delisted fund (list_status 3 or 4) with 当前基金不可买入 (001 §3)', () => {
    expect(
      checkFundBuy({ amount: '100', fund: { ...fund, list_status: 3 }, bankCard: card }),
    ).toMatchObject({
      code: 'not-buyable',
      message: '当前基金不可买入',
    });
  });

  it('does not apply the bank single limit to a bao transfer-in (001 §5: "when nonzero, non-bao")', () => {
    const bao = { ...fund, is_bao: true };
    expect(checkFundBuy({ amount: '60000', fund: bao, bankCard: card }).ok).toBe(true);
  });

  it('skips the bank limit when it is 0, paying with bao, or overridden (001 §5, §9)', () => {
    const unlimited = { ...card, bank: { single_limit: '0.00' } };
    expect(checkFundBuy({ amount: '9999999', fund, bankCard: unlimited }).ok).toBe(true);
    expect(checkFundBuy({ amount: '60000', fund, bankCard: card, ignoreBankLimit: true }).ok).toBe(
      true,
    );
    expect(
      checkFundBuy({
        amount: '60000',
        fund,
        bankCard: null,
        payWithBao: true,
        baoAvailable: '70000',
      }).ok,
    ).toBe(true);
  });

  it('says 最多买入{n}元 / 最多认购{n}元 above the maximum (001 §5)', () => {
    expect(
      checkFundBuy({ amount: '20001', fund: { ...fund, amount_max_buy: '20000' }, bankCard: card }),
    ).toMatchObject({
      code: 'above-max',
      message: '最多买入20000元',
    });
    const sub = {
      ...fund,
      subscription_status: 1,
      amount_subscribe_min: 10,
      amount_subscribe_max: '30000',
    };
    expect(checkFundBuy({ amount: '30000.5', fund: sub, bankCard: card })).toMatchObject({
      message: '最多认购30000元',
    });
  });

  it('says 余额不足 when paying with bao above the balance (001 §5)', () => {
    expect(
      checkFundBuy({ amount: '100.01', fund, payWithBao: true, baoAvailable: '100.00' }),
    ).toEqual({
      ok: false,
      code: 'balance-insufficient',
      message: '余额不足',
    });
    expect(checkFundBuy({ amount: '100', fund, payWithBao: true }).ok).toBe(false);
  });

  it('says 当前基金不可买入 when the fund is not tradable (001 §5)', () => {
    expect(
      checkFundBuy({ amount: '100', fund: { ...fund, allow_trade: false }, bankCard: card }),
    ).toEqual({
      ok: false,
      code: 'not-buyable',
      message: '当前基金不可买入',
    });
    expect(
      checkFundBuy({
        amount: '100',
        fund: { ...fund, allow_buy: false, subscription_status: 1 },
        bankCard: card,
      }),
    ).toMatchObject({
      message: '当前基金不可认购',
    });
  });

  it('is skipped when the bank card has status 0 with a note (001 §5)', () => {
    const disabled = { ...card, status: 0, note: '' };
    expect(checkFundBuy({ amount: 'abc', fund, bankCard: disabled })).toEqual({
      ok: false,
      code: 'card-disabled',
      message: '',
    });
  });
});

describe('fund buy properties (001 §5)', () => {
  it('property: between the minimum and the bank limit every cent amount passes; below it says 最低买入 (001 §5)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        const amount = (cents / 100).toFixed(2);
        const r = checkFundBuy({ amount, fund, bankCard: card });
        if (cents < 1000) expect(r).toMatchObject({ code: 'below-min', message: '最低买入10元' });
        else if (cents <= 5_000_000) expect(r).toEqual({ ok: true });
        else expect(r).toMatchObject({ code: 'over-bank-limit' });
      }),
    );
  });
});
