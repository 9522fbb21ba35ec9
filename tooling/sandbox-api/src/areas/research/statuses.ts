/**
 * Statuses (posts), comments, likes and user follows (spec 001 §7 "Statuses", "Users"). User
 * content lives in SQLite; a few example posts authored by the sandbox are seeded and flagged
 * `is_example` (README "Research: example posts"). Text is stored as sent: clients render it through
 * ui SafeHtml (DOMPurify), so an HTML payload never runs script.
 */
import type { Ctx, UserRow } from '../../ctx';
import { userJson, fundBrief, staticUrl } from '../../domain/serializers';
import { shIso } from '../../clock';
import { HttpError, bad, forbidden, notFound } from '../../http/errors';
import { paginate, uid, withStatus, type Req, type HandlerTable } from '../../http/registry';

export const statusUserTables = [
  'user_statuses',
  'status_likes',
  'status_comments',
  'user_follows',
];

/** The sandbox's example posts: ours, flagged `is_example` (author and source 示例). */
const EXAMPLES: [
  id: number,
  title: string,
  text: string,
  type: number,
  symbols: string,
  at: string,
][] = [
  [
    1,
    '如何看懂基金的持仓明细',
    '<p>这是一篇示例帖子。打开基金详情的<b>持仓明细</b>，可以看到前十大重仓股、报告期以及占基金总资产的比例。</p><p>注意：持仓数据来自基金定期报告，请留意报告期。</p>',
    0,
    '000001',
    '2026-04-10T09:30:00+08:00',
  ],
  [
    2,
    '定投与一次性买入的讨论',
    '<p>这是一个示例话题，用于演示点赞、评论和分享。欢迎在下方评论区留言。</p>',
    0,
    '',
    '2026-04-12T20:00:00+08:00',
  ],
  [
    3,
    '资讯列表示例',
    '<p>本条为资讯列表的示例内容，不是真实新闻。</p>',
    10,
    '',
    '2026-04-15T08:00:00+08:00',
  ],
  [
    4,
    '指数基金与主动基金怎么比较',
    '<p>示例帖子：可以用<b>基金对比</b>查看两只基金的收益、最大回撤、费率和持仓重合度。</p>',
    50,
    '161725',
    '2026-04-16T12:00:00+08:00',
  ],
];

export function seedStatuses(ctx: Ctx): void {
  const has = ctx.q('SELECT COUNT(*) AS n FROM research_example_statuses').get() as { n: number };
  if (has.n) return;
  const ins = ctx.q(
    "INSERT INTO research_example_statuses (id, title, text, content_type, symbols, source, publish_at) VALUES (?, ?, ?, ?, ?, '示例', ?)",
  );
  for (const e of EXAMPLES) ins.run(...e);
}

interface StatusRow {
  id: number;
  user_id: number | null;
  title: string | null;
  text: string;
  content_type: number;
  content_subtype: number | null;
  symbols: string;
  source: string | null;
  portfolio_id: number | null;
  publish_at: string;
}

const ALL_SQL = `SELECT id, NULL AS user_id, title, text, content_type, content_subtype, symbols, source, NULL AS portfolio_id, publish_at FROM research_example_statuses
UNION ALL SELECT id, user_id, title, text, content_type, NULL, symbols, NULL, portfolio_id, publish_at FROM user_statuses`;

function statusRow(ctx: Ctx, id: number): StatusRow | undefined {
  return ctx.q(`SELECT * FROM (${ALL_SQL}) WHERE id = ?`).get(id) as StatusRow | undefined;
}

/** The author of a seeded example: the sandbox itself (id 0, no profile page). */
function exampleAuthor(ctx: Ctx, origin: string) {
  return {
    id: 0,
    username: '示例',
    avatar_xs: staticUrl(origin, 'avatar/0/xs.svg'),
    avatar_sm: staticUrl(origin, 'avatar/0/sm.svg'),
    avatar_md: staticUrl(origin, 'avatar/0/md.svg'),
    avatar_lg: staticUrl(origin, 'avatar/0/lg.svg'),
  };
}

