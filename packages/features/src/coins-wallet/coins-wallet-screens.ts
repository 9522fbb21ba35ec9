// The 'coins-wallet' area's screens by name, each a lazy chunk. This table is a small chunk of its own,
// loaded with the area's first route, so the app's entry holds only the paths (index.ts, issue 20).
export const screens = {
  'coins-screen': () => import('./screens/coins-screen'),
  'coins-history-screen': () => import('./screens/coins-history-screen'),
  'wallet-changes-screen': () => import('./screens/wallet-changes-screen'),
  'withdraw-screen': () => import('./screens/withdraw-screen'),
  'cash-screen': () => import('./screens/cash-screen'),
};
