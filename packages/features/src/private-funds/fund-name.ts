import { PRIVATE_FUND_TRADES_QUERY, useListPrivateFundTradesQuery } from './api';

/**
 * The name of the private fund `id` as the user's own records give it (a reservation or trade), or
 * 私募产品 while they load or when there is none.
 */
export function usePrivateFundName(id: number): string {
  const t = useListPrivateFundTradesQuery(PRIVATE_FUND_TRADES_QUERY);
  return t.data?.results.find((r) => r.fund.id === id)?.fund.abbr_name ?? '私募产品';
}

/** The fund id of a route parameter, or null when it is not a positive integer. */
export function fundIdParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