function statusJson(ctx: Ctx, r: StatusRow, userId: number | null, origin: string) {
  const likes = ctx.q('SELECT COUNT(*) AS n FROM status_likes WHERE status_id = ?').get(r.id) as {
    n: number;
  };
  const comments = ctx
    .q('SELECT COUNT(*) AS n FROM status_comments WHERE status_id = ?')
    .get(r.id) as {
    n: number;
  };
  const liked = userId
    ? !!ctx.q('SELECT 1 FROM status_likes WHERE status_id = ? AND user_id = ?').get(r.id, userId)
    : false;
  const author =
    r.user_id === null
      ? undefined
      : (ctx.q('SELECT * FROM users WHERE id = ?').get(r.user_id) as UserRow | undefined);
  return {
    id: r.id,
    title: r.title,
    text: r.text,
    source: r.source,
    tendency: null,
    medias: [],
    content_type: r.content_type as 0 | 10 | 20 | 30 | 40 | 50,
    content_subtype: r.content_subtype,
    publish_at: shIso(Date.parse(r.publish_at)),
    likes_count: likes.n,
    comments_count: comments.n,
    liked,
    is_example: r.user_id === null,
    user: author ? userJson(ctx, author, origin) : exampleAuthor(ctx, origin),
    symbols: r.symbols
      .split(',')
      .filter(Boolean)
      .flatMap((c) => {
        const f = ctx.market.fund(c);
        return f ? [fundBrief(ctx, f)] : [];
      }),
    portfolios: [],
  };
}

function timeline(
  req: Req<
    | 'GET /statuses/user_timeline/'
    | 'GET /statuses/portfolio_timeline/'
    | 'GET /statuses/recommend/'
  >,
  where: string,
  args: unknown[],
) {
  const { ctx } = req;
  const rows = ctx
    .q(`SELECT * FROM (${ALL_SQL}) WHERE ${where} ORDER BY publish_at DESC, id DESC`)
    .all(...args) as StatusRow[];
  const page = paginate(rows, req.query.page ?? 1, req.query.page_size ?? 10);
  return { ...page, results: page.results.map((r) => statusJson(ctx, r, req.userId, req.origin)) };
}

function typesOf(v: unknown): number[] | null {
  if (v === undefined || v === null || v === '') return null;
  const l = String(v)
    .split(',')
    .map((x) => Number(x.trim()));
  if (l.some((x) => ![0, 10, 20, 30, 40, 50].includes(x)))
    throw bad('content_type', '内容类型不正确');
  return l;
}

function statusOr404(ctx: Ctx, id: number): StatusRow {
  const r = statusRow(ctx, id);
  if (!r) throw notFound();
  return r;
}

function commentJson(
  ctx: Ctx,
  c: { id: number; user_id: number; text: string; created_at: string },
  origin: string,
) {
  const u = ctx.q('SELECT * FROM users WHERE id = ?').get(c.user_id) as UserRow;
  return {
    id: c.id,
    text: c.text,
    user: userJson(ctx, u, origin),
    created_at: shIso(Date.parse(c.created_at)),
    reply_to: null,
  };
}

function likeState(ctx: Ctx, status: number, userId: number) {
  const n = ctx.q('SELECT COUNT(*) AS n FROM status_likes WHERE status_id = ?').get(status) as {
    n: number;
  };
  const liked = !!ctx
    .q('SELECT 1 FROM status_likes WHERE status_id = ? AND user_id = ?')
    .get(status, userId);
  return { liked, likes_count: n.n };
}

