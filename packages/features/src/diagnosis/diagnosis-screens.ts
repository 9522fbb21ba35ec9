// The 'diagnosis' area's screens by name, each a lazy chunk. This table is a small chunk of its own,
// loaded with the area's first route, so the app's entry holds only the paths (index.ts, issue 20).
export const screens = {
  'diagnosis-home-screen': () => import('./screens/diagnosis-home-screen'),
  'diagnosis-search-screen': () => import('./screens/diagnosis-search-screen'),
  'diagnosis-detail-screen': () => import('./screens/diagnosis-detail-screen'),
  'diagnosis-company-screen': () => import('./screens/diagnosis-company-screen'),
  'diagnosis-optional-screen': () => import('./screens/diagnosis-optional-screen'),
  'fund-potential-screen': () => import('./screens/fund-potential-screen'),
  'fund-asset-forecast-screen': () => import('./screens/fund-asset-forecast-screen'),
  'diagnosis-review-screen': () => import('./screens/diagnosis-review-screen'),
  'diagnosis-review-detail-screen': () => import('./screens/diagnosis-review-detail-screen'),
};
