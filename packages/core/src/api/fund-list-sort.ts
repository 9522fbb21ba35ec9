/**
 * The fields the fund list (`GET /symbols/funds/`, operation `listFunds`) sorts by, as its
 * `sort` parameter names them in the contract: period returns, `year_yld` (README "Fund
 * figures") and the unit NAV.
 */
export const FUND_LIST_SORT_FIELDS = [
  'percent_day',
  'percent_week',
  'percent_month',
  'percent_season',
  'percent_year',
  'year_yld',
  'net_value',
] as const;

/**
 * One of {@link FUND_LIST_SORT_FIELDS}.
 * @see spec 001 §7 GET symbols/funds/ (`sort`); README "Trading"
 */
export type FundListSortField = (typeof FUND_LIST_SORT_FIELDS)[number];

/**
 * A `sort` value of the fund list: a field, ascending, or with a leading `-`, descending.
 * @see spec 001 §7 GET symbols/funds/ (`sort`); README "Trading"
 */
export type FundListSort = FundListSortField | `-${FundListSortField}`;

/**
 * The fund list's default order: best 近1年 first.
 * @see spec 001 §7 GET symbols/funds/ (`sort`); README "Trading"
 */
export const DEFAULT_FUND_LIST_SORT: FundListSort = '-percent_year';

/**
 * Whether `value` is a {@link FundListSort} (e.g. a sort read from a URL).
 * @see spec 001 §7 GET symbols/funds/ (`sort`); README "Trading"
 */
export function isFundListSort(value: string): value is FundListSort {
  const field = value.startsWith('-') ? value.slice(1) : value;
  return (FUND_LIST_SORT_FIELDS as readonly string[]).includes(field);
}
