import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, signUp } from '../../__tests__/helpers';
import { plainText } from '../../domain/checks';
import type { SandboxApp } from '../../index';

/**
 * README "User text": every text a user writes (the contract's `x-user-text` fields) is stored
 * and served as plain text — markup removed on write, whatever the channel that later shows it.
 */

/** Hostile payloads: script, event handlers, javascript: links, SVG, nesting and entity tricks. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">点我</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p style="x:url(javascript:a())">看</p>',
  '<div onmouseover="alert(1)">看</div>',
  '<!--<script>-->alert(1)',
  '<body onload=alert(1)>',
  '<img src=x onerror=alert(1)',
];

/** Inert as text and as HTML: no tag, comment or declaration can start anywhere in it. */
function expectInert(s: unknown, payload: string) {
  expect(typeof s, payload).toBe('string');
  expect(s as string, payload).not.toMatch(/<[a-zA-Z/!?]/);
}

describe('plainText: the one rule for user text (README "User text")', () => {
  it('removes every hostile payload to inert text', () => {
    for (const p of HOSTILE) expectInert(plainText(`正文${p}结尾`), p);
  });

  it('keeps ordinary text, a lone < and line breaks', () => {
    expect(plainText('1 < 2，收益>3%')).toBe('1 < 2，收益>3%');
    expect(plainText('<p>第一段</p><p>第二段<br>第二行</p>')).toBe('第一段\n第二段\n第二行');
    expect(plainText('  长期持有  ')).toBe('长期持有');
    // an entity stays its characters: a client renders it as text
    expect(plainText('&lt;b&gt;')).toBe('&lt;b&gt;');
  });
});

describe('hostile payloads in every user-text field come back inert over the API (README "User text")', () => {
  let sb: SandboxApp;
  let owner: Client;
  let reader: Client;
  let pid = 0;
  let storeId = 0;
  beforeAll(async () => {
    sb = freshSandbox();
    owner = new Client(sb);
    reader = new Client(sb);
    await openAccount(owner, '13700338001');
    await signUp(reader, '13700338002');
    await owner.post('/__sandbox/advisors', { mobile: '13700338001' });
    const created = await owner.post('/portfolio/', {
      name: '<b>文本</b>组合',
      description: '<script>alert(1)</script>两只基金',
      positions: [
        { symbol: '000001', percent: 50 },
        { symbol: '000014', percent: 50 },
      ],
    });
    expect(created.status).toBe(200);
    pid = created.body.id;
    expect(created.body.name).toBe('文本组合');
    expect(created.body.description).toBe('两只基金');
    const applied = await owner.post('/store/apply/', {
      name: '<i>文本小店</i>',
      description: '<svg onload=alert(1)>简介',
      real_name: '张三',
      qualification: 'D0123456789',
    });
    expect(applied.status).toBe(200);
    storeId = applied.body.id!;
    await owner.post('/__sandbox/store_approve', { mobile: '13700338001' });
  });
  afterAll(() => sb.close());

  it('posts: title and text', async () => {
    for (const p of HOSTILE) {
      const r = await reader.post('/statuses/', { title: `标题${p}`, text: `看法${p}` });
      expect(r.status, p).toBe(200);
      const back = await reader.get(`/statuses/${r.body.id}/`);
      expectInert(back.body.title, p);
      expectInert(back.body.text, p);
    }
  });

  it('comments', async () => {
    const post = await reader.post('/statuses/', { text: '评论区' });
    for (const p of HOSTILE) {
      const r = await reader.post(`/statuses/${post.body.id}/comments/`, { text: `同意${p}` });
      expect(r.status, p).toBe(200);
      expectInert(r.body.text, p);
    }
    const list = await reader.get(`/statuses/${post.body.id}/comments/?page_size=50`);
    for (const c of list.body.results) expectInert(c.text, 'listed comment');
  });

  it("the store's name, description and timeline posts", async () => {
    const store = await reader.get(`/store/${storeId}/`);
    expect(store.body.name).toBe('文本小店');
    expect(store.body.description).toBe('简介');
    for (const p of HOSTILE) {
      const put = await owner.call('PUT', `/store/${storeId}/`, { description: `简介${p}` });
      expect(put.status, p).toBe(200);
      expectInert(put.body.description, p);
      const t = await owner.post('/store/timeline/', { title: `调仓${p}`, text: `说明${p}` });
      expect(t.status, p).toBe(200);
      expectInert(t.body.title, p);
      expectInert(t.body.text, p);
    }
  });

  it("a portfolio's texts, share texts and an adjustment's reason", async () => {
    for (const p of HOSTILE) {
      const put = await owner.call('PUT', `/portfolio/${pid}/`, {
        description: `描述${p}`,
        advisor_strategy: `策略${p}`,
      });
      expect(put.status, p).toBe(200);
      const row = sb.ctx
        .q('SELECT description, strategy FROM portfolios WHERE id = ?')
        .get(pid) as { description: string; strategy: string };
      expectInert(row.description, p);
      expectInert(row.strategy, p);
      const share = await owner.post(`/portfolio/${pid}/set_share_info/`, {
        title: `分享${p}`,
        description: `分享描述${p}`,
      });
      expect(share.status, p).toBe(200);
      expectInert(share.body.title, p);
      expectInert(share.body.description, p);
    }
    const adj = await owner.post('/portfolio/position_adjustments/', {
      portfolio_id: pid,
      positions: [
        { symbol: '000001', percent: 70 },
        { symbol: '000014', percent: 30 },
      ],
      reason: HOSTILE.join(''),
    });
    expect(adj.status).toBe(200);
    expectInert(adj.body.reason, 'reason');
  });

  it('FAQ feedback', async () => {
    for (const p of HOSTILE)
      expect(
        (await reader.post('/support/faq_feedbacks/', { faq_id: 1, useful: false, content: p }))
          .status,
      ).toBe(200);
    const rows = sb.ctx.q('SELECT content FROM faq_feedbacks').all() as {
      content: string | null;
    }[];
    for (const r of rows) if (r.content !== null) expectInert(r.content, r.content);
  });
});
