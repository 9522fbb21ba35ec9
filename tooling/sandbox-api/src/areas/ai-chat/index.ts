/**
 * The sandbox's AI assistant (spec 001 §2 AI chat, §6, §7 AI, §8, §9; README "AI chat"):
 * `POST /ai/chat/user_uttered/` is the model boundary — here an intent table over the sandbox's
 * own data; in production the provider's model service behind the same contract.
 * Conversations, feedback and bot adoptions are user state.
 */
import { randomBytes } from 'node:crypto';
import type { components } from '@jijin/core';
import { defineArea } from '../define';
import { bad } from '../../http/errors';
import { uid, type ReqBase } from '../../http/registry';
import { answer, HINTS } from './answers';

type AiMessage = components['schemas']['AiMessage'];
type AiBot = components['schemas']['AiBot'];

/** The assistants a user may adopt (sandbox-authored: `is_example` in their JSON). */
export const BOTS: readonly { id: number; name: string }[] = [
  { id: 1, name: '小基' },
  { id: 2, name: '小金' },
];

const newId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

interface SessionRow {
  id: string;
  user_id: number | null;
}

/** The session to append to: the one given when it is this user's (or this guest's), else a new one. */
function sessionFor(req: ReqBase, given: string | undefined): string {
  if (given) {
    const row = req.ctx.q('SELECT id, user_id FROM ai_sessions WHERE id = ?').get(given) as
      SessionRow | undefined;
    if (row && row.user_id === req.userId) return row.id;
  }
  const id = newId('s');
  req.ctx
    .q('INSERT INTO ai_sessions (id, user_id, created_at) VALUES (?, ?, ?)')
    .run(id, req.userId, req.ctx.nowIso());
  return id;
}

function botJson(req: ReqBase, userId: number): AiBot {
  const row = req.ctx.q('SELECT bot_id FROM ai_bot_adoptions WHERE user_id = ?').get(userId) as
    { bot_id: number } | undefined;
  const bot = BOTS.find((b) => b.id === row?.bot_id) ?? BOTS[0]!;
  return {
    id: bot.id,
    name: bot.name,
    avatar: null,
    is_example: true,
    adopted: !!row,
  };
}

export const aiChatArea = defineArea({
  id: 'ai-chat',
  migrations: [
    {
      id: 1,
      name: 'ai conversations, feedback and bot adoptions',
      sql: `
CREATE TABLE ai_sessions (id TEXT PRIMARY KEY, user_id INTEGER, created_at TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE ai_messages (id TEXT PRIMARY KEY, session_id TEXT NOT NULL, user_id INTEGER,
  role TEXT NOT NULL, type TEXT NOT NULL, text TEXT, card TEXT, input_type INTEGER, created_at TEXT NOT NULL) WITHOUT ROWID;
CREATE INDEX ai_messages_session ON ai_messages (session_id, created_at);
CREATE TABLE ai_feedback (message_id TEXT PRIMARY KEY, user_id INTEGER, useful INTEGER NOT NULL,
  content TEXT, at TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE ai_bot_adoptions (user_id INTEGER PRIMARY KEY, bot_id INTEGER NOT NULL, adopted_at TEXT NOT NULL);`,
    },
  ],
  userTables: ['ai_sessions', 'ai_messages', 'ai_feedback', 'ai_bot_adoptions'],
  handlers: {
    'GET /ai/chat/hints/': () => ({ hints: [...HINTS] }),

    'POST /ai/chat/user_uttered/': async (req) => {
      const body = req.body as { text: string; input_type?: number; session_id?: string };
      const text = body.text.trim();
      if (!text) throw bad('text', '请输入您的问题');
      const { ctx } = req;
      const sessionId = sessionFor(req, body.session_id);
      const at = ctx.nowIso();
      ctx
        .q(
          "INSERT INTO ai_messages (id, session_id, user_id, role, type, text, card, input_type, created_at) VALUES (?, ?, ?, 'user', 'text', ?, NULL, ?, ?)",
        )
        .run(newId('u'), sessionId, req.userId, text, body.input_type ?? 0, at);
      const reply = await answer(req, text);
      const messages: AiMessage[] = reply.messages.map((m) =>
        m.type === 'text'
          ? { id: newId('m'), type: 'text', text: m.text, card: null }
          : { id: newId('m'), type: 'card', text: null, card: m.card },
      );
      const insert = ctx.q(
        "INSERT INTO ai_messages (id, session_id, user_id, role, type, text, card, input_type, created_at) VALUES (?, ?, ?, 'assistant', ?, ?, ?, NULL, ?)",
      );
      ctx.db.transaction(() => {
        for (const m of messages)
          insert.run(
            m.id,
            sessionId,
            req.userId,
            m.type,
            m.text ?? null,
            m.card ? JSON.stringify(m.card) : null,
            at,
          );
      })();
      // the scripted assistant's wording is the sandbox's (README "AI chat"): every reply is an example
      return {
        session_id: sessionId,
        is_example: true,
        messages,
        ...(reply.hints ? { hints: [...HINTS] } : {}),
      };
    },

    'POST /ai/chat/feedback/': (req) => {
      const body = req.body as { message_id: string; useful: boolean; content?: string };
      const msg = req.ctx
        .q("SELECT id, user_id FROM ai_messages WHERE id = ? AND role = 'assistant'")
        .get(body.message_id) as { id: string; user_id: number | null } | undefined;
      // Another user's answer is as unknown as a missing one.
      if (!msg || (msg.user_id !== null && msg.user_id !== req.userId))
        throw bad('message_id', '该回复不存在');
      req.ctx
        .q(
          'INSERT INTO ai_feedback (message_id, user_id, useful, content, at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (message_id) DO UPDATE SET useful = excluded.useful, content = excluded.content, at = excluded.at',
        )
        .run(msg.id, req.userId, body.useful ? 1 : 0, body.content ?? null, req.ctx.nowIso());
      return { detail: '感谢您的反馈' };
    },

    'GET /ai/bot/mine/': (req) => botJson(req, uid(req)),

    'POST /ai/bot/adoption/': (req) => {
      const userId = uid(req);
      const { bot_id } = req.body as { bot_id: number };
      if (!BOTS.some((b) => b.id === bot_id)) throw bad('bot_id', '该助手不存在');
      req.ctx
        .q(
          'INSERT INTO ai_bot_adoptions (user_id, bot_id, adopted_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET bot_id = excluded.bot_id, adopted_at = excluded.adopted_at',
        )
        .run(userId, bot_id, req.ctx.nowIso());
      return botJson(req, userId);
    },
  },
});
