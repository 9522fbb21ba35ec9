/**
 * The Shenwan level-1 industry ranking (spec 001 §7 Quant industry recommend; README "Quant
 * area"): per industry the median P/E and P/B of its stocks and the fund top-10 positions in
 * them, scored by valuation and attention. Pure, unit tested in `__tests__/compute.test.ts`.
 */
import type { ShenwanStocks } from '../define';
import { percentileRank, round } from './stats';

/** An A-share as the industry ranking needs it: one stock of the `shenwanStocks` hook. */
export type IndustryStock = ShenwanStocks['stocks'][number];

/** An industry's ranked figures. */
export interface IndustryRank {
  id: number;
  name: string;
  rank: number | null;
  score: number | null;
  stocks_count: number;
  pe_median: number | null;
  pb_median: number | null;
  fund_holdings_count: number;
  /** Its stocks, largest total market value first. */
  stocks: IndustryStock[];
}

/** Fewest stocks with a positive P/B for an industry to be ranked. */
export const MIN_INDUSTRY_STOCKS = 5;

/** Median of a list (mean of the middle two for an even count), 2 decimals; null when empty. */
export function median(xs: readonly number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return round(s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2);
}

/**
 * Ranks the Shenwan level-1 industries: ids are 1-based positions of the names in zh-CN order.
 * An industry with at least `MIN_INDUSTRY_STOCKS` stocks of positive P/B is ranked by
 * score = (valuation + attention) / 2, 1 decimal, where valuation = 100 - percentile of its
 * median P/B among the ranked industries (cheaper scores higher) and attention = percentile of
 * its fund top-10 positions per stock. Ranked industries come first by score (ties by name),
 * then the unranked ones by name (rank and score null).
 */
export function rankIndustries(stocks: readonly IndustryStock[]): IndustryRank[] {
  const by = new Map<string, IndustryStock[]>();
  for (const s of stocks) {
    const l = by.get(s.sw1) ?? [];
    l.push(s);
    by.set(s.sw1, l);
  }
  const names = [...by.keys()].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  const rows = names.map((name, i) => {
    const list = [...by.get(name)!].sort(
      (a, b) => (b.mv_wan ?? -1) - (a.mv_wan ?? -1) || a.symbol.localeCompare(b.symbol),
    );
    const pbs = list.filter((s) => s.pb !== null && s.pb > 0).map((s) => s.pb!);
    const pes = list.filter((s) => s.pe !== null && s.pe > 0).map((s) => s.pe!);
    const funds = list.reduce((s, x) => s + x.funds, 0);
    return {
      id: i + 1,
      name,
      rank: null as number | null,
      score: null as number | null,
      stocks_count: list.length,
      pe_median: median(pes),
      pb_median: median(pbs),
      fund_holdings_count: funds,
      stocks: list,
      eligible: pbs.length >= MIN_INDUSTRY_STOCKS,
    };
  });
  const ranked = rows.filter((r) => r.eligible);
  const pbSorted = ranked.map((r) => r.pb_median!).sort((a, b) => a - b);
  const attention = (r: (typeof rows)[number]) => r.fund_holdings_count / r.stocks_count;
  const attSorted = ranked.map(attention).sort((a, b) => a - b);
  for (const r of ranked) {
    const valuation = 100 - percentileRank(pbSorted, r.pb_median!);
    r.score = round((valuation + percentileRank(attSorted, attention(r))) / 2, 1);
  }
  ranked.sort((a, b) => b.score! - a.score! || a.name.localeCompare(b.name, 'zh-CN'));
  ranked.forEach((r, i) => (r.rank = i + 1));
  const rest = rows.filter((r) => !r.eligible);
  return [...ranked, ...rest].map(({ eligible: _e, ...r }) => r);
}
