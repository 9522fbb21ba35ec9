import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from '../../../__tests__/helpers';
import { FUND_LIST_SEED_FILE, type FundListSeed } from '../../../market/fund-list';
import { SRC, parseCsv, readText } from '../../../../scripts/seed-source';

const CSV = 'funds/fund_list_eastmoney_2026-06.csv';

/**
 * The master list the search answers from: the committed seed, which
 * scripts/build-fund-list-seed.ts builds verbatim from ../shared/data's
 * funds/fund_list_eastmoney_2026-06.csv (a test below checks it against the CSV when present).
 */
const list = (
  JSON.parse(gunzipSync(readFileSync(FUND_LIST_SEED_FILE)).toString('utf8')) as FundListSeed
).funds;

interface Suggestion {
  symbol: string;
  abbr_name: string;
  pinyin: string;
  list_status: number;
  net_value: string | null;
  net_value_date: string | null;
  percent_year: number | null;
  nav_stale: boolean;
}

describe('fund search covers the whole master list (spec 001 §7, §9 search)', () => {
  const box = sandboxForFile();
  const get = async (q: string, extra = '') =>
    (await box.c.get(`/search/symbols/?symbol_type=3&q=${encodeURIComponent(q)}${extra}`)).body as {
      total_count: number;
      total_page: number;
      current_page: number;
      results: Suggestion[];
    };

  it('the master list holds every fund of the Eastmoney list: 27,023', () => {
    expect(list).toHaveLength(27023);
  });

  it.runIf(existsSync(join(SRC, CSV)))(
    'the seed is the CSV: same codes and names, and 白酒 matches the same funds there',
    () => {
      const [head, ...rows] = parseCsv(readText(CSV));
      const [iCode, iName] = [head!.indexOf('基金代码'), head!.indexOf('基金简称')];
      expect(rows.map((r) => [r[iCode], r[iName]!.trim()])).toEqual(list.map((f) => [f[0], f[1]]));
      const baijiu = rows.filter((r) => r[iName]!.includes('白酒')).map((r) => r[iCode]);
      expect(baijiu).toEqual(list.filter((f) => f[1].includes('白酒')).map((f) => f[0]));
    },
  );

  it('白酒 finds every fund with 白酒 in its name, 012414 and 161725 among them', async () => {
    const expected = list.filter((f) => f[1].includes('白酒')).map((f) => f[0]);
    expect(expected).toEqual(expect.arrayContaining(['012414', '161725']));
    const r = await get('白酒', '&page_size=50');
    expect(r.total_count).toBe(expected.length);
    expect(r.results.map((s) => s.symbol).sort()).toEqual([...expected].sort());
    // 161725 has a NAV series in the sandbox: it comes first, with its NAV
    expect(r.results[0]).toMatchObject({ symbol: '161725', nav_stale: false });
    expect(r.results[0]!.net_value).toMatch(/^\d+\.\d{4}$/);
    // 012414 is only in the master list: flagged, no NAV, no return
    const c = r.results.find((s) => s.symbol === '012414')!;
    expect(c).toMatchObject({
      abbr_name: list.find((f) => f[0] === '012414')![1],
      net_value: null,
      net_value_date: null,
      percent_year: null,
      nav_stale: true,
    });
  });

  it('a code prefix finds the funds whose code starts with it, the exact code first', async () => {
    const prefix = '01241';
    const expected = list.filter((f) => f[0].startsWith(prefix)).length;
    const r = await get(prefix, '&page_size=100');
    expect(r.total_count).toBeGreaterThanOrEqual(expected);
    expect(r.results.filter((s) => s.symbol.startsWith(prefix))).toHaveLength(expected);
    const exact = await get('012414');
    expect(exact.results[0]!.symbol).toBe('012414');
  });

  it('pinyin initials find a master-list fund (zszzbj: the 白酒 index funds)', async () => {
    const r = await get('zszzbj', '&page_size=50');
    expect(r.results.map((s) => s.symbol)).toEqual(expect.arrayContaining(['012414', '161725']));
  });

  it('pages: page 2 follows page 1 without overlap, and the pager counts all matches', async () => {
    const q = '招商';
    const all = list.filter((f) => f[1].includes(q)).length;
    const p1 = await get(q, '&page_size=20&page=1');
    const p2 = await get(q, '&page_size=20&page=2');
    expect(p1.total_count).toBeGreaterThanOrEqual(all);
    expect(p1.total_page).toBe(Math.ceil(p1.total_count / 20));
    expect(p2.current_page).toBe(2);
    expect(p1.results).toHaveLength(20);
    expect(p2.results).toHaveLength(20);
    const s1 = new Set(p1.results.map((s) => s.symbol));
    expect(p2.results.some((s) => s.symbol === undefined || s1.has(s.symbol))).toBe(false);
    // funds with NAV data come before master-list-only ones
    const flags = [...p1.results, ...p2.results].map((s) => s.net_value !== null);
    expect(flags.indexOf(false)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(false)).includes(true)).toBe(false);
  });

  it('a master-list fund without NAV answers its detail honestly: no NAV, no return, not buyable', async () => {
    const f = (await box.c.get('/symbols/funds/012414/')).body;
    expect(f).toMatchObject({
      symbol: '012414',
      abbr_name: '招商中证白酒指数(LOF)C',
      net_value: null,
      net_value_date: null,
      percent_day: null,
      percent_year: null,
      nav_stale: true,
      allow_buy: false,
      allow_sell: false,
      allow_fixed: false,
      allow_trade: false,
    });
    expect((await box.c.get('/symbols/funds/999999/')).status).toBe(404);
  });

  it('the fund list searched with q (the home search) lists the master-list funds after the market ones', async () => {
    const expected = list.filter((f) => f[1].includes('白酒')).map((f) => f[0]);
    const r = (await box.c.get(`/symbols/funds/?q=${encodeURIComponent('白酒')}&page_size=20`))
      .body;
    expect(r.total_count).toBe(expected.length);
    expect(r.results.map((f: { symbol: string }) => f.symbol).sort()).toEqual([...expected].sort());
    expect(r.results[0]).toMatchObject({ symbol: '161725', nav_stale: false });
    expect(r.results.find((f: { symbol: string }) => f.symbol === '012414')).toMatchObject({
      net_value: null,
      percent_year: null,
      nav_stale: true,
      allow_buy: false,
    });
  });

  it('spec 001 §7 GET /search/symbols/, §3 list_status: a delisted fund is 3, a listed one 1', async () => {
    for (const code of ['161907', '501054', '501066']) {
      const [first] = (await get(code)).results;
      expect(first, code).toMatchObject({ symbol: code, list_status: 3, nav_stale: true });
    }
    const r = await get('白酒', '&page_size=50');
    expect(r.results.every((s) => s.list_status === 1)).toBe(true);
  });

  it('spec 001 §7 GET /search/suggestions/ rows carry the same list_status as /search/symbols/', async () => {
    const suggest = async (q: string) =>
      (await box.c.get(`/search/suggestions/?q=${encodeURIComponent(q)}`)).body.results as {
        target_id: string;
        list_status: number;
      }[];
    for (const code of ['161907', '501054', '501066']) {
      expect((await suggest(code))[0], code).toMatchObject({ target_id: code, list_status: 3 });
    }
    for (const q of ['东方红睿泽', '白酒']) {
      const symbols = (await get(q, '&page_size=10')).results;
      expect(
        (await suggest(q)).map((s) => [s.target_id, s.list_status]),
        q,
      ).toEqual(symbols.map((s) => [s.symbol, s.list_status]));
    }
  });
});
