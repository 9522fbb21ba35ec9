/**
 * The home area's ad slots (spec 000 §7 "The ads call takes a banner code"). The banners are
 * sandbox-authored content (README "Areas": home), each linking to a real screen of the app.
 */
import type { Ctx } from '../../ctx';
import { notFound } from '../../http/errors';
import { staticUrl } from '../../domain/serializers';
import type { SandboxArea, StaticFile } from '../define';

export const AD_AREAS: Record<
  string,
  { title: string; redirect_url: string; badge: string | null }[]
> = {
  home: [
    { title: '新人专享：注册领3元红包', redirect_url: '/accounts/signup/', badge: '新人' },
    { title: '理财宝：灵活存取，每日收益', redirect_url: '/accounts/funds/bao/', badge: null },
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

/** Background gradients of our banner creative, by ad position (red brand first). */
const GRADIENTS: readonly [string, string][] = [
  ['#cf1f25', '#f0642a'],
  ['#1f5fcf', '#3aa0f0'],
  ['#7a2fcf', '#c04fd8'],
];

function escapeXml(s: string): string {
  return s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/**
 * Our own banner creative for an ad (sandbox seed content, marked 示例 on the image): a 750x200
 * SVG with a gradient, the title's headline (before ：) and its line (after), and the badge.
 */
export function adCreative(ad: { title: string; badge: string | null }, index: number): string {
  const [from, to] = GRADIENTS[index % GRADIENTS.length]!;
  const [headline, line] = ad.title.includes('：') ? ad.title.split('：', 2) : [ad.title, ''];
  const badge = ad.badge
    ? `<rect x="36" y="30" rx="14" width="${28 + ad.badge.length * 26}" height="36" fill="#fff" fill-opacity="0.25"/><text x="50" y="56" font-size="24" fill="#fff">${escapeXml(ad.badge)}</text>`
    : '';
  const top = ad.badge ? 118 : 100;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="200" viewBox="0 0 750 200" font-family="PingFang SC, Microsoft YaHei, sans-serif">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="750" height="200" rx="16" fill="url(#g)"/>` +
    `<circle cx="660" cy="40" r="110" fill="#fff" fill-opacity="0.08"/><circle cx="700" cy="170" r="70" fill="#fff" fill-opacity="0.1"/>` +
    badge +
    `<text x="36" y="${top}" font-size="40" font-weight="bold" fill="#fff">${escapeXml(headline!)}</text>` +
    (line
      ? `<text x="36" y="${top + 48}" font-size="28" fill="#fff" fill-opacity="0.9">${escapeXml(line)}</text>`
      : '') +
    `<text x="714" y="186" font-size="18" fill="#fff" fill-opacity="0.7" text-anchor="end">示例</text>` +
    `</svg>`
  );
}

/** Serves `/static/ads/<code>-<n>.svg`: the creative of the n-th ad of that banner code. */
export function adsAsset(_ctx: Ctx, path: string): StaticFile | null {
  const m = /^ads\/([a-z_]+)-(\d+)\.svg$/.exec(path);
  if (!m) return null;
  const index = Number(m[2]) - 1;
  const ad = AD_AREAS[m[1]!]?.[index];
  return ad ? { body: adCreative(ad, index), type: 'image/svg+xml' } : null;
}
