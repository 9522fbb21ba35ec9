// The 'futures' area's screens by name, each a lazy chunk. This table is a small chunk of its own,
// loaded with the area's first route, so the app's entry holds only the paths (index.ts, issue 20).
export const screens = {
  'products-screen': () => import('./screens/products-screen'),
  'product-screen': () => import('./screens/product-screen'),
  'reviews-screen': () => import('./screens/reviews-screen'),
  'instrument-screen': () => import('./screens/instrument-screen'),
  'accounts-screen': () => import('./screens/accounts-screen'),
  'bind-account-screen': () => import('./screens/bind-account-screen'),
  'income-screen': () => import('./screens/income-screen'),
};
