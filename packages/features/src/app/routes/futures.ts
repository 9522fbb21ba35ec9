import { route, withQuery } from './route';

/** The API's futures product types (spec 001 §7 Futures `?product_type=`). */
export type FuturesProductType = 'commodity' | 'financial' | 'asset_management';

/**
 * Screens of the 'futures' area (spec 001 §2 Futures: only in the native futures app; the spec
 * shows no paths, these are ours — features/src/futures/README.md).
 */
export const futuresRoutes = {
  /** 我的期货账户: the user's bound accounts, set default. */
  futuresAccounts: route('/futures/accounts/mine/'),
  /** 绑定期货账户. */
  futuresBindAccount: route('/futures/accounts/bind/'),
  /** 期货品种 by product type (default commodity). */
  futuresProducts: route('/futures/products/', (q?: { product_type?: FuturesProductType }) =>
    withQuery('/futures/products/', q),
  ),
  /** A product's specification and listed contracts. */
  futuresProduct: route(
    '/futures/products/:id/',
    (id: number | string, q?: { product_type?: FuturesProductType }) =>
      withQuery(`/futures/products/${encodeURIComponent(String(id))}/`, q),
  ),
  /** 产品点评, optionally of one product. */
  futuresProductReviews: route('/futures/product_reviews/', (q?: { product_id?: number }) =>
    withQuery('/futures/product_reviews/', q),
  ),
  /** A contract (instrument): quote, K line and specification. */
  futuresInstrument: route(
    '/futures/instruments/:id/',
    (id: number | string) => `/futures/instruments/${encodeURIComponent(String(id))}/`,
  ),
  /** 收益分析 (realtime and by day) of an account (default: the default account). */
  futuresIncome: route('/futures/income/', (q?: { account_id?: number }) =>
    withQuery('/futures/income/', q),
  ),
} as const;
