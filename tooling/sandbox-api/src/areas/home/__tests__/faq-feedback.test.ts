import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

describe('FAQ feedback is kept (spec 001 §7 Statuses: support/faq_feedbacks/)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    await c.get('/symbols/funds/?page_size=1'); // a GET sets the csrftoken cookie
  });
  afterAll(() => sb.close());

  it('stores a guest answer with its comment and refuses an impossible article id', async () => {
    const r = await c.post('/support/faq_feedbacks/', {
      faq_id: 3,
      useful: false,
      content: '没有讲清楚赎回到账时间',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ detail: '感谢您的反馈' });
    const rows = sb.ctx.db
      .prepare('SELECT user_id, faq_id, useful, content FROM faq_feedbacks')
      .all();
    expect(rows).toEqual([
      { user_id: null, faq_id: 3, useful: 0, content: '没有讲清楚赎回到账时间' },
    ]);
    const bad = await c.post('/support/faq_feedbacks/', { faq_id: 0, useful: true });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.faq_id).toEqual(['问题不存在']);
  });
});
