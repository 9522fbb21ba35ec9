import { describe, expect, it } from 'vitest';
import { appPaths } from '../index';

describe('store screen paths (spec 001 §2 Store)', () => {
  it('writes the store routes the spec lists, with store_id / portfolio_id as query values', () => {
    expect(appPaths.storeApply()).toBe('/store/apply/');
    expect(appPaths.storeApplyForm()).toBe('/store/apply_form/');
    expect(appPaths.storeDetail(7)).toBe('/store/7/');
    expect(appPaths.storePortfolios(7)).toBe('/store/portfolios/?store_id=7');
    expect(appPaths.storePortfoliosSettings(7)).toBe('/store/portfolios/settings/?store_id=7');
    expect(appPaths.storePortfolioManage(3)).toBe('/store/portfolios/3/manage/');
    expect(appPaths.storePortfolioAssets(3)).toBe('/store/portfolios/3/assets/');
    expect(appPaths.storeTimeline()).toBe('/store/timeline/');
    expect(appPaths.storeTimeline({ store_id: 7, portfolio_id: 3 })).toBe(
      '/store/timeline/?store_id=7&portfolio_id=3',
    );
  });
});
