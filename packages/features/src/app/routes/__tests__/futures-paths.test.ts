import { describe, expect, it } from 'vitest';
import { appPaths } from '../index';

describe('futures screen paths (spec 001 §2 Futures: paths are ours, under /futures/)', () => {
  it('puts every futures screen under /futures/ so the frame can hide them outside the futures app', () => {
    const all = [
      appPaths.futuresAccounts(),
      appPaths.futuresBindAccount(),
      appPaths.futuresProducts(),
      appPaths.futuresProduct(1),
      appPaths.futuresProductReviews(),
      appPaths.futuresInstrument(12606),
      appPaths.futuresIncome(),
    ];
    for (const p of all) expect(p.startsWith('/futures/')).toBe(true);
  });
  it('carries product_type, product_id and account_id as query values (001 §7 ?product_type=)', () => {
    expect(appPaths.futuresProduct(8, { product_type: 'commodity' })).toBe(
      '/futures/products/8/?product_type=commodity',
    );
    expect(appPaths.futuresProductReviews({ product_id: 8 })).toBe(
      '/futures/product_reviews/?product_id=8',
    );
    expect(appPaths.futuresIncome({ account_id: 3 })).toBe('/futures/income/?account_id=3');
    expect(appPaths.futuresInstrument('a/b')).toBe('/futures/instruments/a%2Fb/');
  });
});
