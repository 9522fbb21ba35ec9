// The 'account-funds' area's screens by name, each a lazy chunk. This table is a small chunk of its own,
// loaded with the area's first route, so the app's entry holds only the paths (index.ts, issue 20).
export const screens = {
  'holdings-screen': () => import('./screens/holdings-screen'),
  'trades-screen': () => import('./screens/trades-screen'),
  'trade-detail-screen': () => import('./screens/trade-detail-screen'),
  'income-screen': () => import('./screens/income-screen'),
  'fixed-investments-screen': () => import('./screens/fixed-investments-screen'),
  'fixed-investment-detail-screen': () => import('./screens/fixed-investment-detail-screen'),
  'bao-screen': () => import('./screens/bao-screen'),
  'bao-transfer-screen': () => import('./screens/bao-transfer-screen'),
  'bao-sell-screen': () => import('./screens/bao-sell-screen'),
  'bao-trades-screen': () => import('./screens/bao-trades-screen'),
  'bao-income-screen': () => import('./screens/bao-income-screen'),
  'holding-detail-screen': () => import('./screens/holding-detail-screen'),
  'divi-type-screen': () => import('./screens/divi-type-screen'),
  'fund-fixed-screen': () => import('./screens/fund-fixed-screen'),
  'shares-info-screen': () => import('./screens/shares-info-screen'),
};
