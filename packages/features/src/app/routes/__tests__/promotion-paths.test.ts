import { describe, expect, it } from 'vitest';
import { appPaths } from '../index';

describe('the promotional landing pages (spec 001 §2 Promotion)', () => {
  it('gives the spec’s routes, with the diagnosis detail by symbol and the ranking by type', () => {
    expect(appPaths.promotionFundPortfolios()).toBe('/promotion/fund_portfolios/');
    expect(appPaths.promotionDiagnosisActivity()).toBe('/promotion/activity/diagnosis/');
    expect(appPaths.promotionDiagnosisActivityDetail('000001')).toBe(
      '/promotion/activity/diagnosis/detail/000001/',
    );
    expect(appPaths.promotionDiagnosisActivityRecommend()).toBe(
      '/promotion/activity/diagnosis/recommend',
    );
    expect(appPaths.promotionDiagnosisActivityRecommend({ type: 301 })).toBe(
      '/promotion/activity/diagnosis/recommend?type=301',
    );
    expect(appPaths.promotionFmRadio()).toBe('/promotion/activity/fm_radio/');
    expect(appPaths.promotionDiagnose()).toBe('/promotion/diagnose/');
  });

  it('pre-fills the 定投 calculator from the query and leaves out what is not given', () => {
    expect(appPaths.promotionFixedInvest()).toBe('/promotion/fixed_invest/detail/');
    expect(
      appPaths.promotionFixedInvest({
        symbol: '000001',
        amount: '500',
        period_unit: 0,
        trade_day: 8,
        start_date: '2023-01-01',
      }),
    ).toBe(
      '/promotion/fixed_invest/detail/?symbol=000001&amount=500&period_unit=0&trade_day=8&start_date=2023-01-01',
    );
  });
});
