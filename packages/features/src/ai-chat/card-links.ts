import type { ClientInfo } from '@jijin/core';
import { usesNewAiRoutes } from '@jijin/core/navigation';
import { appPaths } from '../app/routes/index';
import type { Schemas } from '../app/api-types';

/** An answer card as the contract types it. */
export type AiCard = Schemas['AiCard'];

/**
 * Where a card leads (spec 001 §2 AI chat: the card links), built from the card's `type`,
 * `symbol`, `symbols` and `params` through core's `appPaths`. The newer routes — the comparison
 * detail, the holders atlas, the daily top block trades and the following tabs — are used only
 * where core's `usesNewAiRoutes` holds (outside the native app, or native 5.3.0 and later); older
 * native apps get the older route of the same card. `null` when the card has no page of its own.
 * @param card the answer card
 * @param client the host bridge's client (user agent detection, spec 000 §6)
 */
export function cardLink(card: AiCard, client: ClientInfo): string | null {
  const modern = usesNewAiRoutes(client);
  const s = card.symbol ?? '';
  switch (card.type) {
    case 'fund':
      return s ? appPaths.fundDetail(s) : null;
    case 'fund_comparison': {
      const [a, b] = card.symbols ?? [];
      if (!a || !b) return null;
      return modern
        ? appPaths.fundComparison(a, b)
        : appPaths.fundCompare({ symbol: a, abbr_name: card.funds?.[0]?.abbr_name });
    }
    case 'holdings':
      if (!s) return null;
      return modern
        ? appPaths.holdersAtlas(s)
        : appPaths.fundHoldersAnalyse(s, { type: 'holders_atlas' });
    case 'holders_analysis':
      return s ? appPaths.fundHoldersAnalyse(s, { type: card.params?.type ?? 'top10' }) : null;
    case 'block_trades':
      if (s) return appPaths.fundBlockTrades(s);
      return modern ? appPaths.blockTradesDailyTop() : appPaths.stockBlockTrade();
    case 'asset_forecast':
      return s ? appPaths.fundAssetForecast(s) : null;
    case 'potential':
      return s ? appPaths.fundPotential(s) : null;
    case 'index':
      return s ? appPaths.indexDetail(s) : null;
    case 'index_funds':
      return appPaths.indexFunds();
    case 'fund_list':
      return appPaths.fundScreener();
    case 'timeline_statuses':
      return s
        ? appPaths.fundTimelineStatuses(s, { content_type: card.params?.content_type })
        : null;
    case 'quant_analysis':
      return s ? appPaths.quantAnalyse(s) : null;
    case 'followed_list':
    case 'status_follow':
      if (!modern) return appPaths.following();
      return card.params?.tab === 'stocks' ? appPaths.followingStocks() : appPaths.followingFunds();
    case 'asset_health':
      return appPaths.myAssets();
    case 'investment_risk':
      return appPaths.riskTest({ next: appPaths.aiChat() });
    case 'diagnosis':
      return s ? appPaths.diagnosisDetail(s) : null;
    case 'portfolio':
      return card.params?.portfolio_id ? appPaths.portfolioDetail(card.params.portfolio_id) : null;
    case 'login':
      return appPaths.login({ next: appPaths.aiChat() });
    default:
      return null;
  }
}
