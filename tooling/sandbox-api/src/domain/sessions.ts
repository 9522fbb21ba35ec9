/**
 * Sessions: short-lived access tokens, rotated refresh tokens, revocation.
 *
 * - Login and signup open a session (a token *family*): an access token valid
 *   {@link ACCESS_TOKEN_TTL_S} on the sandbox clock and a refresh token valid {@link REFRESH_TOKEN_TTL_S}.
 * - A refresh token is used once: refreshing marks it used and issues a new pair. Presented again
 *   within {@link REFRESH_REUSE_GRACE_S} seconds (two refreshes at once), it answers that same
 *   pair; presented later (a stolen copy raced the owner), it revokes the whole family — both the
 *   thief and the owner must log in again.
 * - Logout revokes the family; changing the login password revokes every other family of the user.
 */
import { randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_S,
  REFRESH_REUSE_GRACE_S,
  REFRESH_TOKEN_TTL_S,
} from '@jijin/core/constants';
import type { Ctx } from '../ctx';

/** The contract's `Token` object. */
export interface TokenJson {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
}

const newSecret = () => randomBytes(24).toString('hex');

/** Issues an access + refresh token pair in `family` (a new family when omitted). */
export function issueTokens(ctx: Ctx, userId: number, family = newSecret()): TokenJson {
  const now = ctx.now();
  const access = newSecret();
  const refresh = newSecret();
  const expiresAt = now + ACCESS_TOKEN_TTL_S * 1000;
  ctx
    .q('INSERT INTO tokens (token, user_id, created_at, expires_at, family) VALUES (?, ?, ?, ?, ?)')
    .run(access, userId, ctx.nowIso(), expiresAt, family);
  ctx
    .q(
      'INSERT INTO refresh_tokens (token, family, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(refresh, family, userId, now, now + REFRESH_TOKEN_TTL_S * 1000);
  ctx.tokens.set(access, { userId, expiresAt });
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    refresh_token: refresh,
    refresh_expires_in: REFRESH_TOKEN_TTL_S,
  };
}

/**
 * The user of a bearer access token, or null when it is unknown, revoked or expired on the
 * sandbox clock (a token without an expiry counts as expired).
 */
export function userOfAccessToken(ctx: Ctx, token: string): number | null {
  const now = ctx.now();
  const cached = ctx.tokens.get(token);
  if (cached) return cached.expiresAt > now ? cached.userId : null;
  const row = ctx.s.token.get(token) as
    { user_id: number; expires_at: number | null; revoked_at: number | null } | undefined;
  if (!row || row.revoked_at !== null || row.expires_at === null) return null;
  ctx.tokens.set(token, { userId: row.user_id, expiresAt: row.expires_at });
  return row.expires_at > now ? row.user_id : null;
}

/** Revokes every access and refresh token of a family. */
export function revokeFamily(ctx: Ctx, family: string): void {
  const now = ctx.now();
  ctx
    .q('UPDATE tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL')
    .run(now, family);
  ctx
    .q('UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL')
    .run(now, family);
  ctx.tokens.clear();
}

/** The family of an access token, or null (unknown token). */
export function familyOfAccessToken(ctx: Ctx, token: string): string | null {
  const row = ctx.q('SELECT family FROM tokens WHERE token = ?').get(token) as
    { family: string | null } | undefined;
  return row?.family ?? null;
}

/** The family of a refresh token, or null (unknown token). */
export function familyOfRefreshToken(ctx: Ctx, token: string): string | null {
  const row = ctx.q('SELECT family FROM refresh_tokens WHERE token = ?').get(token) as
    { family: string } | undefined;
  return row?.family ?? null;
}

/**
 * Revokes every session of a user except `keepFamily` (password change: other devices are
 * logged out, this one stays). Tokens without a family are revoked too.
 */
