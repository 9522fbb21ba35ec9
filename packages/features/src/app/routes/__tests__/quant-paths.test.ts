import { describe, expect, it } from 'vitest';
import { appPaths } from '../index';

describe('quant screen paths (spec 001 §2 Quant: /quant/{id}/analyse/?factor_category=, /quant/strategies/, /quant/industry_recommend/{id}/)', () => {
  it('builds the analyse path with an optional factor_category query', () => {
    expect(appPaths.quantAnalyse('000001')).toBe('/quant/000001/analyse/');
    expect(appPaths.quantAnalyse('000001', { factor_category: 'risk' })).toBe(
      '/quant/000001/analyse/?factor_category=risk',
    );
    expect(appPaths.quantAnalyse('a/b')).toBe('/quant/a%2Fb/analyse/');
  });
  it('builds the strategy and industry list and detail paths', () => {
    expect(appPaths.quantStrategies()).toBe('/quant/strategies/');
    expect(appPaths.quantStrategy(2)).toBe('/quant/strategies/2/');
    expect(appPaths.quantIndustries()).toBe('/quant/industry_recommend/');
    expect(appPaths.quantIndustry(5)).toBe('/quant/industry_recommend/5/');
  });
});
