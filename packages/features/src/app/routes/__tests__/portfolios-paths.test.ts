import { describe, expect, it } from 'vitest';
import { appPaths } from '../index';

describe('portfolio screen paths (spec 001 §2 Fund portfolios, portfolio holdings)', () => {
  it('writes the buy, sell and rebalance proposals with the query names the spec gives', () => {
    expect(appPaths.portfolioBuyProposal(11, { bankCardId: 3, amount: '10000.00' })).toBe(
      '/p/11/buy/proposal/?bankCardId=3&amount=10000.00',
    );
    expect(
      appPaths.portfolioBuyProposal(11, {
        bankCardId: 3,
        amount: '10000.00',
        isBao: true,
        coupon: 8,
      }),
    ).toBe('/p/11/buy/proposal/?bankCardId=3&amount=10000.00&isBao=1&coupon=8');
    // no coupon chosen (or one dropped as unusable): the query has none
    expect(
      appPaths.portfolioBuyProposal(11, {
        bankCardId: 3,
        amount: '1.00',
        isBao: false,
        coupon: null,
      }),
    ).toBe('/p/11/buy/proposal/?bankCardId=3&amount=1.00');
    expect(appPaths.portfolioSellProposal(11, { bankCardId: 3, amount: '50.00' })).toBe(
      '/p/11/sell/proposal/?bankCardId=3&amount=50.00',
    );
    expect(appPaths.portfolioRebalanceProposal(11, { bankCardId: 3 })).toBe(
      '/p/11/rebalance_proposal/?bankCardId=3',
    );
    expect(appPaths.portfolioRebalanceCompare(11, { bankCardId: 3 })).toBe(
      '/p/11/rebalance_compare/?bankCardId=3',
    );
  });

  it('writes the portfolio sub-pages, the adjustments and the holding pages', () => {
    expect(appPaths.portfolioPositions(11)).toBe('/p/11/positions/');
    expect(appPaths.portfolioNetValueHistory(11)).toBe('/p/11/netvalue_history/');
    expect(appPaths.portfolioPositionHistory(11)).toBe('/p/11/position_history/');
    expect(appPaths.portfolioTradeNotice(11)).toBe('/p/11/trade_notice/');
    expect(appPaths.portfolioAdjustments()).toBe('/portfolio/position_adjustments/');
    expect(appPaths.portfolioAdjustmentCreate({ portfolio_id: 11 })).toBe(
      '/portfolio/position_adjustments/create/?portfolio_id=11',
    );
    expect(appPaths.portfolioAdjustmentDetail(4)).toBe('/portfolio/position_adjustments/4/');
    expect(appPaths.myPortfoliosIncome({ topic: 'xds' })).toBe(
      '/accounts/funds/funds_portfolios/income/?topic=xds',
    );
    expect(appPaths.portfolioIncomeList(11)).toBe(
      '/accounts/funds/funds_portfolios/11/income_list/',
    );
    expect(appPaths.portfolioTradeRecordList(11, { tab: '2,3' })).toBe(
      '/accounts/funds/funds_portfolios/11/trade_record_list/?tab=2%2C3',
    );
    expect(appPaths.portfolioSharesInfo(11)).toBe(
      '/accounts/funds/funds_portfolios/11/shares_info/',
    );
    expect(appPaths.portfolioServiceReports(11)).toBe(
      '/accounts/portfolio/11/service_report/records/',
    );
    expect(appPaths.portfolioServiceReport(5)).toBe('/accounts/portfolio/service_report/records/5');
  });
});

describe('selling one fund out of a portfolio and the proposal details (spec 001 §2 Fund trading)', () => {
  it('writes /s/{symbol}/{shareId}/sell/ with the held portfolio as shareId, and /funds/proposal/details/{id}/', () => {
    expect(appPaths.portfolioFundSell('000001', 11)).toBe('/s/000001/11/sell/');
    expect(appPaths.fundProposalDetails(3)).toBe('/funds/proposal/details/3/');
  });
});
