import { Decimal } from '../decimal';
import { TRADE_MESSAGES, formatMessage } from '../messages/catalogue';
import { type DecimalInput, formatAmountForMessage, parseDecimal } from '../format/money';

/** Coupon fields the usability rule reads (spec 001 §3 Coupon). */
export interface CouponLike {
  id: number | string;
  /** Minimum buy amount in yuan for the coupon to apply. */
  expense_min?: DecimalInput | null;
  enable_visible?: boolean | null;
}

/**
 * Whether a coupon is usable for a buy amount: `expense_min <= amount` and `enable_visible`.
 * A blank or invalid amount counts as 0.
 * @param amount the entered buy amount in yuan
 * @see spec 001 §4 Coupon
 */
export function isCouponUsable(
  coupon: CouponLike,
  amount: DecimalInput | null | undefined,
): boolean {
  const a = parseDecimal(amount ?? null) ?? new Decimal(0);
  const min = parseDecimal(coupon.expense_min ?? null) ?? new Decimal(0);
  return Boolean(coupon.enable_visible) && min.lte(a);
}

/**
 * Coupons split for the picker.
 * @see spec 001 §4 Coupon
 */
export interface CouponPartition<C extends CouponLike> {
  readonly usable: readonly C[];
  /** Unusable ones with the note 购买金额未满{n}元，暂不可用. */
  readonly unusable: readonly { readonly coupon: C; readonly note: string }[];
}

/**
 * Split coupons into usable and unusable (with the not-met note), keeping order.
 * @see spec 001 §4 Coupon (unusable listed with a note; only usable ones selectable)
 */
export function partitionCoupons<C extends CouponLike>(
  coupons: readonly C[],
  amount: DecimalInput | null | undefined,
): CouponPartition<C> {
  const usable: C[] = [];
  const unusable: { coupon: C; note: string }[] = [];
  for (const coupon of coupons) {
    if (isCouponUsable(coupon, amount)) usable.push(coupon);
    else {
      const min = parseDecimal(coupon.expense_min ?? null);
      unusable.push({
        coupon,
        note: formatMessage(TRADE_MESSAGES.couponNotMet, {
          n: min ? formatAmountForMessage(min) : '0',
        }),
      });
    }
  }
  return { usable, unusable };
}

/**
 * Select a coupon: returns its id when usable for the amount, else the current selection
 * unchanged (only usable coupons can be selected). Selecting the selected one clears it.
 * @see spec 001 §4 Coupon
 */
export function selectCoupon<C extends CouponLike>(
  selectedId: C['id'] | null,
  coupon: C,
  amount: DecimalInput | null | undefined,
): C['id'] | null {
  if (selectedId === coupon.id) return null;
  return isCouponUsable(coupon, amount) ? coupon.id : selectedId;
}

/**
 * Re-checks the chosen coupon whenever the amount (or card) changes: returns `selectedId` while
 * that coupon is among `coupons` and usable for `amount` ({@link isCouponUsable}), else `null` —
 * so a buy never sends a coupon that is no longer usable.
 * @param selectedId the chosen coupon's id, or null
 * @param coupons the coupons available for the product
 * @param amount the entered buy amount in yuan
 * @see spec 001 §4 Coupon (only usable ones can be selected)
 */
export function keepUsableCoupon<C extends CouponLike>(
  selectedId: C['id'] | null,
  coupons: readonly C[],
  amount: DecimalInput | null | undefined,
): C['id'] | null {
  if (selectedId === null) return null;
  const coupon = coupons.find((c) => c.id === selectedId);
  return coupon && isCouponUsable(coupon, amount) ? selectedId : null;
}

/**
 * The coupon in effect on a buy screen. Before the investor has chosen (`choice` undefined) the
 * only usable coupon for `amount` is preselected — none when no coupon or several are usable
 * (choosing among several is the investor's). Once the investor has chosen a coupon (`choice` an
 * id) or chosen none (`null`), that choice holds, re-checked by {@link keepUsableCoupon}.
 * @param choice the investor's choice: undefined before any, null for none, else the coupon's id
 * @param coupons the coupons available for the product
 * @param amount the entered buy amount in yuan
 * @returns the id to show and send, or null
 * @see spec 001 §4 Coupon (only usable ones can be selected); the preselection is a choice where
 * the spec is silent (src/DOMAIN.md)
 */
export function couponInEffect<C extends CouponLike>(
  choice: C['id'] | null | undefined,
  coupons: readonly C[],
  amount: DecimalInput | null | undefined,
): C['id'] | null {
  if (choice !== undefined) return keepUsableCoupon(choice, coupons, amount);
  const usable = coupons.filter((c) => isCouponUsable(c, amount));
  return usable.length === 1 ? usable[0]!.id : null;
}

/**
 * The title of the coupon row and picker on a buy screen: a portfolio with the pandora's-box flag
 * has its own (魔盒专享券), everything else 优惠券.
 * @param target the portfolio being bought (`is_pandoras_box`); omit for a fund
 * @returns 魔盒专享券 or 优惠券
 * @see spec 001 §4 (a coupon for a portfolio with the pandora box flag has a different title)
 */
export function couponTitle(target?: { is_pandoras_box?: boolean | null } | null): string {
  return target?.is_pandoras_box ? '魔盒专享券' : '优惠券';
}
