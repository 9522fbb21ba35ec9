/**
 * One series per fund, one figure per fact (sandbox README "Methods"): every endpoint that serves a
 * fund's return gives the same value for the same period, and the period returns agree with a
 * computation written here, independently of core, from the raw CSV of the reference data.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SRC } from '../../scripts/seed-source';
import type { SandboxApp } from '../index';
import { Client, freshSandbox, openAccount, type BodyOf } from './helpers';

const RAW = join(SRC, 'fund_nav', 'eastmoney_nav_daily_return_to_2026-04');

/** The rank periods and the header fields that carry the same fact. */
/** A period figure of the fund detail (`percent_week` … `percent_start`). */
type HeaderPercent = keyof BodyOf<'GET', '/symbols/funds/000001/'> & `percent_${string}`;

const HEADER_OF: Record<string, HeaderPercent> = {
  w: 'percent_week',
  m: 'percent_month',
  '3m': 'percent_season',
  '6m': 'percent_half_year',
  ty: 'percent_tyear',
  y: 'percent_year',
  '2y': 'percent_two_year',
  '3y': 'percent_three_year',
  '5y': 'percent_five_year',
  start: 'percent_start',
};

describe('one series per fund: header = chart end = list = rank = compare = quant = AI answer (README "Methods")', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    await openAccount(c, '13800138033');
  });
  afterAll(() => sb.close());

  const SAMPLE = ['000001', '110011', '005827', '163406', '000003', '000171', '001938'];

  it('serves the same ten periods (近1周 … 成立以来) for a fund on every screen, to 0.01 pp', async () => {
    let quantCompared = 0;
    for (const code of SAMPLE) {
      const head = (await c.get(`/symbols/funds/${code}/`)).body;
      expect(head.percent_year, code).not.toBeNull();
      // the chart of each period ends on the header's figure
      for (const [period, field] of Object.entries({
        m: 'percent_month',
        '3m': 'percent_season',
        y: 'percent_year',
      } as const)) {
        const chart = (await c.get(`/symbols/funds/${code}/net_history/?period=${period}`)).body;
        expect(chart.at(-1)!.date, `${code} ${period}`).toBe(head.net_value_date);
        expect(chart.at(-1)!.percentage_begin, `${code} ${period}`).toBeCloseTo(head[field]!, 2);
        expect(chart[0]!.percentage_begin).toBe(0);
      }
      // the list (searched by code) and 业绩排名
      const list = (await c.get(`/symbols/funds/?q=${code}&page_size=5`)).body.results;
      const row = list.find((f: { symbol: string }) => f.symbol === code);
      expect(row!.percent_year, code).toBeCloseTo(head.percent_year!, 2);
      const rank = (await c.get(`/symbols/funds/${code}/achievement_rank/`)).body;
      for (const [period, field] of Object.entries(HEADER_OF)) {
        const r = rank.find((x: { period: string }) => x.period === period);
        if (r!.percent === null) expect(head[field], `${code} ${period}`).toBeNull();
        else expect(r!.percent, `${code} ${period}`).toBeCloseTo(head[field]!, 2);
        expect(r!.end_date).toBe(head.net_value_date);
      }
      // quant momentum over 12 months is the 近1年 figure (as of the same NAV date)
      const q = (await c.get(`/quant/${code}/analyse/`)).body;
      const mom = (q.factors as { factor: string; value: number | null }[]).find(
        (f) => f.factor === 'momentum_12m',
      );
      if (q.nav_date === head.net_value_date && mom) {
        expect(mom.value, code).toBeCloseTo(head.percent_year!, 2);
        quantCompared++;
      }
    }
    expect(quantCompared).toBeGreaterThan(0);
  });

  it('compares funds over one window ending on the last date both have, and the AI answer quotes the header', async () => {
    const pairs = [
      ['000003', '000171'],
      ['000001', '110011'],
    ];
    for (const [a, b] of pairs) {
      const ha = (await c.get(`/symbols/funds/${a}/`)).body;
      const hb = (await c.get(`/symbols/funds/${b}/`)).body;
      const cmp = (await c.get(`/symbols/funds/comparison/?symbols=${a},${b}&period=y`)).body;
      const end = [ha.net_value_date, hb.net_value_date].sort()[0];
      expect(cmp.end_date).toBe(end);
      expect(cmp.net_values.at(-1)!.date).toBe(end);
      for (const [k, h] of [
        [0, ha],
        [1, hb],
      ] as const) {
        expect(cmp.metrics![k]!.end_date).toBe(end);
        // a fund whose NAV ends on the common date shows its header's figure
        if (h.net_value_date === end) {
          expect(cmp.metrics![k]!.percent).toBeCloseTo(h.percent_year!, 2);
          expect(cmp.net_values.at(-1)!.percents[k]).toBeCloseTo(h.percent_year!, 2);
        }
      }
      const answer = (await c.post('/ai/chat/user_uttered/', { text: `对比 ${a} 和 ${b}` })).body;
      const text = answer.messages
        .filter((m: { type: string }) => m.type === 'text')
        .map((m) => m.text)
        .join('\n');
      const pct = (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(2)}%`;
      expect(text).toContain(pct(ha.percent_year!));
      expect(text).toContain(pct(hb.percent_year!));
    }
  });

  it("000001 华夏成长's 成立以来 counts its dividends and split: hundreds of percent, not 12 %", async () => {
    const rank = (await c.get('/symbols/funds/000001/achievement_rank/')).body;
    const start = rank.find((x: { period: string }) => x.period === 'start')!.percent;
    expect(start).toBeGreaterThan(100);
    expect(start).toBeLessThan(1000);
    // no NAV from the future: the ranking snapshot (2026-05-08) is never a current NAV
    const list = (await c.get('/symbols/funds/?page_size=200')).body.results as {
      net_value_date: string | null;
    }[];
    for (const f of list) if (f.net_value_date) expect(f.net_value_date <= '2026-04-20').toBe(true);
  });
});

// ---------- an independent computation from the raw CSV (no core, no sandbox code) ----------

interface Row {
  date: string;
  nav: number;
  r: number;
}

/** The total-return series by the rule of the source's SOURCE.md. */
function totalReturn(rows: Row[]): number[] {
  const out = [rows[0]!.nav];
  for (let i = 1; i < rows.length; i++) {
    const ratio = rows[i]!.nav / rows[i - 1]!.nav;
    const event = Math.abs(ratio - (1 + rows[i]!.r)) > Math.max(0.0015, 0.00006 / rows[i]!.nav);
    out.push(out[i - 1]! * (event ? 1 + rows[i]!.r : ratio));
  }
  return out;
}

/** `iso` minus `months` calendar months, the day clamped to the month's end. */
function minusMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

function targetOf(period: string, end: string): string | null {
  if (period === 'w')
    return new Date(Date.parse(`${end}T00:00:00Z`) - 7 * 86400000).toISOString().slice(0, 10);
  if (period === 'ty') return `${Number(end.slice(0, 4)) - 1}-12-31`;
  if (period === 'start') return null;
  const months = { m: 1, '3m': 3, '6m': 6, y: 12, '2y': 24, '3y': 36, '5y': 60 }[period]!;
  return minusMonths(end, months);
}

describe.skipIf(!existsSync(RAW))(
  'period returns agree with the raw CSV within 0.05 pp (README "Methods")',
  () => {
    let sb: SandboxApp;
    let c: Client;
    beforeAll(() => {
      sb = freshSandbox();
      c = new Client(sb);
    });
    afterAll(() => sb.close());

    it('for every 4th of the 993 funds (≥ 200), every period of 业绩排名 and the header', async () => {
      const codes = readdirSync(RAW)
        .filter((f) => /^\d{6}\.csv$/.test(f))
        .map((f) => f.slice(0, 6))
        .sort()
        .filter((_, i) => i % 4 === 0);
      expect(codes.length).toBeGreaterThanOrEqual(200);
      const today = sb.ctx.navDate();
      let compared = 0;
      for (const code of codes) {
        if (sb.ctx.market.fund(code)?.series?.days.length === undefined) continue;
        const lines = readFileSync(join(RAW, `${code}.csv`), 'utf8')
          .trim()
          .split('\n')
          .slice(1);
        const all: Row[] = [];
        for (const l of lines) {
          const [date, nav, r] = l.split(',');
          if (!date || !nav) continue;
          if (all.length && all[all.length - 1]!.date === date) continue;
          all.push({ date, nav: Number(nav), r: r ? Number(r) : 0 });
        }
        all.sort((a, b) => (a.date < b.date ? -1 : 1));
        const rows = all.filter((x) => x.date <= today);
        if (rows.length < 2) continue;
        const tr = totalReturn(rows);
        const end = rows[rows.length - 1]!.date;
        const served = (await c.get(`/symbols/funds/${code}/achievement_rank/`)).body as {
          period: string;
          percent: number | null;
        }[];
        const head = (await c.get(`/symbols/funds/${code}/`)).body;
        expect(head.net_value_date).toBe(end);
        for (const s of served) {
          const t = targetOf(s.period, end);
          let k = -1;
          if (t === null) k = 0;
          else for (let i = 0; i < rows.length && rows[i]!.date <= t; i++) k = i;
          const mine = k < 0 ? null : (tr[tr.length - 1]! / tr[k]! - 1) * 100;
          if (mine === null) expect(s.percent, `${code} ${s.period}`).toBeNull();
          else expect(Math.abs(s.percent! - mine), `${code} ${s.period}`).toBeLessThanOrEqual(0.05);
          const field = HEADER_OF[s.period];
          if (field && mine !== null)
            expect(Math.abs(head[field]! - mine)).toBeLessThanOrEqual(0.05);
          compared++;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(2000);
    });
  },
);
