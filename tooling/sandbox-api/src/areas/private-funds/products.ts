/**
 * The sandbox private funds (示例/沙盒, README "Private funds"): products of ours, each priced
 * on a real public fund's NAV series from the seed (`nav_source`), so no NAV is invented.
 */
export interface PrivateProduct {
  id: number;
  slug: string;
  symbol: string;
  abbr_name: string;
  /** The real fund whose NAV series the product reuses. */
  nav_source: string;
  /** Risk level R1-R5 (ours, like the product): a reservation needs a risk type at least this. */
  risk_level: 3 | 4 | 5;
}

export const PRIVATE_PRODUCTS: readonly PrivateProduct[] = [
  {
    id: 1,
    slug: 'fund_xinshili',
    symbol: 'SP0001',
    abbr_name: '新势力一号',
    nav_source: '000411',
    risk_level: 4,
  },
  {
    id: 2,
    slug: 'fund_wenjian',
    symbol: 'SP0002',
    abbr_name: '稳健成长',
    nav_source: '000014',
    risk_level: 3,
  },
  {
    id: 3,
    slug: 'fund_qushi',
    symbol: 'SP0003',
    abbr_name: '趋势精选',
    nav_source: '000457',
    risk_level: 5,
  },
];

/** The product with this id, symbol or slug. */
export function productOf(key: {
  fund_id?: unknown;
  symbol?: unknown;
  slug?: unknown;
}): PrivateProduct | undefined {
  return PRIVATE_PRODUCTS.find(
    (p) =>
      (key.fund_id !== undefined && Number(key.fund_id) === p.id) ||
      (key.symbol !== undefined && key.symbol === p.symbol) ||
      (key.slug !== undefined && key.slug === p.slug),
  );
}
