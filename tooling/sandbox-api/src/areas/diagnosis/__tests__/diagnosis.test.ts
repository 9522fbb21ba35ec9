import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';
import { scoreSeries, profitLossForecast } from '../diagnose';
import { dayNum } from '../../../market/calendar';

let sb: SandboxApp;
let guest: Client;
let user: Client;
beforeAll(async () => {
  sb = freshSandbox();
  guest = new Client(sb);
  user = new Client(sb);
  await guest.get('/symbols/funds/?page_size=1');
  await user.get('/accounts/new_mobile_captcha/?mobile=13900002222');
  const { body: sms } = await user.get('/__sandbox/sms?mobile=13900002222');
  const s = await user.post('/accounts/signup/', {
    mobile: '13900002222',
    captcha: sms.code,
    agreement: true,
  });
  user.token = s.body.token.access_token;
});
afterAll(() => sb.close());

describe('the diagnosis method on a fixed NAV series (README "Diagnosis")', () => {
  // weekly points over 4 years: +1 % a week, every 5th week -3 %
  const days: number[] = [];
  const values: number[] = [];
  let v = 10000;
  for (let i = 0; i < 209; i++) {
    if (i > 0) v = Math.round(v * (i % 5 === 0 ? 0.97 : 1.01));
    days.push(dayNum('2020-01-06') + i * 7);
    values.push(v);
  }
  const bench = { days, values: days.map((_, i) => 400000 + i * 100) };
  const to = days[days.length - 1]!;

  it('pins the five sub-scores and the overall score', () => {
    const r = scoreSeries({ days, values }, bench, to);
    expect(r.scores).toMatchInlineSnapshot(`
      {
        "anti_risk": 94,
        "excess_income": 77,
        "holding_experience": 100,
        "profitability": 68.4,
        "stability": 37.5,
      }
    `);
    expect(r.score).toMatchInlineSnapshot(`75.4`);
  });

  it('forecasts holding 1 month, 3 months, 1 year and 3 years started on every past point', () => {
    const pl = profitLossForecast({ days, values }, to);
    expect(pl.map((p) => p.period)).toEqual(['m', '3m', 'y', '3y']);
    const year = pl.find((p) => p.period === 'y')!;
    // a rising series: every 1-year holding ended with a gain
    expect(year.profit_probability).toBe(100);
    // a start needs a point a full year (53 weekly points) later
    expect(year.samples).toBe(209 - 53);
    const dist = year.distribution!.reduce((a, b) => a + b.percent, 0);
    expect(dist).toBeCloseTo(100, 6);
  });
});

