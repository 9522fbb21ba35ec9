// The 'private-funds' area's screens by name, each a lazy chunk. This table is a small chunk of its own,
// loaded with the area's first route, so the app's entry holds only the paths (index.ts, issue 20).
export const screens = {
  'qualify-screen': () => import('./screens/qualify-screen'),
  'risk-questions-screen': () => import('./screens/risk-questions-screen'),
  'risk-mine-screen': () => import('./screens/risk-mine-screen'),
  'reserve-screen': () => import('./screens/reserve-screen'),
  'product-screen': () => import('./screens/product-screen'),
  'holdings-screen': () => import('./screens/holdings-screen'),
  'income-screen': () => import('./screens/income-screen'),
  'holding-screen': () => import('./screens/holding-screen'),
  'shares-screen': () => import('./screens/shares-screen'),
  'income-list-screen': () => import('./screens/income-list-screen'),
  'trade-records-screen': () => import('./screens/trade-records-screen'),
};
