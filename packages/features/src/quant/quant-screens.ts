// The 'quant' area's screens by name, each a lazy chunk. This table is a small chunk of its own,
// loaded with the area's first route, so the app's entry holds only the paths (index.ts, issue 20).
export const screens = {
  'strategies-screen': () => import('./screens/strategies-screen'),
  'strategy-screen': () => import('./screens/strategy-screen'),
  'industries-screen': () => import('./screens/industries-screen'),
  'industry-screen': () => import('./screens/industry-screen'),
  'analyse-screen': () => import('./screens/analyse-screen'),
};