function userOr404(ctx: Ctx, id: number): UserRow {
  const u = ctx.q('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  if (!u) throw notFound();
  return u;
}

/**
 * The `content_type`s any user may post (spec 001 §3 Status post): 0 话题 and 40 悬赏. 资讯 (10),
 * 公告 (20), 研报 (30) and 基金专题 (50) speak for an issuer or the platform: only an account with
 * an official role posts them, and the sandbox has none (its examples are seeded), so they
 * answer 403.
 */
export const USER_CONTENT_TYPES: readonly number[] = [0, 40];

/**
 * Checks what a post names (spec 001 §7 Statuses; README: authored content): its content type
 * (see {@link USER_CONTENT_TYPES}), a portfolio the author manages, an adjustment of the
 * author's own portfolio. A `store_id` is checked too and then refused: a store's posts are made
 * with `POST /store/timeline/`. Nothing named is ignored.
 * @returns the portfolio the post is filed under, or null
 * @throws HttpError 403 (official type, another's portfolio, store or adjustment), 400 (unknown)
 */
function postTarget(req: Req<'POST /statuses/'>): number | null {
  const { ctx, body } = req;
  const me = uid(req);
  const type = (body.content_type ?? 0) as number;
  if (!USER_CONTENT_TYPES.includes(type))
    throw new HttpError(403, { content_type: ['资讯、公告、研报和基金专题仅限官方账号发布'] });
  if (body.store_id !== undefined) {
    const owner = ctx.hooks.storeOwner?.(ctx, body.store_id) ?? null;
    if (owner === null) throw bad('store_id', '店铺不存在');
    if (owner !== me) throw new HttpError(403, { store_id: ['只能以自己的店铺发布动态'] });
    throw bad('store_id', '店铺动态请在店铺中发布');
  }
  let portfolio: number | null = null;
  if (body.portfolio_id !== undefined) {
    const owner = ctx.hooks.portfolioOwner?.(ctx, body.portfolio_id) ?? null;
    if (owner === null) throw bad('portfolio_id', '组合不存在');
    if (owner !== me)
      throw new HttpError(403, { portfolio_id: ['只能在自己管理的组合下发布动态'] });
    portfolio = body.portfolio_id;
  }
  if (body.position_adjustment_id !== undefined) {
    const a = ctx.hooks.ownedAdjustment?.(ctx, me, body.position_adjustment_id) ?? null;
    if (!a) throw new HttpError(403, { position_adjustment_id: ['只能关联自己组合的调仓记录'] });
    if (portfolio !== null && a.portfolio_id !== portfolio)
      throw bad('position_adjustment_id', '调仓记录不属于所选组合');
    portfolio = a.portfolio_id;
  }
  return portfolio;
}

export const statusHandlers = {
  'POST /statuses/': (req) => {
    const { ctx, body } = req;
    const me = uid(req);
    const text = String(body.text ?? '');
    if (!text.replace(/<[^>]*>/g, '').trim()) throw bad('text', '请输入内容');
    const symbols: string[] = body.symbols ?? [];
    for (const s of symbols) if (!ctx.market.fund(s)) throw bad('symbols', `基金不存在：${s}`);
    const portfolio = postTarget(req);
    const info = ctx
      .q(
        'INSERT INTO user_statuses (user_id, title, text, content_type, symbols, portfolio_id, publish_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        me,
        body.title ?? null,
        text,
        body.content_type ?? 0,
        symbols.join(','),
        portfolio,
        ctx.nowIso(),
      );
    return statusJson(ctx, statusRow(ctx, Number(info.lastInsertRowid))!, me, req.origin);
  },
  'GET /statuses/{id}/': (req) =>
    statusJson(req.ctx, statusOr404(req.ctx, req.params.id), req.userId, req.origin),
  'DELETE /statuses/{id}/': (req) => {
    const { ctx } = req;
    const r = statusOr404(ctx, req.params.id);
    if (r.user_id !== uid(req)) throw forbidden('只能删除自己发布的动态');
    ctx.db.transaction(() => {
      ctx.q('DELETE FROM user_statuses WHERE id = ?').run(r.id);
      ctx.q('DELETE FROM status_likes WHERE status_id = ?').run(r.id);
      ctx.q('DELETE FROM status_comments WHERE status_id = ?').run(r.id);
    })();
    return withStatus(204, null);
  },
  'GET /statuses/{id}/comments/': (req) => {
    const { ctx } = req;
    statusOr404(ctx, req.params.id);
    const rows = ctx
      .q('SELECT * FROM status_comments WHERE status_id = ? ORDER BY id DESC')
      .all(req.params.id) as {
      id: number;
      user_id: number;
      text: string;
      created_at: string;
    }[];
    const page = paginate(rows, req.query.page ?? 1, req.query.page_size ?? 20);
    return { ...page, results: page.results.map((c) => commentJson(ctx, c, req.origin)) };
  },
  'POST /statuses/{id}/comments/': (req) => {
    const { ctx } = req;
    statusOr404(ctx, req.params.id);
    const text = String(req.body.text ?? '').trim();
    if (!text) throw bad('text', '请输入评论内容');
    const info = ctx
      .q('INSERT INTO status_comments (status_id, user_id, text, created_at) VALUES (?, ?, ?, ?)')
      .run(req.params.id, uid(req), text, ctx.nowIso());
    const c = ctx.q('SELECT * FROM status_comments WHERE id = ?').get(info.lastInsertRowid) as {
      id: number;
      user_id: number;
      text: string;
      created_at: string;
    };
    return commentJson(ctx, c, req.origin);
  },
  'DELETE /statuses/{id}/comments/{comment_id}/': (req) => {
    const { ctx } = req;
    const c = ctx
      .q('SELECT * FROM status_comments WHERE id = ? AND status_id = ?')
      .get(req.params.comment_id, req.params.id) as { id: number; user_id: number } | undefined;
    if (!c) throw notFound();
    if (c.user_id !== uid(req)) throw forbidden('只能删除自己发表的评论');
    ctx.q('DELETE FROM status_comments WHERE id = ?').run(c.id);
    return withStatus(204, null);
  },
  'GET /statuses/{id}/likes/': (req) => {
    const { ctx } = req;
    statusOr404(ctx, req.params.id);
    const rows = ctx
      .q(
        'SELECT u.* FROM status_likes l JOIN users u ON u.id = l.user_id WHERE l.status_id = ? ORDER BY l.created_at DESC, u.id',
      )
      .all(req.params.id) as UserRow[];
    const page = paginate(rows, req.query.page ?? 1, req.query.page_size ?? 20);
    return { ...page, results: page.results.map((u) => userJson(ctx, u, req.origin)) };
  },
  'POST /statuses/likes/like/': (req) => {
    const { ctx } = req;
    const me = uid(req);
    if (!statusRow(ctx, req.body.status)) throw bad('status', '动态不存在');
    ctx
      .q('INSERT OR IGNORE INTO status_likes (status_id, user_id, created_at) VALUES (?, ?, ?)')
      .run(req.body.status, me, ctx.nowIso());
    return likeState(ctx, req.body.status, me);
  },
  'POST /statuses/likes/unlike/': (req) => {
    const { ctx } = req;
    const me = uid(req);
    if (!statusRow(ctx, req.body.status)) throw bad('status', '动态不存在');
    ctx.q('DELETE FROM status_likes WHERE status_id = ? AND user_id = ?').run(req.body.status, me);
    return likeState(ctx, req.body.status, me);
  },
  'GET /statuses/symbol_timeline/': (req) => {
    const types = typesOf(req.query.content_type);
    const code = String(req.query.symbol);
    return timeline(
      req,
      `(',' || symbols || ',') LIKE ?${types ? ` AND content_type IN (${types.join(',')})` : ''}`,
      [`%,${code},%`],
    );
  },
  'GET /statuses/user_timeline/': (req) => timeline(req, 'user_id = ?', [req.query.user_id]),
  'GET /statuses/portfolio_timeline/': (req) =>
    timeline(req, 'portfolio_id = ?', [req.query.portfolio_id]),
  'GET /statuses/category_timeline/': (req) => {
    const types = typesOf(req.query.content_type);
    // manager opinions (content_subtype 103, manager_id): none exist in any source -> empty page
    if (req.query.content_subtype !== undefined || req.query.manager_id !== undefined)
      return timeline(req, 'content_subtype = ?', [req.query.content_subtype ?? -1]);
    return timeline(req, types ? `content_type IN (${types.join(',')})` : '1 = 1', []);
  },
  'GET /statuses/recommend/': (req) => timeline(req, '1 = 1', []),
  'GET /users/{id}/': (req) => {
    const { ctx } = req;
    const u = userOr404(ctx, req.params.id);
    const followers = ctx
      .q('SELECT COUNT(*) AS n FROM user_follows WHERE target_id = ?')
      .get(u.id) as { n: number };
    const friends = ctx.q('SELECT COUNT(*) AS n FROM user_follows WHERE user_id = ?').get(u.id) as {
      n: number;
    };
    return {
      ...userJson(ctx, u, req.origin),
      description: null,
      followers_count: followers.n,
      friends_count: friends.n,
      followed: req.userId
        ? !!ctx
            .q('SELECT 1 FROM user_follows WHERE user_id = ? AND target_id = ?')
            .get(req.userId, u.id)
        : false,
      is_manager: false,
      store_id: null,
    };
  },
  'POST /users/{id}/follow/': (req) => {
    const { ctx } = req;
    const me = uid(req);
    const u = userOr404(ctx, req.params.id);
    if (u.id === me) throw bad('id', '不能关注自己');
    ctx
      .q('INSERT OR IGNORE INTO user_follows (user_id, target_id, created_at) VALUES (?, ?, ?)')
      .run(me, u.id, ctx.nowIso());
    return { followed: true };
  },
  'POST /users/{id}/unfollow/': (req) => {
    const { ctx } = req;
    const u = userOr404(ctx, req.params.id);
    ctx.q('DELETE FROM user_follows WHERE user_id = ? AND target_id = ?').run(uid(req), u.id);
    return { followed: false };
  },
  'GET /users/friends/': (req) => {
    const { ctx } = req;
    const rows = ctx
      .q(
        'SELECT u.* FROM user_follows f JOIN users u ON u.id = f.target_id WHERE f.user_id = ? ORDER BY f.created_at DESC, u.id',
      )
      .all(uid(req)) as UserRow[];
    const page = paginate(rows, req.query.page ?? 1, req.query.page_size ?? 20);
    return { ...page, results: page.results.map((u) => userJson(ctx, u, req.origin)) };
  },
} satisfies HandlerTable;
