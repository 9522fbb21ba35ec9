/**
 * Invitations and registration rewards (spec 001 §7 Promotion, §9; spec 000 signup with
 * invite_code from the cookie). A user's invite code is made on first ask; who signed up with it
 * is read from `users.invite_code`. Rewards are wallet rows of the ledger:
 * 3.00 元 at signup, 1.00 元 at identity verification (spec 001 §9), and 5.00 元 to the inviter
 * when the invited friend verifies their identity (opens the account).
 */
import { randomInt } from 'node:crypto';
import type { components } from '@jijin/core';
import { appLinks } from '../../domain/app-links';
import { maskMobile, type Ctx, type UserRow } from '../../ctx';
import { paginate, uid, type ReqBase, type Req } from '../../http/registry';
import { userJson } from '../../domain/serializers';
import { PAID_DIRECTIONS_SQL, STATUS } from '../../trading/codes';
import { appendMovement, fenToYuan, movementByKey } from '../../domain/ledger';

type Schemas = components['schemas'];

export const INVITE_CODES_SQL = `
CREATE TABLE invite_codes (user_id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
`;

/** Registration reward at signup, fen (spec 001 §9: 3 yuan). */
export const SIGNUP_REWARD_FEN = 300;
/** Reward for the identity information, fen (spec 001 §9: 1 yuan). */
export const IDENTITY_REWARD_FEN = 100;
/** The inviter's reward per friend who opens an account, fen (designed, README). */
export const INVITE_REWARD_FEN = 500;

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The user's invite code, made once (6 characters, unique). */
export function inviteCodeOf(ctx: Ctx, userId: number): string {
  const row = ctx.q('SELECT code FROM invite_codes WHERE user_id = ?').get(userId) as
    { code: string } | undefined;
  if (row) return row.code;
  for (;;) {
    const code = Array.from(
      { length: 6 },
      () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
    ).join('');
    const taken = ctx.q('SELECT 1 FROM invite_codes WHERE code = ?').get(code);
    if (taken) continue;
    ctx
      .q('INSERT INTO invite_codes (user_id, code, created_at) VALUES (?, ?, ?)')
      .run(userId, code, ctx.nowIso());
    return code;
  }
}

/**
 * Whether a coin task of this area is done (the coins-wallet area asks through the
 * `promotionTaskDone` hook): `invite` a friend signed up with my code, `bet` I placed a bet.
 */
export function promotionTaskDone(ctx: Ctx, userId: number, task: 'invite' | 'bet'): boolean {
  if (task === 'bet') return !!ctx.q('SELECT 1 FROM bet_entries WHERE user_id = ?').get(userId);
  const code = ctx.q('SELECT code FROM invite_codes WHERE user_id = ?').get(userId) as
    { code: string } | undefined;
  return !!code && !!ctx.q('SELECT 1 FROM users WHERE upper(invite_code) = ?').get(code.code);
}

/** Who owns an invite code (case-insensitive), or null. */
export function inviterOf(ctx: Ctx, code: string | null | undefined): number | null {
  if (!code) return null;
  const row = ctx
    .q('SELECT user_id FROM invite_codes WHERE code = ?')
    .get(code.trim().toUpperCase()) as { user_id: number } | undefined;
  return row?.user_id ?? null;
}

/**
 * The signup reward (3.00 元 into the wallet), once per user. Called by POST /accounts/signup/
 * inside its transaction.
 */
export function rewardSignup(ctx: Ctx, userId: number): void {
  appendMovement(ctx, {
    userId,
    asset: 'wallet',
    units: SIGNUP_REWARD_FEN,
    kind: 'signup_reward',
    title: '注册奖励',
    ref: `user:${userId}`,
    key: 'reward:signup',
  });
}

/**
 * The identity reward (1.00 元 into the wallet) and, when the user signed up with someone's invite
 * code, the inviter's reward — each once. Called by POST /accounts/identity_verfications/ inside
 * its transaction.
 */
export function rewardIdentityVerified(ctx: Ctx, userId: number): void {
  appendMovement(ctx, {
    userId,
    asset: 'wallet',
    units: IDENTITY_REWARD_FEN,
    kind: 'identity_reward',
    title: '完善身份信息奖励',
    ref: `user:${userId}`,
    key: 'reward:identity',
  });
  const u = ctx.user(userId);
  const inviter = inviterOf(ctx, (u as UserRow & { invite_code: string | null }).invite_code);
  if (inviter !== null && inviter !== userId)
    appendMovement(ctx, {
      userId: inviter,
      asset: 'wallet',
      units: INVITE_REWARD_FEN,
      kind: 'invite_reward',
      title: `邀请好友奖励（${maskMobile(u.mobile)}）`,
      ref: `user:${userId}`,
      key: `invite_reward:${userId}`,
    });
}

/** GET /promotion/invite_code/ and /members/invite_code/: the code and the signup link (relative to the app). */
export function inviteCode(req: ReqBase): Schemas['InviteCode'] {
  const code = inviteCodeOf(req.ctx, uid(req));
  return {
    invite_code: code,
    share_url: appLinks.signup({ invite_code: code }),
    qr_code: null,
  };
}

/** 0 registered, 1 opened an account (identity verified), 2 traded (a buy not undone). */
function invitationStatus(ctx: Ctx, userId: number): 0 | 1 | 2 {
  if (
    ctx
      .q(
        `SELECT 1 FROM trades WHERE user_id = ? AND direction IN ${PAID_DIRECTIONS_SQL} AND status <> ${STATUS.undone}`,
      )
      .get(userId)
  )
    return 2;
  return ctx.s.identity.get(userId) ? 1 : 0;
}

/** GET /promotion/invitations/: who signed up with my code, newest first, with the reward earned. */
export function listInvitations(
  req: Req<'GET /promotion/invitations/'>,
): Schemas['InvitationPage'] {
  const { ctx, query } = req;
  const me = uid(req);
  const code = inviteCodeOf(ctx, me);
  const rows = ctx
    .q('SELECT * FROM users WHERE upper(invite_code) = ? AND id <> ? ORDER BY id DESC')
    .all(code, me) as UserRow[];
  const page = paginate(rows, query.page ?? 1, query.page_size ?? 20);
  return {
    ...page,
    results: page.results.map((u) => {
      const reward = movementByKey(ctx, me, `invite_reward:${u.id}`);
      return {
        id: u.id,
        user: userJson(ctx, u, req.origin),
        mobile: maskMobile(u.mobile),
        invited_at: u.created_at,
        status: invitationStatus(ctx, u.id),
        reward: reward ? fenToYuan(reward.units) : null,
      };
    }),
  };
}
