/**
 * Coupon activities (spec 001 §3 Coupon, §7 Promotion), written for the sandbox (README "Money and
 * rewards"): their table and seed, the activity list with the template or the granted coupon,
 * the check, and receiving a coupon once per user and activity after the coupon captcha.
 */
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { addDays } from '../../market/calendar';
import { bad, HttpError, notFound } from '../../http/errors';
import { uid, type ReqBase, type Req } from '../../http/registry';
import { consumeCaptcha } from './captcha';
import { APPLY_BUSINESS, couponJson, grantCoupon, useCondition, type CouponRow } from './coupons';

type Schemas = components['schemas'];

/** The coupon activities table (written for the sandbox, see README). */
export const COUPON_ACTIVITIES_SQL = `
CREATE TABLE coupon_activities (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, title TEXT NOT NULL, description TEXT NOT NULL,
  start_at TEXT NOT NULL, end_at TEXT NOT NULL, coupon_name TEXT NOT NULL, amount TEXT NOT NULL,
  expense_min TEXT NOT NULL, apply_business TEXT NOT NULL, valid_days INTEGER NOT NULL
);
`;

/** The sandbox's coupon activities (marked as written for the sandbox in README.md). */
export const COUPON_ACTIVITIES = [
  {
    id: 1,
    code: 'newcomer_fund',
    title: '新人买基金返现',
    description: '领取后30天内买入基金满100元，交易确认后返现5元到钱包',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    coupon_name: '买基金返现红包',
    amount: '5.00',
    expense_min: '100.00',
    apply_business: 'fund_buy',
    valid_days: 30,
  },
  {
    id: 2,
    code: 'portfolio_buy',
    title: '组合投资返现',
    description: '领取后30天内买入基金组合满1000元可用',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    coupon_name: '买组合返现红包',
    amount: '10.00',
    expense_min: '1000.00',
    apply_business: 'portfolio_buy',
    valid_days: 30,
  },
  {
    id: 3,
    code: 'spring_cash',
    title: '春季现金红包',
    description: '领取后7天内在“我的红包”中使用，金额存入钱包',
    start_at: '2026-04-01T00:00:00+08:00',
    end_at: '2026-05-31T23:59:59+08:00',
    coupon_name: '现金红包',
    amount: '1.88',
    expense_min: '0.00',
    apply_business: 'cash',
    valid_days: 7,
  },
  {
    id: 4,
    code: 'new_year_2026',
    title: '新春开门红',
    description: '2026年春节期间买基金满500元返10元（已结束）',
    start_at: '2026-01-20T00:00:00+08:00',
    end_at: '2026-02-28T23:59:59+08:00',
    coupon_name: '新春返现红包',
    amount: '10.00',
    expense_min: '500.00',
    apply_business: 'fund_buy',
    valid_days: 30,
  },
] satisfies ActivityRow[];

interface ActivityRow {
  id: number;
  code: string;
  title: string;
  description: string;
  start_at: string;
  end_at: string;
  coupon_name: string;
  amount: string;
  expense_min: string;
  apply_business: string;
  valid_days: number;
}

/** Seeds the coupon activities once. */
export function seedCouponActivities(ctx: Ctx): void {
  if ((ctx.q('SELECT COUNT(*) AS n FROM coupon_activities').get() as { n: number }).n) return;
  for (const a of COUPON_ACTIVITIES)
    ctx
      .q(
        'INSERT INTO coupon_activities (id, code, title, description, start_at, end_at, coupon_name, amount, expense_min, apply_business, valid_days) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        a.id,
        a.code,
        a.title,
        a.description,
        a.start_at,
        a.end_at,
        a.coupon_name,
        a.amount,
        a.expense_min,
        a.apply_business,
        a.valid_days,
      );
}

function activityOr404(ctx: Ctx, id: number): ActivityRow {
  const a = ctx.q('SELECT * FROM coupon_activities WHERE id = ?').get(id) as
    ActivityRow | undefined;
  if (!a) throw notFound('活动不存在');
  return a;
}

function activityState(ctx: Ctx, a: ActivityRow): 'before' | 'running' | 'ended' {
  const now = ctx.nowIso();
  if (Date.parse(now) < Date.parse(a.start_at)) return 'before';
  if (Date.parse(now) > Date.parse(a.end_at)) return 'ended';
  return 'running';
}

const activityKey = (a: { id: number }) => `coupon_activity:${a.id}`;

