/**
 * Members and services (spec 001 §7 Members, Quant): services and a membership written for the
 * sandbox (README) with prices; a subscription is paid from the cash account (a ledger debit, so it
 * cannot go below zero) and lasts `period_days`. `hasService` tells other areas (the quant senior
 * factors) whether a user holds a service.
 */
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { addDays } from '../../market/calendar';
import { HttpError, notFound } from '../../http/errors';
import { idempotencyKey, uid, type ReqBase, type Req } from '../../http/registry';
import { debit, movementByKey, toFen } from '../../domain/ledger';
import { checkTradePassword } from '../../domain/trade-password';
import { listInvitations } from './invitations';

type Schemas = components['schemas'];

export const MEMBERS_SQL = `
CREATE TABLE member_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, kind TEXT NOT NULL, target_id INTEGER NOT NULL,
  starts_on TEXT NOT NULL, effective_to TEXT NOT NULL, price TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX member_subscriptions_user ON member_subscriptions(user_id, kind, target_id);
`;

/** Services written for the sandbox. */
export const SERVICES = [
  {
    id: 1,
    code: 'quant_senior_factor',
    name: '量化高级因子',
    description: '解锁量化分析中的高级因子',
    price: '30.00',
    period_days: 30,
  },
] as const;

/** Memberships written for the sandbox (the services they include by id). */
export const MEMBERSHIPS = [
  {
    id: 1,
    code: 'vip',
    name: '基金会员',
    description: '包含量化高级因子等会员服务',
    price: '98.00',
    period_days: 365,
    services: [1],
  },
] as const;

type Service = (typeof SERVICES)[number];

function activeUntil(ctx: Ctx, userId: number, kind: string, id: number): string | null {
  const row = ctx
    .q(
      'SELECT MAX(effective_to) AS to_ FROM member_subscriptions WHERE user_id = ? AND kind = ? AND target_id = ?',
    )
    .get(userId, kind, id) as { to_: string | null };
  return row.to_ && row.to_ >= ctx.today() ? row.to_ : null;
}

/** Whether a user holds a service now (directly or through a membership). */
export function hasService(ctx: Ctx, userId: number, code: string): boolean {
  const s = SERVICES.find((x) => x.code === code);
  if (!s) return false;
  if (activeUntil(ctx, userId, 'service', s.id)) return true;
  return MEMBERSHIPS.some(
    (m) =>
      (m.services as readonly number[]).includes(s.id) &&
      activeUntil(ctx, userId, 'membership', m.id),
  );
}

function serviceJson(ctx: Ctx, s: Service, userId: number | null): Schemas['MemberService'] {
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    description: s.description,
    price: s.price,
    period_days: s.period_days,
    subscribed: userId !== null && hasService(ctx, userId, s.code),
  };
}

/** The service of `code` as the viewer (null: guest) sees it — AreaHooks.memberService; null when unknown. */
export function memberService(
  ctx: Ctx,
  userId: number | null,
  code: string,
): Schemas['MemberService'] | null {
  const s = SERVICES.find((x) => x.code === code);
  return s ? serviceJson(ctx, s, userId) : null;
}

function serviceOr404(id: number): Service {
  const s = SERVICES.find((x) => x.id === id);
  if (!s) throw notFound('服务不存在');
  return s;
}

/** GET /members/services/{id}/ */
export function getService(req: Req<'GET /members/services/{id}/'>): Schemas['MemberService'] {
  return serviceJson(req.ctx, serviceOr404(Number(req.params.id)), req.userId);
}

/** GET /members/memberships/{id}/ */
export function getMembership(req: Req<'GET /members/memberships/{id}/'>): Schemas['Membership'] {
  const m = MEMBERSHIPS.find((x) => x.id === Number(req.params.id));
  if (!m) throw notFound('会员不存在');
  return {
    id: m.id,
    code: m.code,
    name: m.name,
    description: m.description,
    price: m.price,
    period_days: m.period_days,
    services: m.services.map((id) => serviceJson(req.ctx, serviceOr404(id), req.userId)),
  };
}

function checkJson(ctx: Ctx, userId: number, s: Service): Schemas['SubscriptionCheck'] {
  const to = hasService(ctx, userId, s.code)
    ? (activeUntil(ctx, userId, 'service', s.id) ??
      MEMBERSHIPS.map((m) => activeUntil(ctx, userId, 'membership', m.id)).find(Boolean) ??
      null)
    : null;
  return { subscribed: to !== null, effective_to: to, price: s.price };
}

