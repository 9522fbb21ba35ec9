/** The indexes of home's market strip, in order: 上证指数, 深证成指, 创业板指, 沪深300, 中证500. */
export const HOME_INDEX_SYMBOLS: readonly string[] = [
  '000001',
  '399001',
  '399006',
  '000300',
  '000905',
];

/** The fund types of home's rankings: 全部, then symbol_stype codes (spec 001 §3). */
export const HOME_RANKING_TYPES: readonly { value: string; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: '300', label: '股票型' },
  { value: '301', label: '混合型' },
  { value: '302', label: '债券型' },
  { value: '303', label: '指数型' },
  { value: '305', label: 'QDII' },
];

/** The periods of home's rankings: the fund list's sort (descending) and the Fund field shown. */
export const HOME_RANKING_PERIODS = [
  { sort: '-percent_week', field: 'percent_week', label: '近1周' },
  { sort: '-percent_month', field: 'percent_month', label: '近1月' },
  { sort: '-percent_season', field: 'percent_season', label: '近3月' },
  { sort: '-percent_year', field: 'percent_year', label: '近1年' },
] as const;

/** A ranking period of {@link HOME_RANKING_PERIODS}. */
export type HomeRankingPeriod = (typeof HOME_RANKING_PERIODS)[number];

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * Today's date in China (UTC+8, no daylight saving), `YYYY-MM-DD`.
 * @param nowMs the clock's epoch milliseconds
 */
export function chinaToday(nowMs: number): string {
  return new Date(Math.floor((nowMs + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/**
 * The as-of words of a quote: `MM-DD 交易中` when its date is today in China and the market is
 * open, else `MM-DD 收盘` (the last close); `--` without a date.
 * @param priceDate the quote's `price_date`, `YYYY-MM-DD` (or null)
 * @param tradeStatus the quote's `trade_status` (`open` while the market trades)
 * @param nowMs the clock's epoch milliseconds
 */
export function quoteAsOf(
  priceDate: string | null | undefined,
  tradeStatus: string | undefined,
  nowMs: number,
): string {
  if (!priceDate) return '--';
  const live = priceDate === chinaToday(nowMs) && tradeStatus === 'open';
  return `${priceDate.slice(5)} ${live ? '交易中' : '收盘'}`;
}
