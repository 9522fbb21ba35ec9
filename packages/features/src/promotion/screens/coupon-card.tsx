import { formatDate, formatMoney } from '@jijin/core';
import type { ReactNode } from 'react';
import type { Schemas } from '../../app/api-types';
import s from './coupons.module.css';

export interface CouponCardProps {
  coupon: Schemas['Coupon'];
  /** Greyed out (used, expired, ended). */
  off?: boolean;
  /** What sits at the right (a link, a button, a status). */
  side?: ReactNode;
}

/** One coupon or red packet: the amount in yuan, its name, condition and expiry. */
export function CouponCard({ coupon, off, side }: CouponCardProps) {
  return (
    <div className={`${s.coupon} ${off ? s.couponOff : ''}`}>
      <div className={s.amount}>
        {formatMoney(coupon.amount)}
        <span className={s.unit}>元</span>
      </div>
      <div className={s.body}>
        <p className={s.name}>{coupon.name}</p>
        <p className={s.cond}>{coupon.use_condition}</p>
        {coupon.effective_to && <p className={s.cond}>有效期至{formatDate(coupon.effective_to)}</p>}
      </div>
      {side && <div className={s.side}>{side}</div>}
    </div>
  );
}