/** GET /members/service_subscriptions/{id}/check/ */
export function checkService(
  req: Req<'GET /members/service_subscriptions/{id}/check/'>,
): Schemas['SubscriptionCheck'] {
  return checkJson(req.ctx, uid(req), serviceOr404(Number(req.params.id)));
}

/** GET /members/membership_subscriptions/{id}/check/ */
export function checkMembership(
  req: Req<'GET /members/membership_subscriptions/{id}/check/'>,
): Schemas['SubscriptionCheck'] {
  const m = MEMBERSHIPS.find((x) => x.id === Number(req.params.id));
  if (!m) throw notFound('会员不存在');
  const to = activeUntil(req.ctx, uid(req), 'membership', m.id);
  return { subscribed: to !== null, effective_to: to, price: m.price };
}

/**
 * Subscribes (or renews from the end of the current period): the price leaves the cash account
 * in the same transaction; 现金账户余额不足，请先充值 when it is short.
 */
/**
 * Subscribes the user to a service for one more period, paid from the cash account: the trade
 * password first, then one transaction that writes the subscription and its ledger debit once per
 * Idempotency-Key (a retry with the same key answers the same subscription; the same key for
 * another service is refused with 409). Refuses a balance below the price (现金账户余额不足).
 */
async function subscribe(
  req: ReqBase & { body: { password?: string } },
  s: Service,
): Promise<Schemas['SubscriptionCheck']> {
  const { ctx } = req;
  const userId = uid(req);
  const ledgerKey = `subscription:${idempotencyKey(req)}`;
  const replay = (): Schemas['SubscriptionCheck'] | null => {
    const prior = movementByKey(ctx, userId, ledgerKey);
    if (!prior) return null;
    if (prior.title !== `订阅${s.name}`)
      throw new HttpError(409, { idempotency_key: ['该请求标识已用于另一次订阅'] });
    return checkJson(ctx, userId, s);
  };
  const early = replay();
  if (early) return early;
  await checkTradePassword(ctx, userId, String(req.body?.password ?? ''));
  return ctx.db
    .transaction(() => {
      // a concurrent request with the same key may have won while the password was checked
      const again = replay();
      if (again) return again;
      const current = activeUntil(ctx, userId, 'service', s.id);
      const starts = current ? addDays(current, 1) : ctx.today();
      const info = ctx
        .q(
          "INSERT INTO member_subscriptions (user_id, kind, target_id, starts_on, effective_to, price, created_at) VALUES (?, 'service', ?, ?, ?, ?, ?)",
        )
        .run(userId, s.id, starts, addDays(starts, s.period_days - 1), s.price, ctx.nowIso());
      debit(
        ctx,
        {
          userId,
          asset: 'cash',
          units: toFen(s.price),
          kind: 'subscription',
          title: `订阅${s.name}`,
          ref: `member_subscription:${info.lastInsertRowid}`,
          key: ledgerKey,
        },
        'detail',
        '现金账户余额不足，请先充值',
      );
      return checkJson(ctx, userId, s);
    })
    .immediate();
}

/** POST /members/service_subscriptions/{id}/subscribe/ */
export function subscribeService(
  req: Req<'POST /members/service_subscriptions/{id}/subscribe/'>,
): Promise<Schemas['SubscriptionCheck']> {
  return subscribe(req, serviceOr404(Number(req.params.id)));
}

/** POST /members/service_subscriptions/quant_senior_factor/subscribe/ */
export function subscribeQuantSeniorFactor(
  req: Req<'POST /members/service_subscriptions/quant_senior_factor/subscribe/'>,
): Promise<Schemas['SubscriptionCheck']> {
  return subscribe(
    req,
    SERVICES.find((s) => s.code === 'quant_senior_factor')!,
  );
}

/** GET /members/memberships/{code}/invitations/ — the friends invited with my code. */
export function membershipInvitations(
  req: Req<'GET /members/memberships/{code}/invitations/'>,
): Schemas['InvitationPage'] {
  if (!MEMBERSHIPS.some((m) => m.code === req.params.code)) throw notFound('会员不存在');
  return listInvitations(req);
}
