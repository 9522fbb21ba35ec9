/**
 * FAQ feedback (spec 001 §7 Statuses: POST support/faq_feedbacks/): whether an article helped,
 * with an optional comment, kept in `faq_feedbacks` (guests too: the call is public). The FAQ
 * articles are static files of the client, so the sandbox checks only that the id is positive.
 */
import { bad } from '../../http/errors';
import type { SandboxArea } from '../define';

export const faqFeedbackHandlers = {
  'POST /support/faq_feedbacks/': ({ ctx, body, userId }) => {
    const faqId = Number(body.faq_id);
    if (!Number.isInteger(faqId) || faqId < 1) throw bad('faq_id', '问题不存在');
    const content = typeof body.content === 'string' ? body.content.trim() : '';
    ctx
      .q(
        'INSERT INTO faq_feedbacks (user_id, faq_id, useful, content, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, faqId, body.useful ? 1 : 0, content || null, ctx.nowIso());
    return { detail: '感谢您的反馈' };
  },
} satisfies SandboxArea['handlers'];
