/**
 * Third-party account bindings (spec 000 §7 accounts/social_bindings/). The bindings are user
 * state in `social_bindings`; the one call of the contract that binds is the store's
 * `POST /store/social_bindings/` (provider + the provider's authorization code). The sandbox
 * reaches no provider, so it cannot learn the nickname: it stays null.
 */
import type { Ctx } from '../../ctx';
import { shIso } from '../../clock';
import { bad } from '../../http/errors';
import { uid } from '../../http/registry';
import type { Schemas } from '../../domain/schemas';
import type { SandboxArea } from '../define';

/** The providers the app offers, in the order the settings page lists them. */
const SOCIAL_PROVIDERS = ['weixin', 'qq', 'weibo'] as const;

interface BindingRow {
  provider: string;
  nickname: string | null;
  bound_at: string;
}

/** Every provider with whether the user bound it. */
function socialBindings(ctx: Ctx, userId: number): Schemas['SocialBinding'][] {
  const rows = ctx
    .q('SELECT provider, nickname, bound_at FROM social_bindings WHERE user_id = ?')
    .all(userId) as BindingRow[];
  const by = new Map(rows.map((r) => [r.provider, r]));
  return SOCIAL_PROVIDERS.map((provider) => {
    const r = by.get(provider);
    return {
      provider,
      bound: !!r,
      nickname: r?.nickname ?? null,
      bound_at: r ? shIso(Date.parse(r.bound_at)) : null,
    };
  });
}

/** Binds `provider` for the user (idempotent: binding again keeps the first time). */
function bindSocial(
  ctx: Ctx,
  userId: number,
  provider: string,
  code: string,
): Schemas['SocialBinding'] {
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider))
    throw bad('provider', '不支持该第三方账号');
  if (!code.trim()) throw bad('code', '授权失败，请重新授权');
  ctx
    .q(
      'INSERT OR IGNORE INTO social_bindings (user_id, provider, nickname, bound_at) VALUES (?, ?, NULL, ?)',
    )
    .run(userId, provider, ctx.nowIso());
  return socialBindings(ctx, userId).find((b) => b.provider === provider)!;
}

/** The binding call (the store's path in the contract, the user's account state). */
export const socialHandlers = {
  'GET /accounts/social_bindings/': (req) => socialBindings(req.ctx, uid(req)),
  'POST /store/social_bindings/': (req) =>
    bindSocial(req.ctx, uid(req), String(req.body.provider), String(req.body.code)),
} satisfies SandboxArea['handlers'];
