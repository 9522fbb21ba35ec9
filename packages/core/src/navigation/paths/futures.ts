import { withQuery } from './query';

/** Screens of the 'futures' area (spec 001 §2 Futures: only in the futures app). */
export const futuresPaths = {
  futuresAccounts: () => '/futures/accounts/',
  futuresProducts: (q?: { product_type?: string }) => withQuery('/futures/products/', q),
  futuresProduct: (id: number | string, q?: { product_type?: string }) =>
    withQuery(`/futures/products/${id}/`, q),
  futuresProductReviews: (q?: { product_id?: number }) => withQuery('/futures/product_reviews/', q),
  futuresInstrument: (id: number | string) => `/futures/instruments/${id}/`,
  futuresIncome: (q?: { account_id?: number }) => withQuery('/futures/income/', q),
} as const;