function grantedCoupon(ctx: Ctx, userId: number, a: ActivityRow): CouponRow | undefined {
  const row = ctx
    .q('SELECT coupon_id FROM ledger WHERE user_id = ? AND idempotency_key = ?')
    .get(userId, activityKey(a)) as { coupon_id: number } | undefined;
  return row
    ? (ctx.q('SELECT * FROM coupons WHERE id = ?').get(row.coupon_id) as CouponRow)
    : undefined;
}

function activityJson(ctx: Ctx, a: ActivityRow, userId: number | null): Schemas['CouponActivity'] {
  const mine = userId !== null ? grantedCoupon(ctx, userId, a) : undefined;
  const running = activityState(ctx, a) === 'running';
  const template: Schemas['Coupon'] = {
    id: a.id,
    name: a.coupon_name,
    description: a.description,
    amount: a.amount,
    expense_min: a.expense_min,
    apply_business: APPLY_BUSINESS[a.apply_business] ?? a.apply_business,
    use_condition: useCondition(a),
    enable_visible: running,
    enable_check: false,
    effective_to: addDays(ctx.today(), a.valid_days),
  };
  return {
    id: a.id,
    code: a.code,
    title: a.title,
    description: a.description,
    start_at: a.start_at,
    end_at: a.end_at,
    joined: !!mine,
    is_example: true,
    coupons: [mine ? couponJson(ctx, mine) : template],
  };
}

/** GET /coupons/activities/ (public; `joined` for the logged-in user). */
export function listActivities(req: ReqBase): Schemas['CouponActivity'][] {
  const rows = req.ctx.q('SELECT * FROM coupon_activities ORDER BY id').all() as ActivityRow[];
  return rows.map((a) => activityJson(req.ctx, a, req.userId));
}

function refusal(ctx: Ctx, userId: number, a: ActivityRow): string | null {
  const state = activityState(ctx, a);
  if (state === 'before') return '活动尚未开始';
  if (state === 'ended') return '活动已结束';
  if (grantedCoupon(ctx, userId, a)) return '您已领取过该红包';
  return null;
}

/** GET /coupons/activities/{id}/check/ */
export function checkActivity(
  req: Req<'GET /coupons/activities/{id}/check/'>,
): Schemas['CheckResult'] {
  const a = activityOr404(req.ctx, Number(req.params.id));
  const why = refusal(req.ctx, uid(req), a);
  return { valid: why === null, message: why };
}

function receive(ctx: Ctx, userId: number, a: ActivityRow): CouponRow {
  const why = refusal(ctx, userId, a);
  if (why) throw new HttpError(why.startsWith('您已') ? 409 : 400, { activity_id: [why] });
  return grantCoupon(
    ctx,
    userId,
    { ...a, name: a.coupon_name },
    activityKey(a),
    `activity:${a.id}`,
  );
}

/** POST /coupons/receive/ { activity_id, captcha_id, captcha }: the captcha is checked and spent. */
export function receiveCoupon(req: Req<'POST /coupons/receive/'>): Schemas['Coupon'] {
  const { ctx, body } = req;
  const userId = uid(req);
  const a = ctx.q('SELECT * FROM coupon_activities WHERE id = ?').get(body.activity_id) as
    ActivityRow | undefined;
  if (!a) throw bad('activity_id', '活动不存在');
  const why = refusal(ctx, userId, a);
  if (why) throw new HttpError(why.startsWith('您已') ? 409 : 400, { activity_id: [why] });
  // spent before the grant, outside its transaction, so a wrong answer counts as a failed try
  consumeCaptcha(ctx, userId, body.captcha_id, body.captcha);
  return ctx.db.transaction(() => couponJson(ctx, receive(ctx, userId, a)))();
}

/** POST /coupons/activities/{id}/join/: the same receipt, after the captcha was checked (checkcaptcha). */
export function joinActivity(
  req: Req<'POST /coupons/activities/{id}/join/'>,
): Schemas['CouponActivity'] {
  const { ctx } = req;
  const userId = uid(req);
  const a = activityOr404(ctx, Number(req.params.id));
  const why = refusal(ctx, userId, a);
  if (why) throw bad('detail', why);
  consumeCaptcha(ctx, userId, undefined, undefined);
  return ctx.db.transaction(() => {
    receive(ctx, userId, a);
    return activityJson(ctx, a, userId);
  })();
}
