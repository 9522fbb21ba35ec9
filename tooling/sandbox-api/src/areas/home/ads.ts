/**
 * The home area's ad slots (spec 000 §7 "The ads call takes a banner code"). The banners are
 * sandbox-authored content (README "Areas": home), each linking to a real screen of the app.
 */
import type { Ctx } from '../../ctx';
import { notFound } from '../../http/errors';
import { staticUrl } from '../../domain/serializers';
import type { SandboxArea } from '../define';

export const AD_AREAS: Record<
  string,
  { title: string; redirect_url: string; badge: string | null }[]
> = {
  home: [
    { title: '新人专享：注册领3元红包', redirect_url: '/accounts/signup/', badge: '新人' },
    { title: '余额宝：灵活存取，每日收益', redirect_url: '/accounts/funds/bao/', badge: null },
    {
      title: '定投华夏成长混合，积少成多',
      redirect_url: '/s/000001/fixed_investment/',
      badge: '定投',
    },
  ],
  funds: [
    { title: '基金诊断：看清你的基金', redirect_url: '/symbols/funds/diagnosis/', badge: null },
    { title: '买基金费率1折起', redirect_url: '/symbols/funds/', badge: '1折' },
  ],
  mine: [
    {
      title: '完成风险测评，解锁更多产品',
      redirect_url: '/accounts/investment_risk/',
      badge: null,
    },
  ],
};
function adsFor(ctx: Ctx, code: string, origin: string): Record<string, unknown>[] {
  const list = AD_AREAS[code];
  if (!list) return [];
  return list.map((a, i) => ({
    id: Object.keys(AD_AREAS).indexOf(code) * 100 + i + 1,
    image: staticUrl(origin, `ads/${code}-${i + 1}.svg`),
    ...a,
  }));
}

export const adsHandlers = {
  'GET /ads/area/{code}/': ({ ctx, params, origin }) => {
    if (!AD_AREAS[params.code]) throw notFound('广告位不存在');
    return adsFor(ctx, params.code, origin);
  },
  'GET /ads/area/': ({ ctx, query, origin }) => adsFor(ctx, String(query.code), origin),
} satisfies SandboxArea['handlers'];
