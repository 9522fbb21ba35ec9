// The 'managers' area's screens by name, each a lazy chunk. This table is a small chunk of its own,
// loaded with the area's first route, so the app's entry holds only the paths (index.ts, issue 20).
export const screens = {
  'manager-list-screen': () => import('./screens/manager-list-screen'),
  'manager-following-screen': () => import('./screens/manager-following-screen'),
  'manager-question-screen': () => import('./screens/manager-question-screen'),
  'manager-assess-screen': () => import('./screens/manager-assess-screen'),
  'manager-assess-history-screen': () => import('./screens/manager-assess-history-screen'),
  'manager-card-screen': () => import('./screens/manager-card-screen'),
  'manager-lists-screen': () => import('./screens/manager-lists-screen'),
  'manager-list-detail-screen': () => import('./screens/manager-list-detail-screen'),
  'manager-compare-list-screen': () => import('./screens/manager-compare-list-screen'),
  'manager-compare-selector-screen': () => import('./screens/manager-compare-selector-screen'),
  'manager-compare-screen': () => import('./screens/manager-compare-screen'),
  'manager-opinions-screen': () => import('./screens/manager-opinions-screen'),
  'manager-introduction-screen': () => import('./screens/manager-introduction-screen'),
  'manager-detail-screen': () => import('./screens/manager-detail-screen'),
  'manager-fund-list-screen': () => import('./screens/manager-fund-list-screen'),
};
