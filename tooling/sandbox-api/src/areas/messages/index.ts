/**
 * The messages area (README "Messages and alerts"): the investor's inbox — produced where events
 * happen on the sandbox clock through `domain/messages.ts` — its read marks, per-category settings,
 * and fund alerts evaluated on confirmed NAVs.
 */
import { defineArea } from '../define';
import type { Ctx } from '../../ctx';
import { notFound } from '../../http/errors';
import { paginate, uid, type ReqBase } from '../../http/registry';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../domain/messages';
import type { Schemas } from '../../domain/schemas';
import {
  ALERTS_SQL,
  alertJson,
  alertsOf,
  createAlert,
  deleteAlert,
  evaluateAlerts,
} from './alerts';
import { postCouponsExpiring } from './coupons';

interface MessageRow {
  id: number;
  user_id: number;
  category: MessageCategory;
  kind: Schemas['Message']['kind'];
  title: string;
  content: string;
  created_at: string;
  symbol: string | null;
  link: string | null;
  read_at: string | null;
}

function messageJson(m: MessageRow): Schemas['Message'] {
  return {
    id: m.id,
    category: m.category,
    kind: m.kind,
    title: m.title,
    content: m.content,
    created_at: m.created_at,
    read: m.read_at !== null,
    symbol: m.symbol,
    link: m.link,
  };
}

function messageOr404(ctx: Ctx, userId: number, id: number): MessageRow {
  const m = ctx.q('SELECT * FROM messages WHERE id = ? AND user_id = ?').get(id, userId) as
    MessageRow | undefined;
  if (!m) throw notFound();
  return m;
}

function unread(ctx: Ctx, userId: number): Schemas['MessageUnread'] {
  const rows = ctx
    .q(
      'SELECT category, COUNT(*) AS n FROM messages WHERE user_id = ? AND read_at IS NULL GROUP BY category',
    )
    .all(userId) as { category: MessageCategory; n: number }[];
  const out: Schemas['MessageUnread'] = { total: 0, trade: 0, fixed: 0, alert: 0, activity: 0 };
  for (const r of rows) {
    out[r.category] = r.n;
    out.total += r.n;
  }
  return out;
}

function settings(ctx: Ctx, userId: number): Schemas['MessageSettings'] {
  const out: Schemas['MessageSettings'] = { trade: true, fixed: true, alert: true, activity: true };
  const rows = ctx
    .q('SELECT category, enabled FROM message_settings WHERE user_id = ?')
    .all(userId) as { category: MessageCategory; enabled: number }[];
  for (const r of rows) out[r.category] = r.enabled === 1;
  return out;
}

/** Alerts of the user are brought up to the last published NAV before the inbox is read. */
function catchUp(req: ReqBase): number {
  const userId = uid(req);
  evaluateAlerts(req.ctx, userId);
  return userId;
}

export const messagesArea = defineArea({
  id: 'messages',
  migrations: [
    {
      id: 1,
      name: 'messages, their settings and fund alerts',
      sql: `
CREATE TABLE messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, category TEXT NOT NULL,
  kind TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL,
  symbol TEXT, link TEXT, read_at TEXT, event_key TEXT NOT NULL, UNIQUE (user_id, event_key));
CREATE INDEX messages_user ON messages (user_id, created_at DESC, id DESC);
CREATE TABLE message_settings (
  user_id INTEGER NOT NULL, category TEXT NOT NULL, enabled INTEGER NOT NULL,
  PRIMARY KEY (user_id, category));
${ALERTS_SQL}`,
    },
  ],
  userTables: ['messages', 'message_settings', 'fund_alerts'],
  onDue: (ctx, today) => ({
    alertsFired: evaluateAlerts(ctx),
    couponsExpiring: postCouponsExpiring(ctx, today),
  }),
  handlers: {
    'GET /messages/': (req) => {
      const userId = catchUp(req);
      const { ctx, query } = req;
      const cat = query.category as MessageCategory | undefined;
      const rows = (
        cat
          ? ctx
              .q(
                'SELECT * FROM messages WHERE user_id = ? AND category = ? ORDER BY created_at DESC, id DESC',
              )
              .all(userId, cat)
          : ctx
              .q('SELECT * FROM messages WHERE user_id = ? ORDER BY created_at DESC, id DESC')
              .all(userId)
      ) as MessageRow[];
      return paginate(rows.map(messageJson), query.page ?? 1, query.page_size ?? 20);
    },
    'GET /messages/{id}/': (req) => messageJson(messageOr404(req.ctx, uid(req), req.params.id)),
    'POST /messages/{id}/read/': (req) => {
      const userId = uid(req);
      const m = messageOr404(req.ctx, userId, req.params.id);
      req.ctx
        .q('UPDATE messages SET read_at = COALESCE(read_at, ?) WHERE id = ?')
        .run(req.ctx.nowIso(), m.id);
      return messageJson(messageOr404(req.ctx, userId, m.id));
    },
    'POST /messages/read_all/': (req) => {
      const userId = uid(req);
      const cat = (req.body as { category?: MessageCategory } | undefined)?.category;
      if (cat)
        req.ctx
          .q(
            'UPDATE messages SET read_at = ? WHERE user_id = ? AND category = ? AND read_at IS NULL',
          )
          .run(req.ctx.nowIso(), userId, cat);
      else
        req.ctx
          .q('UPDATE messages SET read_at = ? WHERE user_id = ? AND read_at IS NULL')
          .run(req.ctx.nowIso(), userId);
      return unread(req.ctx, userId);
    },
    'GET /messages/unread/': (req) => unread(req.ctx, catchUp(req)),
    'GET /messages/settings/': (req) => settings(req.ctx, uid(req)),
    'PUT /messages/settings/': (req) => {
      const userId = uid(req);
      const body = req.body as Partial<Record<MessageCategory, boolean>>;
      const up = req.ctx.q(
        'INSERT INTO message_settings (user_id, category, enabled) VALUES (?, ?, ?) ON CONFLICT (user_id, category) DO UPDATE SET enabled = excluded.enabled',
      );
      req.ctx.db.transaction(() => {
        for (const c of MESSAGE_CATEGORIES)
          if (typeof body[c] === 'boolean') up.run(userId, c, body[c] ? 1 : 0);
      })();
      return settings(req.ctx, userId);
    },
    'GET /messages/alerts/': (req) => {
      const userId = catchUp(req);
      return alertsOf(req.ctx, userId).map((a) => alertJson(req.ctx, a));
    },
    'POST /messages/alerts/': (req) =>
      alertJson(
        req.ctx,
        createAlert(req.ctx, uid(req), req.body as Parameters<typeof createAlert>[2]),
      ),
    'DELETE /messages/alerts/{id}/': (req) => {
      deleteAlert(req.ctx, uid(req), req.params.id);
      return { detail: '提醒已删除' };
    },
  },
});
