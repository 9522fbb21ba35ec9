/**
 * Builds `seed/research.json.gz`, the research area's compact real data, from `../shared/data`
 * (override with SEED_SOURCE). Run by hand after `seed:build`:
 *
 *   pnpm --filter @jijin/sandbox-api seed:research
 *
 * Only what the sandbox's funds need is kept: the top-10 stock holdings of the funds in
 * `seed.json.gz` (every report date 2020-12-31..2022-12-31), their quarterly scale and stock
 * position, the names and Shenwan industries of the securities they hold, the A-share list with
 * the 2026-02-06 valuation snapshot, six index
 * series since 2015 and the daily bars of five large caps since 2018 (the fund profiles are
 * `seed/profiles.json.gz`, scripts/build-profiles-seed.ts). The output is deterministic (no clock,
 * no randomness). See seed/SOURCE.md ("research.json.gz").
 */
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { SEED_DIR as OUT, SRC, csvObjects, requireSource } from './seed-source';

requireSource();

const DAY = 86400000;
const dayNum = (iso: string) => Math.round(Date.parse(iso + 'T00:00:00Z') / DAY);

// ---------- the sandbox's funds ----------
const base = JSON.parse(gunzipSync(readFileSync(join(OUT, 'seed.json.gz'))).toString('utf8')) as {
  funds: [string, string, string, string, number | null, string[] | null][];
};
const fundCodes = new Set(base.funds.map((f) => f[0]));

// ---------- holdings ----------
const secKey = (market: string, code: string) => `${market}:${code}`;
const secIndex = new Map<string, number>();
const secList: string[] = [];
/** holdings[code] = [[report_date, [[secIdx, rank, pct(str), mv_yi(str)], ...]], ...] */
const holdings: Record<string, [string, [number, number, string, string][]][]> = {};
const hdir = 'fund_holdings/top10_by_quarter';
for (const f of readdirSync(join(SRC, hdir))
  .filter((f) => f.endsWith('.csv'))
  .sort()) {
  const byFund = new Map<string, [number, number, string, string][]>();
  for (const r of csvObjects(join(hdir, f))) {
    if (!fundCodes.has(r.fund_code!)) continue;
    const key = secKey(r.market!, r.stock_code!);
    let idx = secIndex.get(key);
    if (idx === undefined) {
      idx = secList.length;
      secList.push(key);
      secIndex.set(key, idx);
    }
    const l = byFund.get(r.fund_code!) ?? [];
    l.push([idx, Number(r.rank), r.pct_of_nav!, r.market_value_yi!]);
    byFund.set(r.fund_code!, l);
  }
  const date = f.slice(0, 10);
  for (const [code, rows] of [...byFund.entries()].sort()) {
    rows.sort((a, b) => a[1] - b[1]);
    (holdings[code] ??= []).push([date, rows]);
  }
}

// ---------- securities (names, Shenwan levels) ----------
const secInfo = new Map<string, Record<string, string>>();
for (const r of csvObjects('fund_holdings/securities_in_top10.csv'))
  secInfo.set(secKey(r.market!, r.stock_code!), r);
/** [market, code, name, sw_l1, sw_l2, sw_l3] in secList order */
const securities = secList.map((k) => {
  const r = secInfo.get(k);
  const [market, code] = k.split(':') as [string, string];
  return [market, code, r?.stock_name ?? '', r?.sw_l1 ?? '', r?.sw_l2 ?? '', r?.sw_l3 ?? ''];
});

// ---------- quarter summary ----------
/** summary[code] = [[report_date, scale_yi, stock_position_pct, top10_pct_sum], ...] */
const summary: Record<string, [string, string, string, string][]> = {};
for (const r of csvObjects('fund_holdings/fund_quarter_summary.csv')) {
  if (!fundCodes.has(r.fund_code!)) continue;
  (summary[r.fund_code!] ??= []).push([
    r.report_date!,
    r.fund_scale_yi!,
    r.stock_position_pct!,
    r.top10_pct_sum!,
  ]);
}
for (const l of Object.values(summary)) l.sort((a, b) => a[0].localeCompare(b[0]));

// ---------- stock ownership by funds (per stock, latest quarter) ----------
/** [report_date, market, code, funds_holding_in_top10, total_market_value_yi] for 2022-12-31 */
const ownership: [string, string, number, string][] = [];
for (const r of csvObjects('fund_holdings/stock_fund_ownership_by_quarter.csv')) {
  if (r.report_date !== '2022-12-31') continue;
  ownership.push([
    r.market!,
    r.stock_code!,
    Number(r.funds_holding_in_top10),
    r.total_market_value_yi!,
  ]);
}

