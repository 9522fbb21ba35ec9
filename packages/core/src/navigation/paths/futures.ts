import { withQuery } from './query';

/** The API's futures product types (spec 001 §7 Futures `?product_type=`). */
export type FuturesProductType = 'commodity' | 'financial' | 'asset_management';

/**
 * Screens of the 'futures' area (spec 001 §2 Futures: only in the native futures app; the spec
 * shows no paths, these are ours — features/src/futures/README.md).
 */
export const futuresPaths = {
  /** 我的期货账户: the user's bound accounts, set default. */
  futuresAccounts: () => '/futures/accounts/mine/',
  /** 绑定期货账户. */
  futuresBindAccount: () => '/futures/accounts/bind/',
  /** 期货品种 by product type (default commodity). */
  futuresProducts: (q?: { product_type?: FuturesProductType }) =>
    withQuery('/futures/products/', q),
  /** A product's specification and listed contracts. */
  futuresProduct: (id: number | string, q?: { product_type?: FuturesProductType }) =>
    withQuery(`/futures/products/${encodeURIComponent(String(id))}/`, q),
  /** 产品点评, optionally of one product. */
  futuresProductReviews: (q?: { product_id?: number }) => withQuery('/futures/product_reviews/', q),
  /** A contract (instrument): quote, K line and specification. */
  futuresInstrument: (id: number | string) =>
    `/futures/instruments/${encodeURIComponent(String(id))}/`,
  /** 收益分析 (realtime and by day) of an account (default: the default account). */
  futuresIncome: (q?: { account_id?: number }) => withQuery('/futures/income/', q),
} as const;
