import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../app/guard';

type ScreenModule = Promise<{ default: ComponentType }>;

/** A lazily loaded public screen. */
const open =
  (load: () => ScreenModule): RouteObject['lazy'] =>
  async () => {
    const { default: Screen } = await load();
    return { Component: Screen };
  };

/** A lazily loaded screen behind login (guests go to login with `next`). */
const guarded =
  (load: () => ScreenModule): RouteObject['lazy'] =>
  async () => {
    const { default: Screen } = await load();
    return {
      element: (
        <RequireAuth>
          <Screen />
        </RequireAuth>
      ),
    };
  };

/**
 * The route table of the 'funds' area (spec 001 §2): market, search, following, fund detail and
 * its sub-pages, and the trading screens (buy, sell, fixed investment, batch buy).
 */
export const fundsRoutes: RouteObject[] = [
  { path: '/symbols/funds/', lazy: open(() => import('./screens/market-screen')) },
  { path: '/symbols/funds/search/', lazy: open(() => import('./screens/search-screen')) },
  { path: '/symbols/following/', lazy: guarded(() => import('./screens/following-screen')) },
  { path: '/symbols/following/funds', lazy: guarded(() => import('./screens/following-screen')) },
  { path: '/funds/faq/', lazy: open(() => import('./screens/funds-faq-screen')) },
  {
    path: '/funds/remittance_notice/',
    lazy: open(() => import('./screens/remittance-notice-screen')),
  },
  { path: '/s/:symbol', lazy: open(() => import('./screens/fund-detail-screen')) },
  { path: '/s/:symbol/trade_rules/', lazy: open(() => import('./screens/trade-rules-screen')) },
  { path: '/s/:symbol/hold_symbols/', lazy: open(() => import('./screens/hold-symbols-screen')) },
  {
    path: '/s/:symbol/dividend_split/',
    lazy: open(() => import('./screens/dividend-split-screen')),
  },
  {
    path: '/s/:symbol/achievement_rank/',
    lazy: open(() => import('./screens/achievement-rank-screen')),
  },
  {
    path: '/s/:symbol/timeline_statuses/',
    lazy: open(() => import('./screens/timeline-statuses-screen')),
  },
  { path: '/s/:symbol/block_trades/', lazy: open(() => import('./screens/block-trades-screen')) },
  {
    path: '/s/:symbol/similar_k_line/',
    lazy: open(() => import('./screens/similar-k-line-screen')),
  },
  {
    path: '/s/:symbol/holders_shares_history/:id/',
    lazy: open(() => import('./screens/holder-shares-history-screen')),
  },
  {
    path: '/s/:symbol/holders_analyse/',
    lazy: open(() => import('./screens/holders-analyse-screen')),
  },
  {
    path: '/s/:symbol/managers_achivements_history/',
    lazy: open(() => import('./screens/managers-screen')),
  },
  { path: '/s/:symbol/buy/', lazy: guarded(() => import('./screens/buy-screen')) },
  { path: '/s/:symbol/buy_batch/', lazy: guarded(() => import('./screens/buy-batch-screen')) },
  { path: '/s/:symbol/sell/', lazy: guarded(() => import('./screens/sell-screen')) },
  { path: '/s/:symbol/:shareId/sell/', lazy: guarded(() => import('./screens/sell-screen')) },
  {
    path: '/s/:symbol/fixed_investment/',
    lazy: guarded(() => import('./screens/fixed-investment-screen')),
  },
  {
    path: '/s/:symbol/fixed_investment/:id/',
    lazy: guarded(() => import('./screens/fixed-investment-screen')),
  },
];
