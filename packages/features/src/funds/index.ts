import { createElement } from 'react';
import { ListIcon } from '@jijin/ui';
import { areaScreens, type AreaModule } from '../app/area';

const { publicRoute, authRoute } = areaScreens(() => import('./funds-screens'));

/**
 * The 'funds' area (spec 001 §2): market, search, following, fund detail and its sub-pages, and
 * the trading screens (buy, sell, fixed investment, batch buy) behind login.
 */
export const fundsArea: AreaModule = {
  id: 'funds',
  tabs: [
    {
      path: '/symbols/funds/',
      label: '基金',
      order: 10,
      icon: createElement(ListIcon),
    },
  ],
  routes: [
    publicRoute('/symbols/funds/', 'market-screen'),
    publicRoute('/symbols/funds/search/', 'search-screen'),
    publicRoute('/funds/faq/', 'funds-faq-screen'),
    publicRoute('/funds/remittance_notice/', 'remittance-notice-screen'),
    publicRoute('/s/:symbol', 'fund-detail-screen'),
    publicRoute('/s/:symbol/trade_rules/', 'trade-rules-screen'),
    publicRoute('/s/:symbol/hold_symbols/', 'hold-symbols-screen'),
    publicRoute('/s/:symbol/dividend_split/', 'dividend-split-screen'),
    publicRoute('/s/:symbol/achievement_rank/', 'achievement-rank-screen'),
    publicRoute('/s/:symbol/timeline_statuses/', 'timeline-statuses-screen'),
    publicRoute('/s/:symbol/block_trades/', 'block-trades-screen'),
    publicRoute('/s/:symbol/similar_k_line/', 'similar-k-line-screen'),
    publicRoute('/s/:symbol/holders_shares_history/:id/', 'holder-shares-history-screen'),
    publicRoute('/s/:symbol/holders_analyse/', 'holders-analyse-screen'),
    publicRoute('/s/:symbol/managers_achivements_history/', 'managers-screen'),
    authRoute('/s/:symbol/buy/', 'buy-screen'),
    authRoute('/s/:symbol/buy_batch/', 'buy-batch-screen'),
    authRoute('/s/:symbol/sell/', 'sell-screen'),
    authRoute('/s/:symbol/:shareId/sell/', 'sell-screen'),
    authRoute('/s/:symbol/fixed_investment/', 'fixed-investment-screen'),
    authRoute('/s/:symbol/fixed_investment/:id/', 'fixed-investment-screen'),
  ],
};
