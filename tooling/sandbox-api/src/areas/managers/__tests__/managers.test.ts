import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

let sb: SandboxApp;
let c: Client;
beforeAll(async () => {
  sb = freshSandbox();
  c = new Client(sb);
  await c.get('/symbols/funds/managers/?page_size=1');
});
afterAll(() => sb.close());

const SKILLS = [
  'profitability',
  'sharpe_ratio',
  'stock_selection',
  'anti_risk',
  'timing_selection',
  'experience',
  'index_following',
  'excess_income',
  'stability',
] as const;

/** The nine skill scores of a manager (0–100, null without a NAV series). */
type Skills = Partial<Record<(typeof SKILLS)[number], number | null>>;

describe('managers area (spec 001 §2 Fund managers, §3 Fund manager, §7 funds/managers/)', () => {
  it('seeds the 2024 Eastmoney list: thousands of managers, most of them in post, with companies', async () => {
    const r = await c.get('/symbols/funds/managers/?page_size=1');
    expect(r.body.total_count).toBeGreaterThan(3500);
    const n = sb.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM managers WHERE post_status = 1')
      .get() as { n: number };
    expect(n.n).toBeGreaterThan(3500);
  });

  it('sorts by the recommended percent by default, scored managers first, scores within 0-100', async () => {
    const r = await c.get('/symbols/funds/managers/?page_size=10');
    const vals = r.body.results.map((m) => m.recommend_percent_value);
    expect(vals.every((v) => v !== null)).toBe(true);
    expect([...vals].sort((a, b) => b! - a!)).toEqual(vals);
    for (const m of r.body.results) for (const k of SKILLS) expect(m[k]).toBeGreaterThanOrEqual(0);
    for (const m of r.body.results) for (const k of SKILLS) expect(m[k]).toBeLessThanOrEqual(100);
  });

  it('shows the same scores for a manager in the list, the detail, the compare and a ranking list', async () => {
    const [a, b] = (await c.get('/symbols/funds/managers/?page_size=2')).body.results;
    const detail = (await c.get(`/symbols/funds/managers/${a!.id}/`)).body;
    const cmp = (await c.get(`/symbols/funds/managers/compare/?managers=${a!.id},${b!.id}`)).body;
    const lists = (await c.get('/symbols/funds/managers/lists/1/')).body;
    const pick = (m: Skills) => SKILLS.map((k) => m[k]);
    expect(pick(detail)).toEqual(pick(a!));
    expect(pick(cmp[0]!)).toEqual(pick(a!));
    expect(pick(lists.managers!.find((m) => m.id === a!.id)!)).toEqual(pick(a!));
    expect(detail.scores_period!.funds_count).toBeGreaterThan(0);
  });

  it('has no scores for a manager whose funds have no NAV series in the data', async () => {
    const r = await c.get('/symbols/funds/managers/?sort=-assets_total&page_size=50');
    const none = r.body.results.find((m) => m.overall_score === null);
    expect(none).toBeTruthy();
    for (const k of SKILLS) expect(none![k]).toBeNull();
    expect(none!.scores_period).toBeNull();
    expect(none!.condition_tags).not.toContain('scored');
  });

  it('lists the current funds (name only when the sandbox has no data) and tenure results vs CSI 300', async () => {
    const [a] = (await c.get('/symbols/funds/managers/?page_size=1')).body.results;
    const detail = (await c.get(`/symbols/funds/managers/${a!.id}/`)).body;
    expect(detail.current_funds!.length).toBeGreaterThan(0);
    const ach = (await c.get(`/symbols/funds/managers/${a!.id}/achivements/`)).body;
    expect(ach.length).toBeGreaterThan(0);
    expect(ach[0]!.sh300_rate).not.toBeNull();
    const funds = (await c.get(`/symbols/funds/managers/${a!.id}/funds/`)).body;
    expect(funds.map((f) => f.symbol)).toEqual(
      detail.current_funds!.filter((f) => f.in_sandbox).map((f) => f.symbol),
    );
  });

  it('answers the manager index for a period, starting at 0 %, with CSI 300 as the track', async () => {
    const [a] = (await c.get('/symbols/funds/managers/?page_size=1')).body.results;
    const pts = (await c.get(`/symbols/funds/managers/${a!.id}/index_history/?period=y`)).body;
    expect(pts.length).toBeGreaterThan(200);
    expect(pts[0]!.percentage_begin).toBe(0);
    expect(pts[0]!.percent_track).toBe(0);
    const rel = (await c.get(`/symbols/funds/managers/${a!.id}/index_history_relative/?period=3m`))
      .body;
    expect(rel.length).toBeGreaterThan(40);
    expect((await c.get(`/symbols/funds/managers/${a!.id}/index_history/?period=x`)).status).toBe(
      400,
    );
  });

  it('filters by condition tags (any within a group, all across groups) and refuses unknown ones', async () => {
    const r = await c.get('/symbols/funds/managers/?tags=seniority_10,aum_100&page_size=50');
    for (const m of r.body.results) {
      expect(m.condition_tags).toContain('seniority_10');
      expect(m.condition_tags).toContain('aum_100');
    }
    const bad = await c.get('/symbols/funds/managers/?tags=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.tags?.[0]).toContain('不支持');
    expect((await c.get('/symbols/funds/managers/?sort=-nope')).status).toBe(400);
  });

  it('recommends managers 10 a page by default (spec 001 §9)', async () => {
    const r = await c.get('/symbols/funds/managers/recommend/');
    expect(r.body.results).toHaveLength(10);
  });

  it('assesses: four answers give managers and their recommended funds; missing answers are 400', async () => {
    const q = await c.get('/assess_question/');
    expect(q.body).toHaveLength(4);
    const r = await c.get('/symbols/funds/managers/assess/?options=13,23,33,44');
    expect(r.body.managers.length).toBeGreaterThan(1);
    expect(r.body.funds.length).toBeGreaterThan(1);
    const dd = await c.get('/symbols/funds/managers/assess/?options=11,21,31,44');
    expect(dd.body.managers.length).toBeGreaterThan(0);
    const missing = await c.get('/symbols/funds/managers/assess/?options=11,21');
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.options?.[0]).toBe('请回答第3题');
  });

  it('compares 2-4 managers and refuses one or an unknown id with a Chinese message', async () => {
    expect((await c.get('/symbols/funds/managers/compare/?managers=1')).status).toBe(400);
    const r = await c.get('/symbols/funds/managers/compare/?managers=1,999999');
    expect(r.status).toBe(400);
    expect(r.body.errors?.managers?.[0]).toBe('基金经理999999不存在');
  });

  it('remembers a follow for a logged-in user, lists it, and forgets it on unfollow', async () => {
    const u = new Client(sb);
    await u.get('/accounts/new_mobile_captcha/?mobile=13900001111');
    const { body: sms } = await u.get('/__sandbox/sms?mobile=13900001111');
    const s = await u.post('/accounts/signup/', {
      mobile: '13900001111',
      captcha: sms.code,
      agreement: true,
    });
    u.token = s.body.token.access_token;
    expect((await u.post('/symbols/funds/managers/686/follow/')).body).toEqual({ followed: true });
    expect((await u.get('/symbols/funds/managers/686/')).body.followed).toBe(true);
    const f = await u.get('/symbols/funds/managers/following/');
    expect(f.body.results.map((m) => m.id)).toEqual([686]);
    expect((await u.post('/symbols/funds/managers/686/unfollow/')).body).toEqual({
      followed: false,
    });
    expect((await u.get('/symbols/funds/managers/following/')).body.total_count).toBe(0);
    expect((await c.post('/symbols/funds/managers/686/follow/')).status).toBe(401);
    expect((await u.post('/symbols/funds/managers/999999/follow/')).status).toBe(404);
  });

  it('lists companies by assets and searches managers by name', async () => {
    const r = await c.get('/symbols/funds/companies/?page_size=200');
    const a = r.body.results.map((x) => Number(x.assets_total));
    expect([...a].sort((x, y) => y - x)).toEqual(a);
    const s = await c.get(`/search/fund_managers/?q=${encodeURIComponent('郑希')}`);
    expect(s.body.results[0]!.name).toBe('郑希');
  });
});