export function revokeOtherSessions(ctx: Ctx, userId: number, keepFamily: string | null): void {
  const now = ctx.now();
  ctx
    .q(
      'UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND (family IS NULL OR family IS NOT ?)',
    )
    .run(now, userId, keepFamily);
  ctx
    .q(
      'UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND family IS NOT ?',
    )
    .run(now, userId, keepFamily);
  ctx.tokens.clear();
}

/** Why a refresh was refused. */
export type RefreshRefusal = 'unknown' | 'expired' | 'revoked' | 'reused';

/**
 * Rotates a refresh token: a new pair in the same family, the old refresh token used (the
 * family's older access tokens expire on their own, within 2 hours). The same token presented
 * again within {@link REFRESH_REUSE_GRACE_S} seconds of its rotation (two refreshes at once)
 * answers the pair it was rotated into, with the seconds left; later, a reused refresh token
 * revokes the family.
 */
export function rotateRefreshToken(
  ctx: Ctx,
  token: string,
): { ok: true; token: TokenJson } | { ok: false; reason: RefreshRefusal } {
  const row = ctx.q('SELECT * FROM refresh_tokens WHERE token = ?').get(token) as
    | {
        family: string;
        user_id: number;
        expires_at: number;
        used_at: number | null;
        revoked_at: number | null;
        next_access: string | null;
        next_refresh: string | null;
      }
    | undefined;
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  const now = ctx.now();
  if (row.used_at !== null) {
    const again = withinGrace(ctx, row.used_at, row.next_access, row.next_refresh);
    if (again) return { ok: true, token: again };
    revokeFamily(ctx, row.family);
    return { ok: false, reason: 'reused' };
  }
  if (row.expires_at <= now) return { ok: false, reason: 'expired' };
  return ctx.db.transaction(() => {
    const pair = issueTokens(ctx, row.user_id, row.family);
    ctx
      .q('UPDATE refresh_tokens SET used_at = ?, next_access = ?, next_refresh = ? WHERE token = ?')
      .run(now, pair.access_token, pair.refresh_token, token);
    return { ok: true as const, token: pair };
  })();
}

/** The pair a refresh token was rotated into, when asked again within the grace and still live. */
function withinGrace(
  ctx: Ctx,
  usedAt: number,
  access: string | null,
  refresh: string | null,
): TokenJson | null {
  const now = ctx.now();
  if (!access || !refresh || now - usedAt > REFRESH_REUSE_GRACE_S * 1000) return null;
  const a = ctx.q('SELECT expires_at, revoked_at FROM tokens WHERE token = ?').get(access) as
    { expires_at: number; revoked_at: number | null } | undefined;
  const r = ctx
    .q('SELECT expires_at, revoked_at FROM refresh_tokens WHERE token = ?')
    .get(refresh) as { expires_at: number; revoked_at: number | null } | undefined;
  if (!a || !r || a.revoked_at !== null || r.revoked_at !== null) return null;
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: Math.max(0, Math.floor((a.expires_at - now) / 1000)),
    refresh_token: refresh,
    refresh_expires_in: Math.max(0, Math.floor((r.expires_at - now) / 1000)),
  };
}

/**
 * Time travel of the dev clock endpoint (`POST /__sandbox/clock`, dev only): a jump forward by
 * `deltaMs` carries the sessions alive at the jump along (their expiries move by the jump), so a
 * test journey stepping days ahead stays logged in, as its user would who kept using the app.
 * The clock running on its own (or set in-process) ages them normally.
 */
export function carrySessions(ctx: Ctx, deltaMs: number): void {
  if (deltaMs <= 0) return;
  const now = ctx.now();
  ctx
    .q('UPDATE tokens SET expires_at = expires_at + ? WHERE revoked_at IS NULL AND expires_at > ?')
    .run(deltaMs, now);
  ctx
    .q(
      'UPDATE refresh_tokens SET expires_at = expires_at + ? WHERE revoked_at IS NULL AND used_at IS NULL AND expires_at > ?',
    )
    .run(deltaMs, now);
  ctx.tokens.clear();
}
