// The 'home' area's screens by name, each a lazy chunk. This table is a small chunk of its own,
// loaded with the area's first route, so the app's entry holds only the paths (index.ts, issue 20).
export const screens = {
  'home-screen': () => import('./screens/home-screen'),
  'search-screen': () => import('./screens/search-screen'),
  'faq-detail-screen': () => import('./screens/faq-detail-screen'),
  'faq-unionpay-screen': () => import('./screens/faq-unionpay-screen'),
  'faq-portfolio-buy-screen': () => import('./screens/faq-portfolio-buy-screen'),
  'safe-screen': () => import('./screens/safe-screen'),
  'app-download-screen': () => import('./screens/app-download-screen'),
};
