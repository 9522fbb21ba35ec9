import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, signUp } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

/**
 * Spec 001 §7 Statuses, README "Authored content": a post speaks only for its author — no
 * official content type from a plain account, no post in another's portfolio or store, nothing
 * the request names ignored.
 */
describe('who may post what (spec 001 §7 Statuses; README: authored content)', () => {
  let sb: SandboxApp;
  let plain: Client;
  let advisor: Client;
  let owner: Client;
  let pid = 0;
  let storeId = 0;
  let adjustmentId = 0;

  beforeAll(async () => {
    sb = freshSandbox();
    plain = new Client(sb);
    advisor = new Client(sb);
    owner = new Client(sb);
    await signUp(plain, '13700238001');
    await openAccount(advisor, '13700238002');
    await advisor.post('/__sandbox/advisors', { mobile: '13700238002' });
    const created = await advisor.post('/portfolio/', {
      name: '作者检查组合',
      description: '两只基金',
      positions: [
        { symbol: '000001', percent: 50 },
        { symbol: '000014', percent: 50 },
      ],
    });
    expect(created.status).toBe(200);
    pid = created.body.id;
    const adj = await advisor.post('/portfolio/position_adjustments/', {
      portfolio_id: pid,
      positions: [
        { symbol: '000001', percent: 60 },
        { symbol: '000014', percent: 40 },
      ],
      reason: '调整仓位',
    });
    expect(adj.status).toBe(200);
    adjustmentId = adj.body.id;
    await openAccount(owner, '13700238003');
    const applied = await owner.post('/store/apply/', {
      name: '作者检查小店',
      real_name: '王五',
      qualification: 'C0123456789',
    });
    storeId = applied.body.id!;
    expect((await owner.post('/__sandbox/store_approve', { mobile: '13700238003' })).status).toBe(
      200,
    );
  });
  afterAll(() => sb.close());

  it('refuses 资讯, 公告, 研报 and 基金专题 from a plain account with 403, and lists nothing in the fund timeline', async () => {
    for (const content_type of [10, 20, 30, 50]) {
      const r = await plain.post('/statuses/', {
        text: '假公告：本基金暂停赎回',
        content_type,
        symbols: ['000001'],
      });
      expect(r.status).toBe(403);
      expect(r.body.errors?.content_type?.[0]).toContain('仅限官方账号发布');
    }
    const announcements = await plain.get(
      '/statuses/symbol_timeline/?symbol=000001&content_type=20',
    );
    expect(
      announcements.body.results.some((s: { text: string }) => s.text.includes('假公告')),
    ).toBe(false);
  });

  it('takes a 话题 and a 悬赏 from any user', async () => {
    expect((await plain.post('/statuses/', { text: '我的看法', content_type: 0 })).status).toBe(
      200,
    );
    expect((await plain.post('/statuses/', { text: '求推荐', content_type: 40 })).status).toBe(200);
  });

  it("refuses a post into another's portfolio with 403 and keeps it out of that timeline", async () => {
    const r = await plain.post('/statuses/', { text: '冒充主理人', portfolio_id: pid });
    expect(r.status).toBe(403);
    expect(r.body.errors?.portfolio_id).toBeDefined();
    // a sandbox model portfolio has no manager: nobody posts into it
    expect((await plain.post('/statuses/', { text: '冒充', portfolio_id: 1 })).status).toBe(403);
    expect(
      (await plain.post('/statuses/', { text: '无此组合', portfolio_id: 999999 })).status,
    ).toBe(400);
    const tl = await plain.get(`/statuses/portfolio_timeline/?portfolio_id=${pid}`);
    expect(tl.body.results.some((s: { text: string }) => s.text === '冒充主理人')).toBe(false);
  });

  it("lets the portfolio's manager post into its timeline, and files an adjustment's post under its portfolio", async () => {
    const r = await advisor.post('/statuses/', { text: '本周调仓说明', portfolio_id: pid });
    expect(r.status).toBe(200);
    const a = await advisor.post('/statuses/', {
      text: '调仓理由',
      position_adjustment_id: adjustmentId,
    });
    expect(a.status).toBe(200);
    const tl = await plain.get(`/statuses/portfolio_timeline/?portfolio_id=${pid}`);
    const texts = tl.body.results.map((s: { text: string }) => s.text);
    expect(texts).toEqual(expect.arrayContaining(['本周调仓说明', '调仓理由']));
    expect(
      (
        await plain.post('/statuses/', {
          text: '冒充调仓',
          position_adjustment_id: adjustmentId,
        })
      ).status,
    ).toBe(403);
  });

  it('never ignores store_id: 403 for a store of another, 400 for one of ours (store posts go to /store/timeline/)', async () => {
    const other = await plain.post('/statuses/', { text: '冒充店铺', store_id: storeId });
    expect(other.status).toBe(403);
    expect(other.body.errors?.store_id).toBeDefined();
    const mine = await owner.post('/statuses/', { text: '店铺动态', store_id: storeId });
    expect(mine.status).toBe(400);
    expect(mine.body.errors?.store_id?.[0]).toBe('店铺动态请在店铺中发布');
    expect((await plain.post('/statuses/', { text: 'x', store_id: 999999 })).status).toBe(400);
  });
});
