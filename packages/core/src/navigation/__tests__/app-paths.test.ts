import { describe, expect, it } from 'vitest';
import { appPaths, withQuery } from '../paths/index';

describe('appPaths (issue 12 typed cross-area paths)', () => {
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
