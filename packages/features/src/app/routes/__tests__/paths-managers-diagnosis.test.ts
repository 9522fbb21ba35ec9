import { describe, expect, it } from 'vitest';
import { appPaths } from '../index';

describe('paths of the managers and diagnosis areas (spec 001 §2)', () => {
  it('writes the manager routes with their query parameters', () => {
    expect(appPaths.managerList()).toBe('/symbols/funds/managers/');
    expect(appPaths.managerDetail(686, { goodAtType: 301 })).toBe(
      '/symbols/funds/managers/686/?goodAtType=301',
    );
    expect(appPaths.managerQuestion({ again: 1 })).toBe(
      '/symbols/funds/managers/question/?again=1',
    );
    expect(appPaths.managerAssess({ options: '11,21', assess: 1 })).toBe(
      '/symbols/funds/managers/assess/?options=11%2C21&assess=1',
    );
    expect(appPaths.managerCompareSelector({ managers: '1,2', next: '/x' })).toBe(
      '/symbols/funds/managers/compare/selector/?managers=1%2C2&next=%2Fx',
    );
  });

  it('writes the diagnosis routes', () => {
    expect(appPaths.diagnosisDetail('000001')).toBe('/symbols/funds/diagnosis/detail/000001/');
    expect(appPaths.diagnosisSearch({ q: '华夏' })).toBe(
      '/symbols/funds/diagnosis/search?q=%E5%8D%8E%E5%A4%8F',
    );
    expect(appPaths.diagnosisReviewDetail(3)).toBe('/symbols/funds/diagnosis/review/detail/3/');
    expect(appPaths.fundPotential('000001')).toBe('/symbols/funds/potential/000001/');
  });
});
