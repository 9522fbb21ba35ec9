/** FundManager and Achievement bodies of the managers area, typed by the contract. */
import type { components } from '@jijin/core';
import { fundBrief } from '../../domain/serializers';
import type { ReqBase } from '../../http/registry';
import { annualizedReturn, pct2, slice } from '../../market/nav-stats';
import { dayNum, isoOf } from '../../market/calendar';
import {
  goodAtType,
  hasSeries,
  managerFunds,
  profileOf,
  recommendPercents,
  seriesOf,
  stypeLabel,
  workYears,
  csiSeries,
  type FundRef,
  type ManagerRow,
} from './data';
import { yiToYuan } from '../../domain/format';
import { SKILL_LABEL, SKILLS, type ManagerProfile } from './scores';

type FundManager = components['schemas']['FundManager'];
type Achievement = components['schemas']['Achievement'];

/** The filter groups of the manager list (GET /symbols/funds/managers/filter_conditions/). */
export const FILTER_CONDITIONS: components['schemas']['FilterCondition'][] = [
  {
    key: 'seniority',
    title: '从业年限',
    multiple: true,
    options: [
      { value: 'seniority_0_3', label: '3年以内' },
      { value: 'seniority_3_5', label: '3-5年' },
      { value: 'seniority_5_10', label: '5-10年' },
      { value: 'seniority_10', label: '10年以上' },
    ],
  },
  {
    key: 'aum',
    title: '管理规模',
    multiple: true,
    options: [
      { value: 'aum_0_10', label: '10亿以下' },
      { value: 'aum_10_50', label: '10-50亿' },
      { value: 'aum_50_100', label: '50-100亿' },
      { value: 'aum_100', label: '100亿以上' },
    ],
  },
  {
    key: 'type',
    title: '擅长类型',
    multiple: true,
    options: [300, 301, 302, 303, 305, 310].map((t) => ({
      value: `type_${t}`,
      label: stypeLabel(t)!,
    })),
  },
  {
    key: 'scored',
    title: '评分',
    multiple: false,
    options: [{ value: 'scored', label: '有评分' }],
  },
];

/** The filter values a manager matches (one per group at most). */
export function conditionTags(
  years: number,
  aum: number,
  type: number | null,
  scored: boolean,
): string[] {
  const out = [
    years < 3
      ? 'seniority_0_3'
      : years < 5
        ? 'seniority_3_5'
        : years < 10
          ? 'seniority_5_10'
          : 'seniority_10',
    aum < 10 ? 'aum_0_10' : aum < 50 ? 'aum_10_50' : aum < 100 ? 'aum_50_100' : 'aum_100',
  ];
  if (type !== null) out.push(`type_${type}`);
  if (scored) out.push('scored');
  return out;
}

/** Tags shown on the manager (the list shows at most 3, spec 001 §9). */
export function tagsOf(
  years: number,
  aum: number,
  type: number | null,
  p: ManagerProfile | null,
): string[] {
  const tags: string[] = [];
  if (p) {
    let best: { k: (typeof SKILLS)[number]; v: number } | null = null;
    for (const k of SKILLS) {
      const v = p.scores[k];
      if (k !== 'experience' && v !== null && (!best || v > best.v)) best = { k, v };
    }
    if (best && best.v >= 80) tags.push(`${SKILL_LABEL[best.k]}突出`);
  }
  if (aum >= 100) tags.push('百亿规模');
  if (years >= 10) tags.push('从业10年以上');
  else if (years >= 5) tags.push('从业5年以上');
  const label = stypeLabel(type);
  if (label) tags.push(`擅长${label}`);
  return tags;
}

function fundRefJson(f: FundRef): components['schemas']['ManagerFundRef'] {
  return {
    symbol: f.code,
    abbr_name: f.name,
    ...(f.stype !== null ? { symbol_stype: f.stype as components['schemas']['SymbolStype'] } : {}),
    in_sandbox: !!f.fund,
  };
}