describe('diagnosis area (spec 001 §3 Diagnosis, §4, §7 analyse / analyse_history)', () => {
  it('diagnoses 000001 for a guest without storing it: score, sub-scores and the four holding periods', async () => {
    const r = await guest.post('/symbols/funds/000001/analyse/');
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(0);
    expect(r.body.score).toBeGreaterThan(0);
    expect(Object.keys(r.body.scores ?? {})).toEqual([
      'profitability',
      'anti_risk',
      'stability',
      'excess_income',
      'holding_experience',
    ]);
    expect(r.body.profit_loss!.map((p) => p.period)).toEqual(['m', '3m', 'y', '3y']);
    const y = r.body.profit_loss![2];
    expect(y!.samples).toBeGreaterThan(4000);
    expect(y!.percentiles!.p10).toBeLessThanOrEqual(y!.percentiles!.p90);
    expect(r.body.fund_managers!.length).toBeGreaterThan(0);
    const stats = sb.ctx.db.prepare('SELECT COUNT(*) AS n FROM diagnoses').get() as { n: number };
    expect(stats.n).toBe(0);
  });

  it('gives a money fund no score and says why', async () => {
    const r = await guest.post('/symbols/funds/000198/analyse/');
    expect(r.body.score).toBeNull();
    expect(r.body.profit_loss).toEqual([]);
    expect(r.body.summary).toContain('货币基金');
  });

  it('answers 404 for an unknown fund', async () => {
    expect((await guest.post('/symbols/funds/999999/analyse/')).status).toBe(404);
  });

  it('keeps one diagnosis per fund for a user, tracks it and stops tracking it', async () => {
    const a = await user.post('/symbols/funds/000001/analyse/');
    const again = await user.post('/symbols/funds/000001/analyse/');
    expect(again.body.id).toBe(a.body.id);
    expect(a.body.id).toBeGreaterThan(0);
    await user.post('/symbols/funds/161725/analyse/');
    const list = await user.get('/symbols/funds/analyse_history/');
    expect(list.body.total_count).toBe(2);
    expect((await user.post(`/symbols/analyse_history/${a.body.id}/follow/`)).body).toEqual({
      followed: true,
    });
    const tracked = await user.get('/symbols/funds/analyse_history/?is_following=true');
    expect(tracked.body.results.map((d) => d.code)).toEqual(['000001']);
    const st = await user.get('/symbols/funds/analyse_history/statistics/');
    expect(st.body.following_count).toBe(1);
    expect(st.body.total).toBe(2);
    expect((await user.post(`/symbols/analyse_history/${a.body.id}/unfollow/`)).body).toEqual({
      followed: false,
    });
    expect(
      (await user.get('/symbols/funds/analyse_history/?is_following=true')).body.total_count,
    ).toBe(0);
    expect((await guest.get('/symbols/funds/analyse_history/')).status).toBe(401);
    expect((await user.get('/symbols/funds/analyse_history/99999/')).status).toBe(404);
  });

  it('raises the alert on a tracked fund when its score drops or its manager changes, when the clock moves', async () => {
    const a = await user.post('/symbols/funds/000001/analyse/');
    await user.post(`/symbols/analyse_history/${a.body.id}/follow/`);
    // the stored score is above today's: the next check sees a drop
    sb.ctx.db.prepare('UPDATE diagnoses SET score = 100 WHERE id = ?').run(a.body.id);
    await user.post('/__sandbox/clock', { now: '2026-04-21T21:00:00+08:00' });
    let d = await user.get(`/symbols/funds/analyse_history/${a.body.id}/`);
    expect(d.body.is_alert).toBe(true);
    expect(d.body.alert_reason).toMatch(/^评分由100分降至/);
    // stop tracking clears it; track again; the fund's managers change
    await user.post(`/symbols/analyse_history/${a.body.id}/unfollow/`);
    await user.post(`/symbols/analyse_history/${a.body.id}/follow/`);
    const f = sb.ctx.market.fund('000001')!;
    const before = f.managerIds;
    f.managerIds = [...before, 1];
    await user.post('/__sandbox/clock', { now: '2026-04-22T21:00:00+08:00' });
    f.managerIds = before;
    d = await user.get(`/symbols/funds/analyse_history/${a.body.id}/`);
    expect(d.body.alert_reason).toContain('基金经理变更');
    const st = await user.get('/symbols/funds/analyse_history/statistics/');
    expect(st.body.alert_count).toBe(1);
  });

  it('syncs the local diagnosis list after login (unknown codes skipped)', async () => {
    const r = await user.post('/symbols/analyse_sync/', { codes: ['000001', '161725', '999999'] });
    expect(r.body.synced).toBe(2);
  });

  it('answers the potential and the asset forecast from the same holding-period statistics', async () => {
    const p = await guest.get('/symbols/funds/potential/000001/');
    const d = await guest.post('/symbols/funds/000001/analyse/');
    expect(p.body.profit_loss).toEqual(d.body.profit_loss);
    const a = await guest.get('/symbols/funds/000001/asset_forecast/?amount=10000.00');
    expect(a.body.periods.map((x) => x.period)).toEqual(['m', '3m', 'y', '3y']);
    const y = a.body.periods[2];
    expect(Number(y!.worth_value_low)).toBeLessThanOrEqual(Number(y!.worth_value_mid));
    expect(y!.worth_value_mid).toMatch(/^\d+\.\d{2}$/);
  });

  it('empties the diagnoses on /__sandbox/reset', async () => {
    await user.post('/__sandbox/reset');
    const n = sb.ctx.db.prepare('SELECT COUNT(*) AS n FROM diagnoses').get() as { n: number };
    expect(n.n).toBe(0);
  });
});

describe('the diagnosis ranking (GET /symbols/funds/analyse_ranking/, the diagnosis activity)', () => {
  it('ranks the scored funds of a type best first, with the score the diagnosis itself answers', async () => {
    const r = await guest.get('/symbols/funds/analyse_ranking/?type=301&page_size=5');
    expect(r.status).toBe(200);
    expect(r.body.nav_date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(r.body.results).toHaveLength(5);
    expect(r.body.total_count).toBeGreaterThan(5);
    const scores = r.body.results.map((x: { score: number }) => x.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(r.body.results[0]!.rank).toBe(1);
    for (const x of r.body.results) {
      expect(x.fund.symbol_stype).toBe(301);
      expect(x.is_recommended).toBe(x.score >= 80);
      const d = await guest.post(`/symbols/funds/${x.fund.symbol}/analyse/`);
      expect(d.body.score).toBe(x.score);
      expect(d.body.scores).toEqual(x.scores);
    }
  });

  it('shares a rank between equal scores, pages on, and refuses an unknown type', async () => {
    const all = await guest.get('/symbols/funds/analyse_ranking/?page_size=1000');
    const next = await guest.get('/symbols/funds/analyse_ranking/?page=2&page_size=1000');
    const rows = [...all.body.results, ...next.body.results] as { rank: number; score: number }[];
    expect(rows.length).toBe(all.body.total_count);
    rows.forEach((x, i) => {
      if (i > 0 && x.score === rows[i - 1]!.score) expect(x.rank).toBe(rows[i - 1]!.rank);
      else expect(x.rank).toBe(i + 1);
    });
    const p2 = await guest.get('/symbols/funds/analyse_ranking/?page=2&page_size=3');
    expect(p2.body.results[0]!.fund.symbol).toBe(
      (all.body.results[3] as { fund: { symbol: string } }).fund.symbol,
    );
    const bad = await guest.get('/symbols/funds/analyse_ranking/?type=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.type?.[0]).toBe('基金类型不正确');
  });
});
