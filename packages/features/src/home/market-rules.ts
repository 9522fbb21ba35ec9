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