/** Tenure results on each current fund with a NAV series (start: career start or first NAV). */
export function achievements(req: ReqBase, r: ManagerRow): Achievement[] {
  const { ctx } = req;
  const end = dayNum(ctx.navDate());
  const csi = csiSeries(ctx);
  const out: Achievement[] = [];
  for (const ref of managerFunds(ctx, r.id, 'current')) {
    if (!hasSeries(ref.fund)) continue;
    const s = seriesOf(ref.fund);
    const from = Math.max(r.career_start ? dayNum(r.career_start) : 0, s.days[0]!);
    const part = slice(s, from, end);
    if (part.days.length < 2) continue;
    const c = slice(csi, part.days[0]!, part.days[part.days.length - 1]!);
    out.push({
      symbol: ref.code,
      abbr_name: ref.name,
      symbol_stype: ref.fund.stype as components['schemas']['SymbolStype'],
      cp_rate: pct2(part.values[part.values.length - 1]! / part.values[0]! - 1),
      sh300_rate:
        c.days.length > 1 ? pct2(c.values[c.values.length - 1]! / c.values[0]! - 1) : null,
      start_date: isoOf(part.days[0]!),
      end_date: null,
      year_yld: pct2(annualizedReturn(part)),
    });
  }
  return out;
}

/** The FundManager body; `stype` narrows the scores to his funds of that type (?good_at_type=). */
export function managerJson(req: ReqBase, r: ManagerRow, stype?: number): FundManager {
  const { ctx } = req;
  const current = managerFunds(ctx, r.id, 'current');
  const former = managerFunds(ctx, r.id, 'former');
  const p = profileOf(ctx, r, stype);
  const years = workYears(ctx, r);
  const aum = Number(r.aum) || 0;
  const type = goodAtType(current);
  const rank = stype === undefined ? recommendPercents(ctx).get(r.id) : undefined;
  // the recommended fund: his current seed fund with the best annualized return since his start
  let recommend: (typeof current)[number] | undefined;
  let bestRet = -Infinity;
  for (const f of current) {
    if (!hasSeries(f.fund)) continue;
    const s = slice(
      seriesOf(f.fund),
      r.career_start ? dayNum(r.career_start) : 0,
      dayNum(ctx.navDate()),
    );
    const a = annualizedReturn(s);
    if (a !== null && a > bestRet) {
      bestRet = a;
      recommend = f;
    }
  }
  recommend ??= current.find((f) => f.fund && !f.fund.isMoney);
  const followed = req.userId ? !!ctx.s.follow.get(req.userId, 'manager', String(r.id)) : false;
  const score = (k: (typeof SKILLS)[number]) => p?.scores[k] ?? null;
  return {
    id: r.id,
    name: r.name,
    avatar: null,
    post_status: r.post_status === 2 ? 2 : 1,
    fund_company: r.company_id
      ? {
          id: r.company_id,
          name: r.company_name ?? '',
          abbr_name: (r.company_name ?? '').replace(/基金.*$/, ''),
        }
      : null,
    work_seniority: years,
    assets_total: yiToYuan(r.aum),
    tags: tagsOf(years, aum, type, p),
    condition_tags: conditionTags(years, aum, type, !!p),
    good_at_type: stypeLabel(type),
    recommend_percent_value: rank ?? null,
    recommend_percent_display:
      rank === undefined ? null : `综合评分超过${rank.toFixed(2)}%的基金经理`,
    profitability: score('profitability'),
    sharpe_ratio: score('sharpe_ratio'),
    stock_selection: score('stock_selection'),
    anti_risk: score('anti_risk'),
    timing_selection: score('timing_selection'),
    experience: score('experience'),
    index_following: score('index_following'),
    excess_income: score('excess_income'),
    stability: score('stability'),
    overall_score: p?.overall ?? null,
    scores_period: p
      ? {
          start_date: isoOf(p.index.days[0]!),
          end_date: isoOf(p.index.days[p.index.days.length - 1]!),
          funds_count: p.fundsCount,
        }
      : null,
    bull_market_return: pct2(p?.bull),
    bear_market_return: pct2(p?.bear),
    seesawing_market_return: pct2(p?.seesaw),
    extreme_markets: (p?.extremes ?? []).map((e) => ({
      name: e.name,
      start_date: e.start,
      end_date: e.end,
      percent: pct2(e.percent)!,
      track_percent: pct2(e.track),
    })),
    analyse_history: null,
    recommend_fund: recommend?.fund
      ? (fundBrief(ctx, recommend.fund) as components['schemas']['FundBrief'])
      : null,
    achivements: achievements(req, r),
    current_funds: current.map(fundRefJson),
    former_funds: former.map(fundRefJson),
    followed,
  };
}
