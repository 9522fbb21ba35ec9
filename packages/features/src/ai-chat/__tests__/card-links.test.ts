import { describe, expect, it } from 'vitest';
import { detectClient } from '@jijin/core/navigation';
import { cardLink, type AiCard } from '../../ai-chat/card-links';

const BROWSER = detectClient('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)');
const NATIVE_52 = detectClient('Mozilla/5.0 (iPhone) JijinFund/5.2.0');
const NATIVE_53 = detectClient('Mozilla/5.0 (iPhone) JijinFund/5.3.0');
const card = (c: Partial<AiCard> & Pick<AiCard, 'type'>): AiCard => ({ title: 't', ...c });

describe('AI card links (spec 001 §2 AI chat: the card links and the 5.3.0 rule)', () => {
  it('links a fund card to the fund detail in every client', () => {
    for (const c of [BROWSER, NATIVE_52, NATIVE_53])
      expect(cardLink(card({ type: 'fund', symbol: '000001' }), c)).toBe('/s/000001');
  });

  it('uses the comparison detail from native 5.3.0 and outside the app, the compare page before', () => {
    const cmp = card({ type: 'fund_comparison', symbols: ['000001', '110011'] });
    const modern = '/symbols/funds/comparison/detail/?symbolA=000001&symbolB=110011';
    expect(cardLink(cmp, BROWSER)).toBe(modern);
    expect(cardLink(cmp, NATIVE_53)).toBe(modern);
    expect(cardLink(cmp, NATIVE_52)).toBe('/symbols/funds/compare/?symbol=000001');
  });

  it('uses the holders atlas, the daily top and the following tabs only where the newer routes hold', () => {
    const holdings = card({ type: 'holdings', symbol: '000001' });
    expect(cardLink(holdings, NATIVE_53)).toBe('/s/000001/holders_atlas/?type=holders_atlas');
    expect(cardLink(holdings, NATIVE_52)).toBe('/s/000001/holders_analyse/?type=holders_atlas');
    const top = card({ type: 'block_trades', symbol: null });
    expect(cardLink(top, BROWSER)).toBe('/symbols/block_trades/daily_top/');
    expect(cardLink(top, NATIVE_52)).toBe('/symbols/stocks/block_trade/');
    const fol = card({ type: 'followed_list', params: { tab: 'stocks' } });
    expect(cardLink(fol, NATIVE_53)).toBe('/symbols/following/stocks');
    expect(cardLink(card({ type: 'followed_list' }), BROWSER)).toBe('/symbols/following/funds');
    expect(cardLink(fol, NATIVE_52)).toBe('/symbols/following/');
  });

  it('links the other cards where the spec says', () => {
    const s = { symbol: '000001' };
    expect(cardLink(card({ type: 'block_trades', ...s }), NATIVE_52)).toBe(
      '/s/000001/block_trades/',
    );
    expect(
      cardLink(card({ type: 'holders_analysis', ...s, params: { type: 'top10' } }), BROWSER),
    ).toBe('/s/000001/holders_analyse/?type=top10');
    expect(cardLink(card({ type: 'asset_forecast', ...s }), BROWSER)).toBe(
      // The diagnosis area serves the forecast (spec 001 §2 market list); no screen serves /s/{symbol}/asset_forecast/.
      '/symbols/funds/asset_forecast/000001/',
    );
    expect(cardLink(card({ type: 'potential', ...s }), BROWSER)).toBe(
      '/symbols/funds/potential/000001/',
    );
    expect(cardLink(card({ type: 'index', symbol: '000300' }), BROWSER)).toBe(
      '/symbols/indexes/000300/',
    );
    expect(cardLink(card({ type: 'index_funds' }), BROWSER)).toBe(
      '/symbols/funds/index_fund/?fund_type=zs&sort=-percent_year',
    );
    expect(cardLink(card({ type: 'fund_list' }), BROWSER)).toBe('/symbols/funds/advance/');
    expect(
      cardLink(card({ type: 'timeline_statuses', ...s, params: { content_type: '20' } }), BROWSER),
    ).toBe('/s/000001/timeline_statuses/?content_type=20');
    expect(cardLink(card({ type: 'quant_analysis', ...s }), BROWSER)).toBe(
      '/quant/000001/analyse/',
    );
  });

  it('sends a guest’s login card to login and back to the chat (spec 001 §6)', () => {
    expect(cardLink(card({ type: 'login', login_for: 'asset_health' }), BROWSER)).toBe(
      '/accounts/login/?next=%2Fai%2Fchat%2F',
    );
  });
});
