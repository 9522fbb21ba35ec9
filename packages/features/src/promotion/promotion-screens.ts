// The 'promotion' area's screens by name, each a lazy chunk. This table is a small chunk of its own,
// loaded with the area's first route, so the app's entry holds only the paths (index.ts, issue 20).
export const screens = {
  'coupons-screen': () => import('./screens/coupons-screen'),
  'coupon-activities-screen': () => import('./screens/coupon-activities-screen'),
  'redpacks-screen': () => import('./screens/redpacks-screen'),
  'guess-game-screen': () => import('./screens/guess-game-screen'),
  'check-in-screen': () => import('./screens/check-in-screen'),
  'quiz-screen': () => import('./screens/quiz-screen'),
  'invitations-screen': () => import('./screens/invitations-screen'),
  'qr-code-screen': () => import('./screens/qr-code-screen'),
  'membership-screen': () => import('./screens/membership-screen'),
};
