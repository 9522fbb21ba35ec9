import { describe, expect, it } from 'vitest';
import { buyQuickAmounts } from '../quick-amounts';

const values = (limits: Parameters<typeof buyQuickAmounts>[0]) =>
  buyQuickAmounts(limits).map((q) => q.value);

describe('the buy quick amounts stay inside the bounds of the buy check (spec 001 §5 Fund buy amount)', () => {
  it('offers 1000, 5000 and 1万 when the minimum is low and there is no maximum', () => {
    expect(buyQuickAmounts({ min: '10.00', max: null })).toEqual([
      { value: '1000', label: '1000元' },
      { value: '5000', label: '5000元' },
      { value: '10000', label: '1万元' },
    ]);
  });

  it('drops the amounts below the minimum, above the maximum or above the card single limit', () => {
    expect(values({ min: '2000.00' })).toEqual(['5000', '10000']);
    expect(values({ min: '10', max: '5000.00' })).toEqual(['1000', '5000']);
    expect(values({ min: '10', cardLimit: '4999.99' })).toEqual(['1000']);
    expect(values({ min: '1000', max: '1000' })).toEqual(['1000']);
  });

  it('treats 0 or a missing maximum or card limit as no limit', () => {
    expect(values({ min: null, max: '0', cardLimit: '0.00' })).toEqual(['1000', '5000', '10000']);
  });

  it('offers the minimum alone when none of the amounts fits, and nothing when the minimum does not fit either', () => {
    expect(buyQuickAmounts({ min: '15000.00' })).toEqual([{ value: '15000', label: '1.5万元' }]);
    expect(values({ min: '20000', max: '10000' })).toEqual([]);
  });
});
