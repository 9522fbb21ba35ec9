/**
 * The research area's real data (`seed/research.json.gz`, built by
 * `scripts/build-research-seed.ts`; origins in seed/SOURCE.md), decoded once per process and
 * kept in memory: it is read-only market data, so it needs no tables.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bar } from './compute';
import { fundProfile } from '../../domain/fund-profiles';

export const RESEARCH_SEED_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../seed/research.json.gz',
);

type EncodedBars = [string, number[], number[], number[], number[], number[], number[]];

interface ResearchSeed {
  securities: [market: string, code: string, name: string, sw1: string, sw2: string, sw3: string][];
  holdings: Record<string, [string, [sec: number, rank: number, pct: string, mvYi: string][]][]>;
  summary: Record<string, [date: string, scaleYi: string, stockPct: string, top10Pct: string][]>;
  ownership: [market: string, code: string, funds: number, mvYi: string][];
  stocks: [
    code: string,
    market: string,
    name: string,
    industry: string,
    close: string,
    pe: string,
    pb: string,
    mvWan: string,
  ][];
  indexes: Record<string, { name: string; bars: EncodedBars }>;
  stockBars: Record<string, EncodedBars>;
}

/** A security a fund holds (A-share, HK or other listing). */
export interface Security {
  market: string;
  code: string;
  name: string;
  sw1: string | null;
  sw2: string | null;
  sw3: string | null;
}

/** One top-10 holding row of a fund at a report date. */
export interface HoldingRow {
  security: Security;
  rank: number;
  /** % of the fund's total assets, as published (string, 2 decimals). */
  pct: string;
  /** Market value in 亿元 (4 decimals). */
  mvYi: string;
}

/** An A-share of the 2026-03 list with its 2026-02-06 valuation snapshot. */
export interface Stock {
  code: string;
  market: 'SH' | 'SZ' | 'BJ';
  name: string;
  industry: string | null;
  close: string | null;
  pe: number | null;
  pb: number | null;
  /** Total market value in 万元. */
  mvWan: string | null;
}

export const VALUATION_DATE = '2026-02-06';

function decodeBars(e: EncodedBars): Bar[] {
  const [first, dd, o, c, h, l, v] = e;
  const out: Bar[] = [];
  let day = Math.round(Date.parse(first + 'T00:00:00Z') / 86400000);
  let close = 0;
  for (let i = 0; i < dd.length; i++) {
    day += i === 0 ? 0 : dd[i]!;
    close += c[i]!;
    out.push({
      date: new Date(day * 86400000).toISOString().slice(0, 10),
      open: close + o[i]!,
      close,
      high: close + h[i]!,
      low: close + l[i]!,
      volume: v[i]!,
    });
  }
  return out;
}

/** The research area's market data, decoded. */
export class ResearchData {
  readonly securities: Security[];
  private readonly holdingsRaw: ResearchSeed['holdings'];
  readonly summary: ResearchSeed['summary'];
  readonly ownership = new Map<string, { funds: number; mvYi: string }>();
  readonly stocks: Stock[];
  readonly stockByCode = new Map<string, Stock>();
  readonly indexes: { symbol: string; name: string; bars: Bar[] }[];
  readonly stockBars = new Map<string, Bar[]>();
  /** Which funds (seed codes) hold a security, per report date: `market:code` -> rows. */
  private heldByCache: Map<
    string,
    { fund: string; date: string; pct: string; mvYi: string }[]
  > | null = null;

  constructor(seed: ResearchSeed) {
    this.securities = seed.securities.map(([market, code, name, sw1, sw2, sw3]) => ({
      market,
      code,
      name,
      sw1: sw1 || null,
      sw2: sw2 || null,
      sw3: sw3 || null,
    }));
    this.holdingsRaw = seed.holdings;
    this.summary = seed.summary;
    for (const [market, code, funds, mvYi] of seed.ownership)
      this.ownership.set(`${market === 'A' ? 'A' : market}:${code}`, { funds, mvYi });
    this.stocks = seed.stocks.map(([code, market, name, industry, close, pe, pb, mv]) => ({
      code,
      market: market as Stock['market'],
      name,
      industry: industry || null,
      close: close || null,
      pe: pe ? Number(pe) : null,
      pb: pb ? Number(pb) : null,
      mvWan: mv || null,
    }));
    for (const s of this.stocks) this.stockByCode.set(s.code, s);
    this.indexes = Object.entries(seed.indexes).map(([symbol, v]) => ({
      symbol,
      name: v.name,
      bars: decodeBars(v.bars),
    }));
    for (const [code, e] of Object.entries(seed.stockBars)) this.stockBars.set(code, decodeBars(e));
  }

  /** Report dates with holdings for a fund, oldest first. */
  reportDates(code: string): string[] {
    return (this.holdingsRaw[code] ?? []).map(([d]) => d);
  }

  /** The fund's top-10 rows at a report date (rank order), or []. */
  holdings(code: string, date: string): HoldingRow[] {
    const q = (this.holdingsRaw[code] ?? []).find(([d]) => d === date);
    if (!q) return [];
    return q[1].map(([sec, rank, pct, mvYi]) => ({
      security: this.securities[sec]!,
      rank,
      pct,
      mvYi,
    }));
  }

  /** Quarterly scale and stock position of a fund at a report date. */
  summaryAt(code: string, date: string): { scaleYi: string; stockPct: string } | null {
    const r = (this.summary[code] ?? []).find(([d]) => d === date);
    return r ? { scaleYi: r[1], stockPct: r[2] } : null;
  }

  /**
   * The latest known scale (亿元) and its date: the fund profile's (2026-02, `fundProfile`, the
   * scale the fund detail shows) else the last report's.
   */
  latestScale(code: string): { scaleYi: string; date: string } | null {
    const p = fundProfile(code);
    if (p?.scaleYi) return { scaleYi: p.scaleYi, date: p.date };
    const l = this.summary[code];
    const last = l?.[l.length - 1];
    return last && last[1] ? { scaleYi: last[1], date: last[0] } : null;
  }

  /** The seed funds holding a security (A-share code with its market), every report date. */
  heldBy(
    market: string,
    code: string,
  ): { fund: string; date: string; pct: string; mvYi: string }[] {
    if (!this.heldByCache) {
      const m = new Map<string, { fund: string; date: string; pct: string; mvYi: string }[]>();
      for (const [fund, quarters] of Object.entries(this.holdingsRaw))
        for (const [date, rows] of quarters)
          for (const [sec, , pct, mvYi] of rows) {
            const s = this.securities[sec]!;
            const k = `${s.market}:${s.code}`;
            const l = m.get(k) ?? [];
            l.push({ fund, date, pct, mvYi });
            m.set(k, l);
          }
      this.heldByCache = m;
    }
    return this.heldByCache.get(`${market}:${code}`) ?? [];
  }

  /** The Shenwan levels of an A-share when any seed fund held it. */
  security(market: string, code: string): Security | undefined {
    return this.securities.find((s) => s.market === market && s.code === code);
  }

  index(symbol: string): { symbol: string; name: string; bars: Bar[] } | undefined {
    return this.indexes.find((i) => i.symbol === symbol);
  }
}

let loaded: ResearchData | null = null;
/** The decoded research seed (loaded on first use, about 0.3 s). */
export function researchData(): ResearchData {
  if (!loaded) {
    const json = gunzipSync(readFileSync(RESEARCH_SEED_FILE)).toString('utf8');
    loaded = new ResearchData(JSON.parse(json) as ResearchSeed);
  }
  return loaded;
}
