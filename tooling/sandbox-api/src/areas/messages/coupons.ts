/**
 * 红包即将过期 (README "Messages and alerts"): an unspent coupon whose last valid day is within
 * {@link EXPIRY_NOTICE_DAYS} days of the clock's date gets one `activity` message.
 */
import { appLinks } from '../../domain/app-links';
import type { Ctx } from '../../ctx';
import { couponUnits } from '../../domain/ledger';
import { postMessage } from '../../domain/messages';
import { addDays } from '../../market/calendar';

/** Days before `effective_to` (inclusive) when the notice is sent. */
export const EXPIRY_NOTICE_DAYS = 3;

/** Posts the expiry notices due on `today`; answers how many were stored. */
export function postCouponsExpiring(ctx: Ctx, today: string): number {
  const rows = ctx
    .q(
      'SELECT id, user_id, name, amount, effective_to FROM coupons WHERE effective_to >= ? AND effective_to <= ?',
    )
    .all(today, addDays(today, EXPIRY_NOTICE_DAYS)) as {
    id: number;
    user_id: number;
    name: string;
    amount: string;
    effective_to: string;
  }[];
  let n = 0;
  for (const c of rows) {
    if (couponUnits(ctx, c.id) <= 0) continue;
    const stored = postMessage(ctx, {
      userId: c.user_id,
      kind: 'coupon_expiring',
      title: '红包即将过期',
      content: `您的${c.name}（${c.amount}元）将于${c.effective_to}过期，请尽快使用。`,
      at: ctx.nowIso(),
      link: appLinks.promotionCoupons(),
      key: `coupon:${c.id}:expiring`,
    });
    if (stored) n++;
  }
  return n;
}
