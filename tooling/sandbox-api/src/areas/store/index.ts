/**
 * The store area (spec 001 §2 "Store", §3 Store apply / Store timeline item, §4, §6,
 * §7 "Store"): applying for an advisor store and its approval, the store page and its follows,
 * the owner's portfolios (created by the portfolios area, asked through hooks), the store
 * timeline with likes, the advisory-fee income of the owner's portfolios and its withdrawal on an
 * append-only ledger. README "Store".
 */
import { bad } from '../../http/errors';
import { defineArea } from '../define';
import { incomeHandlers } from './income';
import { approve, settle, storeOfUser } from './records';
import { MIGRATIONS, USER_TABLES } from './schema';
import { storefrontHandlers } from './storefront';
import { timelineHandlers } from './timeline';

export const storeArea = defineArea({
  id: 'store',
  migrations: MIGRATIONS,
  userTables: USER_TABLES,
  provides: {
    isStoreOwner: (ctx, userId) => storeOfUser(ctx, userId)?.status === 1,
    storeOwner: (ctx, storeId) => {
      settle(ctx);
      const r = ctx.q('SELECT user_id FROM stores WHERE id = ? AND status = 1').get(storeId) as
        { user_id: number } | undefined;
      return r ? r.user_id : null;
    },
  },
  handlers: { ...storefrontHandlers, ...incomeHandlers, ...timelineHandlers },
  dev: {
    /** `POST /__sandbox/store_approve { "mobile": "139…" }` approves that user's application now. */
    store_approve: (ctx, body) => {
      const mobile = String((body as { mobile?: unknown } | null)?.mobile ?? '');
      const u = ctx.q('SELECT id FROM users WHERE mobile = ?').get(mobile) as
        { id: number } | undefined;
      if (!u) throw bad('mobile', '该手机号未注册');
      const s = storeOfUser(ctx, u.id);
      if (!s) throw bad('mobile', '该用户没有开店申请');
      approve(ctx, s.id);
      return { store_id: s.id, status: 1 };
    },
  },
});
