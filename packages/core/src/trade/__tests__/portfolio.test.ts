import { describe, expect, it } from 'vitest';
import { checkPortfolioBuy, checkPortfolioRisk, checkPortfolioSell } from '../portfolio';
import { checkProposalTotal, proposalOptions } from '../proposal';

const portfolio = {
  allow_buy: true,
  allow_trade: true,
  amount_min_buy: '1000',
  amount_max_buy: '100000',
};
const card = { id: 1, status: 1, bank: { single_limit: '50000' }, worth_value_enable: '8000.00' };

describe('portfolio buy (001 §5)', () => {
  it('says 当前组合不可购买 when buying is not allowed (001 §5)', () => {
    expect(
      checkPortfolioBuy({
        amount: '2000',
        portfolio: { ...portfolio, allow_buy: false },
        bankCard: card,
      }),
    ).toEqual({
      ok: false,
      code: 'not-buyable',
      message: '当前组合不可购买',
    });
  });

  it('says 金额输入不正确 for a bad amount and is silent when blank (001 §5)', () => {
    expect(checkPortfolioBuy({ amount: '-1', portfolio, bankCard: card })).toMatchObject({
      message: '金额输入不正确',
    });
    expect(checkPortfolioBuy({ amount: '', portfolio, bankCard: card })).toMatchObject({
      code: 'blank',
    });
  });

  it('says 最低买入{n}元, the bank limit message, then 最多买入{n}元 (001 §5)', () => {
    expect(checkPortfolioBuy({ amount: '999', portfolio, bankCard: card })).toMatchObject({
      message: '最低买入1000元',
    });
    expect(checkPortfolioBuy({ amount: '60000', portfolio, bankCard: card })).toMatchObject({
      message: '买入金额超过银行单笔限额，建议选择网银转账方式',
    });
    expect(
      checkPortfolioBuy({ amount: '200000', portfolio, bankCard: card, ignoreBankLimit: true }),
    ).toMatchObject({ message: '最多买入100000元' });
    expect(checkPortfolioBuy({ amount: '2000', portfolio, bankCard: card })).toEqual({ ok: true });
  });

  it('uses the subscription minimum in the subscription period (001 §4)', () => {
    const sub = { ...portfolio, subscription_status: 1, amount_subscribe_min: '5000' };
    expect(checkPortfolioBuy({ amount: '2000', portfolio: sub, bankCard: card })).toMatchObject({
      message: '最低买入5000元',
    });
  });

  it('says 余额不足 paying with bao above the balance (001 §5)', () => {
    expect(
      checkPortfolioBuy({ amount: '60000', portfolio, payWithBao: true, baoAvailable: '50000' }),
    ).toMatchObject({ message: '余额不足' });
    expect(
      checkPortfolioBuy({ amount: '60000', portfolio, payWithBao: true, baoAvailable: '60000' }).ok,
    ).toBe(true);
  });
});

describe('portfolio sell (001 §5)', () => {
  const p = { allow_sell: true };

  it('says 当前组合不可卖出 and 银行卡不能为空 (001 §5)', () => {
    expect(
      checkPortfolioSell({ amount: '1', portfolio: { allow_sell: false }, bankCard: card }),
    ).toMatchObject({ message: '当前组合不可卖出' });
    expect(checkPortfolioSell({ amount: '1', portfolio: p })).toMatchObject({
      message: '银行卡不能为空',
    });
  });

  it('says 金额输入不正确, 最多可卖出{n}元 and 最少卖出{n}元 (001 §5)', () => {
    expect(checkPortfolioSell({ amount: 'a', portfolio: p, bankCard: card })).toMatchObject({
      message: '金额输入不正确',
    });
    expect(checkPortfolioSell({ amount: '8000.01', portfolio: p, bankCard: card })).toMatchObject({
      message: '最多可卖出8000元',
    });
    expect(
      checkPortfolioSell({ amount: '50', portfolio: p, bankCard: card, minimum: '100' }),
    ).toMatchObject({ message: '最少卖出100元' });
    expect(
      checkPortfolioSell({
        amount: '50',
        portfolio: p,
        bankCard: card,
        available: '50',
        minimum: '100',
      }),
    ).toEqual({ ok: true });
    expect(checkPortfolioSell({ amount: '', portfolio: p, bankCard: card })).toMatchObject({
      code: 'blank',
    });
  });
});

describe('portfolio risk test (001 §5, §9)', () => {
  it('passes when the user risk is at least the portfolio risk (001 §5)', () => {
    expect(checkPortfolioRisk(3, 3)).toEqual({ ok: true });
    expect(checkPortfolioRisk(2, 3)).toMatchObject({ ok: false, code: 'risk-mismatch' });
  });

  it('compares 100/101/102 as low/medium/high and unknown as the default 5 (001 §9)', () => {
    expect(checkPortfolioRisk(1, 100).ok).toBe(true);
    expect(checkPortfolioRisk(2, 101).ok).toBe(false);
    expect(checkPortfolioRisk(3, 101).ok).toBe(true);
    expect(checkPortfolioRisk(4, 102).ok).toBe(false);
    expect(checkPortfolioRisk(4, 0).ok).toBe(false);
    expect(checkPortfolioRisk(5, null).ok).toBe(true);
    expect(checkPortfolioRisk(null, 1).ok).toBe(false);
  });
});

describe('fund proposal (001 §5)', () => {
  it('requires the total to reach 100% (001 §5)', () => {
    expect(checkProposalTotal([50, 50])).toEqual({ ok: true });
    expect(checkProposalTotal([50, 40])).toEqual({
      ok: false,
      code: 'total-not-100',
      message: '请上调部分基金仓位，确保总占比达到100%',
    });
  });

  it('shrinks each fund option range to the remaining tenths in 10% steps (001 §5)', () => {
    expect(proposalOptions([30, 50, 0], 2)).toEqual([0, 10, 20]);
    expect(proposalOptions([30, 50, 0], 0)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(proposalOptions([100, 0], 1)).toEqual([0]);
    expect(proposalOptions([0], 0)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('refuses percents off the 10% grid or indexes out of range (001 §5)', () => {
    expect(() => checkProposalTotal([15, 85])).toThrow(RangeError);
    expect(() => proposalOptions([10], 1)).toThrow(RangeError);
  });
});
