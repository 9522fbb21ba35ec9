import { formatMoney } from '@jijin/core';
import type { Coupon } from '@jijin/core/api';
import { couponInEffect, partitionCoupons, selectCoupon } from '@jijin/core/trade';
import { COUPON_LIST_MAX_HEIGHT_PX } from './constants';
import { ModalFrame } from '@jijin/ui';
import { List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import s from './coupon-picker.module.css';

export interface CouponPickerProps {
  coupons: readonly Coupon[];
  /** The entered buy amount (yuan), which decides usability. */
  amount: string;
  /** The chosen coupon — pass the re-checked one (core's `keepUsableCoupon`), never a stale id. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** The row's title (core's `couponTitle`: 魔盒专享券 for a pandora's-box portfolio). Default 优惠券. */
  title?: string;
}

/**
 * The coupon (red packet) row of a buy screen and its picker: usable coupons are selectable,
 * unusable ones are listed disabled with the not-met note (core's `partitionCoupons` /
 * `selectCoupon`, spec 001 §4 Coupon "only usable ones can be selected"); the list is at most
 * `COUPON_LIST_MAX_HEIGHT_PX` (470 px) high (spec 001 §9). Used by the fund and portfolio buys;
 * a ui ModalFrame sheet, not antd-mobile's Popup (its react-spring and @use-gesture stay off the
 * buy screens).
 */
export function CouponPicker({
  coupons,
  amount,
  value,
  onChange,
  title = '优惠券',
}: CouponPickerProps) {
  const [open, setOpen] = useState(false);
  const { usable, unusable } = partitionCoupons(coupons, amount);
  const selected = usable.find((c) => c.id === value);
  const summary = selected
    ? `${selected.name} -${formatMoney(selected.amount)}元`
    : usable.length > 0
      ? `${usable.length}张可用`
      : '暂无可用';
  return (
    <>
      <List.Item
        onClick={() => setOpen(true)}
        arrowIcon
        extra={summary}
        aria-label={`${title}：${summary}`}
      >
        {title}
      </List.Item>
      <ModalFrame visible={open} position="bottom" onMaskClick={() => setOpen(false)}>
        <div
          role="dialog"
          aria-modal="true"
          aria-label={`选择${title}`}
          style={{ maxHeight: COUPON_LIST_MAX_HEIGHT_PX, overflowY: 'auto' }}
        >
          <h2 className={s.title}>选择{title}</h2>
          {coupons.length === 0 && <p className={s.empty}>暂无{title}</p>}
          <ul className={s.list}>
            {usable.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={s.item}
                  aria-pressed={c.id === value}
                  onClick={() => {
                    onChange(selectCoupon(value, c, amount));
                    setOpen(false);
                  }}
                >
                  <span>
                    {c.name} {formatMoney(c.amount)}元
                  </span>
                  <span className={s.desc}>{c.use_condition ?? c.description ?? ''}</span>
                </button>
              </li>
            ))}
            {unusable.map(({ coupon, note }) => (
              <li key={coupon.id}>
                <button type="button" className={s.item} disabled>
                  <span>
                    {coupon.name} {formatMoney(coupon.amount)}元
                  </span>
                  <span className={s.desc}>{note}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </ModalFrame>
    </>
  );
}

/**
 * The coupon choice of a buy screen (spec 001 §4 Coupon): the coupon in effect for `amount`
 * (core's `couponInEffect`: the only usable one is preselected until the investor chooses; a
 * choice, "none" included, then holds) and the setter the picker calls. A chosen coupon that the
 * amount no longer allows is dropped for good (the choice becomes none), never sent.
 * @returns `[couponId, choose]`: the id to show and send (or null), and the picker's `onChange`
 */
export function useCouponChoice(
  coupons: readonly Coupon[],
  amount: string,
): [number | null, (id: number | null) => void] {
  const [choice, setChoice] = useState<number | null | undefined>(undefined);
  const inEffect = couponInEffect(choice, coupons, amount);
  useEffect(() => {
    if (choice != null && inEffect !== choice) setChoice(null);
  }, [choice, inEffect]);
  return [inEffect, setChoice];
}
