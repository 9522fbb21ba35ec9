import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponInEffect,
  couponTitle,
  isCouponUsable,
  keepUsableCoupon,
  partitionCoupons,
  selectCoupon,
} from '../coupon';
import { checkSuitability } from '../suitability';

const coupons = [
  { id: 1, expense_min: '100.00', enable_visible: true },
  { id: 2, expense_min: '1000.00', enable_visible: true },
  { id: 3, expense_min: '0', enable_visible: false },
];

describe('coupon usability (001 §4)', () => {
  it('is usable when expense_min <= amount and enable_visible (001 §4)', () => {
    expect(isCouponUsable(coupons[0]!, '100')).toBe(true);
    expect(isCouponUsable(coupons[1]!, '999.99')).toBe(false);
    expect(isCouponUsable(coupons[2]!, '5000')).toBe(false);
    expect(isCouponUsable({ id: 4, enable_visible: true }, '')).toBe(true);
  });

  it('lists unusable ones with the not-met note (001 §4)', () => {
    const p = partitionCoupons(coupons, '500');
    expect(p.usable.map((c) => c.id)).toEqual([1]);
    expect(p.unusable).toEqual([
      { coupon: coupons[1], note: '购买金额未满1000元，暂不可用' },
      { coupon: coupons[2], note: '购买金额未满0元，暂不可用' },
    ]);
    expect(partitionCoupons([{ id: 9, enable_visible: false }], 1).unusable[0]?.note).toBe(
      '购买金额未满0元，暂不可用',
    );
  });

  it('only lets usable coupons be selected, and toggles the selected one off (001 §4)', () => {
    expect(selectCoupon(null, coupons[0]!, '500')).toBe(1);
    expect(selectCoupon(1, coupons[1]!, '500')).toBe(1);
    expect(selectCoupon(1, coupons[0]!, '500')).toBeNull();
  });
});

describe('a chosen coupon re-checked against the amount (001 §4 only usable ones can be selected)', () => {
  it('001 §4: keeps the chosen coupon while it is usable for the amount, drops it once it is not', () => {
    expect(keepUsableCoupon(1, coupons, '100')).toBe(1);
    expect(keepUsableCoupon(1, coupons, '99.99')).toBeNull();
    expect(keepUsableCoupon(1, coupons, '')).toBeNull();
    expect(keepUsableCoupon(2, coupons, '5000')).toBe(2);
    expect(keepUsableCoupon(3, coupons, '5000')).toBeNull();
    expect(keepUsableCoupon(9, coupons, '5000')).toBeNull();
    expect(keepUsableCoupon(null, coupons, '5000')).toBeNull();
  });
});

describe('the coupon in effect at a buy (preselection where the spec is silent, DOMAIN.md)', () => {
  it('preselects the only usable coupon before the investor chooses, none when several are usable', () => {
    expect(couponInEffect(undefined, coupons, '100')).toBe(1);
    expect(couponInEffect(undefined, coupons, '99.99')).toBeNull();
    expect(couponInEffect(undefined, coupons, '5000')).toBeNull();
    expect(couponInEffect(undefined, [], '5000')).toBeNull();
  });

  it("keeps the investor's choice, including none, re-checked against the amount", () => {
    expect(couponInEffect(null, coupons, '100')).toBeNull();
    expect(couponInEffect(2, coupons, '5000')).toBe(2);
    expect(couponInEffect(2, coupons, '999.99')).toBeNull();
    expect(couponInEffect(1, coupons, '5000')).toBe(1);
  });

  it('never puts an unusable coupon in effect (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<number | null | undefined>(undefined, null, 1, 2, 3, 9),
        fc.integer({ min: 0, max: 10_000 }),
        (choice, yuan) => {
          const id = couponInEffect(choice, coupons, String(yuan));
          if (id === null) return;
          expect(
            isCouponUsable(
              coupons.find((c) => c.id === id)!,
              String(yuan),
            ),
          ).toBe(true);
        },
      ),
    );
  });
});

describe('investor suitability (CSRC, ARCHITECTURE.md, 000 §4)', () => {
  const now = Date.parse('2026-11-21T00:00:00Z');
  const profile = (
    investment_risk: number,
    investment_risk_status = 1,
    effective_to: string | null = '2027-11-21',
  ) => ({
    investment_risk,
    investment_risk_status,
    effective_to,
  });

  it('lets a risk type buy product levels up to its own (CSRC, ARCHITECTURE.md suitability, 000 §4)', () => {
    expect(checkSuitability(profile(3), 3, now)).toEqual({ kind: 'ok' });
    expect(checkSuitability(profile(5), 5, now)).toEqual({ kind: 'ok' });
    expect(checkSuitability(profile(1), 1, now)).toEqual({ kind: 'ok' });
  });

  it('refuses the lowest type (Conservative) anything above level 1 (CSRC, ARCHITECTURE.md suitability, 000 §4)', () => {
    expect(checkSuitability(profile(1), 2, now)).toEqual({
      kind: 'refused',
      message: '您的风险承受能力为保守型，仅可购买低风险（R1）产品',
    });
  });

  it('needs a warning and explicit confirmation above one’s level (CSRC, ARCHITECTURE.md suitability, 000 §4)', () => {
    expect(checkSuitability(profile(2), 4, now)).toEqual({
      kind: 'confirm-required',
      message: '该产品风险等级（R4中高风险）高于您的风险承受能力（稳健型），确认继续购买吗？',
    });
  });

  it('makes an untested profile take the test first (000 §4)', () => {
    expect(checkSuitability(profile(0, 0, null), 1, now)).toMatchObject({
      kind: 'test-required',
      reason: 'untested',
    });
    expect(checkSuitability({}, 1, now)).toMatchObject({
      kind: 'test-required',
      reason: 'untested',
    });
    expect(checkSuitability(profile(0, 1), 1, now)).toMatchObject({ reason: 'untested' });
  });

  it('makes an expired profile retest, by status 2 or a past effective_to (000 §4)', () => {
    expect(checkSuitability(profile(3, 2), 1, now)).toMatchObject({
      kind: 'test-required',
      reason: 'expired',
      message: '您的风险测评已过期，请重新测评',
    });
    expect(checkSuitability(profile(3, 1, '2026-11-20'), 1, now)).toMatchObject({
      reason: 'expired',
    });
    expect(checkSuitability(profile(3, 1, 'not a date'), 1, now)).toEqual({ kind: 'ok' });
  });

  it('makes a topic-changed profile retest (000 §4)', () => {
    expect(checkSuitability(profile(3, 3), 1, now)).toMatchObject({
      reason: 'topic-changed',
      message: '风险测评题目已更新，请重新测评',
    });
  });

  it('throws for a product level outside 1-5 (001 §9)', () => {
    expect(() => checkSuitability(profile(3), 6, now)).toThrow(RangeError);
  });
});

describe('the coupon title (001 §4: a pandora’s-box portfolio coupon has its own title)', () => {
  it('says 魔盒专享券 for a portfolio with the pandora box flag and 优惠券 otherwise', () => {
    expect(couponTitle({ is_pandoras_box: true })).toBe('魔盒专享券');
    expect(couponTitle({ is_pandoras_box: false })).toBe('优惠券');
    expect(couponTitle(null)).toBe('优惠券');
    expect(couponTitle()).toBe('优惠券');
  });
});
