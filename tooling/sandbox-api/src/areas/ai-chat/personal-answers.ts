/**
 * The answers about the asker's own data (README "AI chat": assets, risk, following, status_follow;
 * spec 001 §6): each card is filled from the screen's operation as the asker; a guest gets the
 * go-to-login card instead.
 */
import type { components } from '@jijin/core';
import type { ReqBase } from '../../http/registry';
import { callOperation } from './call-operation';
import { AI_LIST_SIZE, withData, type Reply } from './reply';

type FollowedSymbol = components['schemas']['FollowedSymbol'];

/** The intents about the asker's own data. */
export type PersonalIntent = 'assets' | 'risk' | 'following' | 'status_follow';

/** Answers a personal intent into `r` (guests: the login card). */
export async function personalAnswer(req: ReqBase, kind: PersonalIntent, r: Reply): Promise<void> {
  const guest = req.userId === null;
  switch (kind) {
    case 'assets': {
      if (guest) r.login('asset_health', '我的资产');
      else {
        const assets = (await callOperation(req, 'GET /funds/assets/mine/')) as
          components['schemas']['AccountAssets'] | undefined;
        if (assets)
          r.say(
            `您的总资产 ${assets.assets_total} 元，最新收益 ${assets.income_latest} 元，累计收益 ${assets.income_total} 元。`,
          );
        r.card({
          type: 'asset_health',
          title: '我的资产',
          source: 'GET /funds/assets/mine/',
          ...(assets ? { assets } : {}),
        });
      }
      return;
    }
    case 'risk': {
      if (guest) r.login('investment_risk', '风险测评结果');
      else {
        const risk = (await callOperation(req, 'GET /funds/investment_risk/mine/')) as
          components['schemas']['InvestmentRiskProfile'] | undefined;
        if (risk)
          r.say(
            risk.investment_risk
              ? `您的风险承受能力为${risk.investment_risk_display}。`
              : '您还未进行风险测评，测评后才能购买与您的风险承受能力相匹配的产品。',
          );
        r.card({
          type: 'investment_risk',
          title: '我的风险测评',
          source: 'GET /funds/investment_risk/mine/',
          ...(risk ? { risk } : {}),
        });
      }
      return;
    }
    case 'following': {
      if (guest) r.login('followed_list', '我的自选');
      else {
        const page = (await callOperation(req, 'GET /symbols/following/', {
          query: { symbol_type: '1,3,5', page: 1, page_size: AI_LIST_SIZE },
        })) as { total_count: number; results: FollowedSymbol[] } | undefined;
        if (page)
          r.say(
            page.total_count
              ? `您共有 ${page.total_count} 只自选。`
              : '您还没有自选，可在基金详情页加自选。',
          );
        r.card({
          type: 'followed_list',
          title: '我的自选',
          params: { tab: 'funds' },
          source: 'GET /symbols/following/',
          ...(page ? { following: page.results.slice(0, AI_LIST_SIZE) } : {}),
        });
      }
      return;
    }
    case 'status_follow': {
      if (guest) r.login('status_follow', '关注动态');
      else {
        const data = await callOperation(req, 'GET /statuses/portfolio_timeline/', {
          query: { page: 1, page_size: AI_LIST_SIZE },
        });
        r.say('这是您关注的最新动态。');
        r.card(
          withData(
            { type: 'status_follow', title: '关注动态' },
            'GET /statuses/portfolio_timeline/',
            data,
          ),
        );
      }
    }
  }
}
