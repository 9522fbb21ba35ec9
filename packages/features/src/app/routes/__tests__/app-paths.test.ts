import { describe, expect, it } from 'vitest';
import { appPaths, withQuery } from '../index';

describe('appPaths (typed cross-area paths)', () => {
  it('builds a fund detail path with the symbol encoded', () => {
    expect(appPaths.fundDetail('000001')).toBe('/s/000001');
    expect(appPaths.fundDetail('a/b')).toBe('/s/a%2Fb');
  });
  it('adds only defined query values, encoded (spec 000 §2 login next)', () => {
    expect(appPaths.login({ next: '/s/000001/buy/?amount=1000' })).toBe(
      '/accounts/login/?next=%2Fs%2F000001%2Fbuy%2F%3Famount%3D1000',
    );
    expect(appPaths.riskTest()).toBe('/accounts/investment_risk/');
    expect(withQuery('/x/', { a: undefined, b: '', c: 0 })).toBe('/x/?c=0');
  });
});

describe('appPaths entries of home, accounts and funds (spec 000 §2, 001 §2)', () => {
  it('home screens', () => {
    expect(appPaths.home()).toBe('/');
    expect(appPaths.faqDetail('user_agreement')).toBe('/faq/detail/user_agreement');
    expect(appPaths.faqUnionpay()).toBe('/faq/unionpay/');
    expect(appPaths.faqPortfolioBuy()).toBe('/faq/portfolio_buy/');
    expect(appPaths.safe()).toBe('/safe/');
    expect(appPaths.appDownload()).toBe('/app/download');
  });
  it('the open-account steps carry ?open_account=1 only when asked', () => {
    expect(appPaths.bindUser({ open_account: 1 })).toBe(
      '/accounts/bank_cards/bind/user/?open_account=1',
    );
    expect(appPaths.bindCard()).toBe('/accounts/bank_cards/bind/');
    expect(appPaths.riskTest({ open_account: 1 })).toBe(
      '/accounts/investment_risk/?open_account=1',
    );
  });
  it('fund trading and my-funds screens', () => {
    expect(appPaths.fundTradeRules('000001', { direction: 0 })).toBe(
      '/s/000001/trade_rules/?direction=0',
    );
    expect(appPaths.fundFixedInvestmentModify('000001', 7)).toBe('/s/000001/fixed_investment/7/');
    expect(appPaths.fixedInvestmentDetail(7)).toBe('/accounts/funds/fixed_investments/7/');
    expect(appPaths.baoBuy()).toBe('/accounts/funds/bao/buy/');
    expect(appPaths.baoSell()).toBe('/accounts/funds/bao/sell/');
    expect(appPaths.remittanceNotice()).toBe('/funds/remittance_notice/');
  });
});
