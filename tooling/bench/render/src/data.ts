// Deterministic synthetic data for the rendering cases (same figures every run).

/** mulberry32: a small seeded PRNG. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FollowedFund {
  code: string;
  name: string;
  netValue: string;
  percentDay: number;
}

const NAMES = [
  '成长混合',
  '价值精选',
  '沪深300指数',
  '纯债债券A',
  '货币B',
  '科技先锋股票',
  '消费升级',
  '稳健添利',
];
const COMPANIES = ['华夏', '易方达', '南方', '嘉实', '广发', '富国', '汇添富', '博时'];

export function followedFunds(n: number): FollowedFund[] {
  const r = rng(9);
  return Array.from({ length: n }, (_, i) => ({
    code: String(i + 1).padStart(6, '0'),
    name: `${COMPANIES[i % COMPANIES.length]}${NAMES[Math.floor(r() * NAMES.length)]}`,
    netValue: (0.5 + r() * 4).toFixed(4),
    percentDay: Math.round((r() - 0.5) * 800) / 100,
  }));
}

/** Trading days back from 2026-11-20 (weekdays only), oldest first, as YYYY-MM-DD. */
export function tradingDays(n: number): string[] {
  const out: string[] = [];
  const d = new Date(Date.UTC(2026, 10, 20));
  while (out.length < n) {
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() - 1);
  }
  return out.reverse();
}

export interface NavPoint {
  date: string;
  value: number;
  benchmark: number;
}

/** A net-value series with a CSI 300-like benchmark, both as cumulative returns from 1. */
export function navSeries(n: number): NavPoint[] {
  const r = rng(n);
  let v = 1;
  let b = 1;
  return tradingDays(n).map((date) => {
    v *= 1 + (r() - 0.48) * 0.03;
    b *= 1 + (r() - 0.49) * 0.025;
    return { date, value: Number(v.toFixed(4)), benchmark: Number(b.toFixed(4)) };
  });
}

export interface Candle {
  date: string;
  open: number;
  close: number;
  low: number;
  high: number;
  volume: number;
}

export function candles(n: number): Candle[] {
  const r = rng(1250);
  let close = 10;
  return tradingDays(n).map((date) => {
    const open = close * (1 + (r() - 0.5) * 0.02);
    close = open * (1 + (r() - 0.5) * 0.06);
    const high = Math.max(open, close) * (1 + r() * 0.02);
    const low = Math.min(open, close) * (1 - r() * 0.02);
    const round = (x: number) => Math.round(x * 100) / 100;
    return {
      date,
      open: round(open),
      close: round(close),
      low: round(low),
      high: round(high),
      volume: Math.round(1e6 + r() * 9e6),
    };
  });
}