// ---------- A-share list + valuation snapshot ----------
const valuation = new Map<string, Record<string, string>>();
for (const r of csvObjects('stocks/a_share_daily_basic_tushare_2026-02-06.csv'))
  valuation.set(r.ts_code!, r);
/** [code, market, name, industry, close, pe, pb, total_mv_wan] */
const stocks = csvObjects('stocks/a_share_stock_basic_tushare_2026-03.csv')
  .map((r) => {
    const v = valuation.get(r.ts_code!);
    return [
      r.symbol!,
      r.market!,
      r.name!,
      r.industry!,
      v?.close ?? '',
      v?.pe ?? '',
      v?.pb ?? '',
      v?.total_mv ?? '',
    ];
  })
  .sort((a, b) => (a[1]! + a[0]!).localeCompare(b[1]! + b[0]!));

// ---------- bars: indexes and five stocks ----------
type Bar = { date: string; open: string; close: string; high: string; low: string; volume: string };
/** Delta-encoded bars: [first date, day deltas, open/close/high/low in hundredths (delta), volume]. */
function encodeBars(
  bars: Bar[],
): [string, number[], number[], number[], number[], number[], number[]] {
  bars.sort((a, b) => a.date.localeCompare(b.date));
  const dd: number[] = [];
  const o: number[] = [];
  const c: number[] = [];
  const h: number[] = [];
  const l: number[] = [];
  const v: number[] = [];
  let pd = dayNum(bars[0]!.date);
  let pc = 0;
  for (const b of bars) {
    const d = dayNum(b.date);
    dd.push(d - pd);
    pd = d;
    const cl = Math.round(Number(b.close) * 100);
    o.push(Math.round(Number(b.open) * 100) - cl);
    h.push(Math.round(Number(b.high) * 100) - cl);
    l.push(Math.round(Number(b.low) * 100) - cl);
    c.push(cl - pc);
    pc = cl;
    v.push(Math.round(Number(b.volume) || 0));
  }
  return [bars[0]!.date, dd, o, c, h, l, v];
}
const FROM = '2015-01-01';
const barsOf = (p: string, from = FROM): Bar[] =>
  csvObjects(p)
    .filter((r) => r.date! >= from && r.close)
    .map((r) => ({
      date: r.date!,
      open: r.open!,
      close: r.close!,
      high: r.high!,
      low: r.low!,
      volume: r.volume!,
    }));
const indexes: Record<string, { name: string; bars: ReturnType<typeof encodeBars> }> = {
  '000001': {
    name: '上证指数',
    bars: encodeBars(barsOf('index/sse_composite_000001_daily_1990-12-19_2026-07-31.csv')),
  },
  '399001': {
    name: '深证成指',
    bars: encodeBars(barsOf('index/szse_component_399001_daily_1991-04-03_2026-07-31.csv')),
  },
  '000300': {
    name: '沪深300',
    bars: encodeBars(barsOf('index/csi300_000300_daily_2005-01-04_2026-07-31.csv')),
  },
  '000905': {
    name: '中证500',
    bars: encodeBars(barsOf('index/csi500_000905_daily_2005-01-04_2026-07-31.csv')),
  },
  '000852': {
    name: '中证1000',
    bars: encodeBars(barsOf('index/csi1000_000852_daily_2005-01-04_2026-07-31.csv')),
  },
  '399006': {
    name: '创业板指',
    bars: encodeBars(barsOf('index/chinext_399006_daily_2018-01-02_2026-03-13.csv')),
  },
};
const stockBars: Record<string, ReturnType<typeof encodeBars>> = {};
for (const f of readdirSync(join(SRC, 'stocks')).filter((f) => /_daily_qfq_/.test(f))) {
  const code = f.slice(2, 8);
  stockBars[code] = encodeBars(barsOf(join('stocks', f), '2018-01-01'));
}

const seed = {
  meta: {
    format: 1,
    source: 'built by scripts/build-research-seed.ts from ../shared/data; see seed/SOURCE.md',
    holdings_funds: Object.keys(holdings).length,
    securities: securities.length,
  },
  securities,
  holdings,
  summary,
  ownership,
  stocks,
  indexes,
  stockBars,
};
const json = JSON.stringify(seed);
const gz = gzipSync(json, { level: 9 });
writeFileSync(join(OUT, 'research.json.gz'), gz);
console.log(
  `research seed: ${Object.keys(holdings).length} funds with holdings, ${securities.length} securities, ` +
    `${stocks.length} stocks, ` +
    `json ${(json.length / 1e6).toFixed(2)} MB, gz ${(gz.length / 1e6).toFixed(2)} MB`,
);
