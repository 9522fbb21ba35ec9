/**
 * The sandbox assistant's answers (README "AI chat"): text plus typed cards (contract `AiCard`)
 * filled by calling the sandbox's own operations — the same handlers the screens call — so a
 * card never holds a number the screens would not show. An operation without a real handler yet
 * (still on the synthesizer) or one that refuses the request leaves its section out, and the
 * client shows 数据请求失败，请稍后重试 for that card (spec 001 §8).
 */
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import { fundFacts, pct } from './fund-facts';
import { RawJson, WithStatus, type Req } from '../../http/registry';
import { HttpError } from '../../http/errors';
import type { OperationKey } from '../define';
import { matchRank } from '../../domain/fund-public';
import type { Ctx } from '../../ctx';
import {
  KNOWN_INDEXES,
  understand,
  type FundRef,
  type Lookups,
  type Understanding,
} from './intents';

type AiCard = components['schemas']['AiCard'];
type Fund = components['schemas']['Fund'];
type FollowedSymbol = components['schemas']['FollowedSymbol'];

/** One assistant message before it is stored (ids are given when stored). */
export type Draft = { type: 'text'; text: string } | { type: 'card'; card: AiCard };

/** The cards a guest gets the go-to-login card for (spec 001 §6). */
export const PERSONAL_KINDS = [
  'asset_health',
  'investment_risk',
  'status_follow',
  'followed_list',
] as const;

/** AI lists show the top 5 (spec 001 §9). */
export const AI_LIST_SIZE = 5;

/**
 * Example questions the assistant answers (sandbox-authored; every one is covered by a test).
 * Offered as chips by `GET /ai/chat/hints/` and after a fallback answer.
 */
export const HINTS = [
  '华夏成长怎么样',
  '对比 000001 和 110011',
  '沪深300指数基金',
  '000001 持仓',
  '000001 可以看估值吗',
  '我的资产',
  '我的自选',
  '风险测评',
];

/** The compliance answer to 估值 (ARCHITECTURE.md: real-time estimated NAV is not offered). */
export const ESTIMATE_ANSWER =
  '根据监管要求，我们不提供基金盘中实时估值（估算净值）。基金净值以基金公司每个交易日收市后公布的单位净值为准。';

/** The honest fallback for what the assistant does not understand. */
export const FALLBACK_ANSWER = '抱歉，这个问题我暂时还回答不了。您可以试试这样问我：';

const MANAGER_CACHE = new WeakMap<Ctx, { id: number; name: string }[]>();

/** The lookups of the intent parser over the market (search rank) and the managers table. */
export function marketLookups(ctx: Ctx): Lookups {
  let managers = MANAGER_CACHE.get(ctx);
  if (!managers) {
    managers = (ctx.q('SELECT id, name FROM managers').all() as { id: number; name: string }[])
      .filter((m) => m.name.length >= 2)
      .sort((a, b) => b.name.length - a.name.length || a.id - b.id);
    MANAGER_CACHE.set(ctx, managers);
  }
  const list = managers;
  const ref = (f: { code: string; name: string } | undefined): FundRef | undefined =>
    f ? { code: f.code, name: f.name } : undefined;
  return {
    fundByCode: (code) => ref(ctx.market.fund(code)),
    searchFund: (fragment) => {
      let best: { code: string; name: string } | undefined;
      let bestRank = 99;
      for (const f of ctx.market.funds) {
        const r = matchRank(f, fragment);
        if (r < 0 || r > 5) continue;
        if (
          !best ||
          r < bestRank ||
          (r === bestRank &&
            (f.name.length < best.name.length ||
              (f.name.length === best.name.length && f.code < best.code)))
        ) {
          best = f;
          bestRank = r;
        }
      }
      return ref(best);
    },
    managersIn: (text) => list.filter((m) => text.includes(m.name.toLowerCase())),
  };
}

/**
 * Calls one of the sandbox's own operations as the screens would (same handler, same user).
 * @returns the answer body, or undefined when the operation has no real handler yet or refuses
 */
export async function callOperation(
  req: Req,
  key: OperationKey,
  args: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): Promise<unknown> {
  const h = req.operations?.get(key);
  if (!h) return undefined;
  const [method, path] = key.split(' ') as [string, string];
  try {
    const out = await h({
      ...req,
      method,
      path,
      params: args.params ?? {},
      query: args.query ?? {},
      body: undefined,
    });
    if (out instanceof RawJson) return JSON.parse(out.text);
    if (out instanceof WithStatus) return out.status < 300 ? out.body : undefined;
    return out;
  } catch (e) {
    if (e instanceof HttpError) return undefined;
    throw e;
  }
}

async function fundOf(req: Req, code: string): Promise<Fund | undefined> {
  return (await callOperation(req, 'GET /symbols/funds/{symbol}/', {
    params: { symbol: code },
  })) as Fund | undefined;
}

function withData(card: AiCard, source: OperationKey, data: unknown): AiCard {
  return data === undefined ? { ...card, source } : { ...card, source, data };
}

const NEEDS_FUND_TEXT: Record<string, string> = {
  diagnosis: '请告诉我要诊断的基金代码或名称，例如：诊断 000001',
  holdings: '请告诉我基金代码或名称，例如：000001 持仓',
  holders: '请告诉我基金代码或名称，例如：000001 股东',
  asset_forecast: '请告诉我基金代码或名称，例如：000001 资产预测',
  potential: '请告诉我基金代码或名称，例如：000001 潜力',
  quant: '请告诉我基金代码或名称，例如：000001 量化分析',
  statuses: '请告诉我基金代码或名称，例如：000001 公告',
};

/**
 * Answers one utterance.
 * @param req the request (its user decides the personal cards; guests get login cards)
 * @param text what the user typed
 * @returns the assistant's messages and whether the hints should be offered (fallbacks)
 */
export async function answer(
  req: Req,
  text: string,
): Promise<{ messages: Draft[]; hints: boolean; understood: Understanding }> {
  const u = understand(text, marketLookups(req.ctx));
  const out: Draft[] = [];
  const say = (t: string) => out.push({ type: 'text', text: t });
  const card = (c: AiCard) => out.push({ type: 'card', card: c });
  const guest = req.userId === null;
  const login = (kind: (typeof PERSONAL_KINDS)[number], what: string) => {
    say(`登录后才能查看${what}。`);
    card({ type: 'login', title: `登录后查看${what}`, login_for: kind });
  };
  const first = u.funds[0];

  switch (u.kind) {
    case 'estimate': {
      say(ESTIMATE_ANSWER);
      if (first) {
        const f = await fundOf(req, first.code);
        card(fundCard(first, f));
      }
      return { messages: out, hints: false, understood: u };
    }
    case 'assets': {
      if (guest) login('asset_health', '我的资产');
      else {
        const assets = (await callOperation(req, 'GET /funds/assets/mine/')) as
          components['schemas']['AccountAssets'] | undefined;
        if (assets)
          say(
            `您的总资产 ${assets.assets_total} 元，最新收益 ${assets.income_latest} 元，累计收益 ${assets.income_total} 元。`,
          );
        card({
          type: 'asset_health',
          title: '我的资产',
          source: 'GET /funds/assets/mine/',
          ...(assets ? { assets } : {}),
        });
      }
      return { messages: out, hints: false, understood: u };
    }
    case 'risk': {
      if (guest) login('investment_risk', '风险测评结果');
      else {
        const risk = (await callOperation(req, 'GET /funds/investment_risk/mine/')) as
          components['schemas']['InvestmentRiskProfile'] | undefined;
        if (risk)
          say(
            risk.investment_risk
              ? `您的风险承受能力为${risk.investment_risk_display}。`
              : '您还未进行风险测评，测评后才能购买与您的风险承受能力相匹配的产品。',
          );
        card({
          type: 'investment_risk',
          title: '我的风险测评',
          source: 'GET /funds/investment_risk/mine/',
          ...(risk ? { risk } : {}),
        });
      }
      return { messages: out, hints: false, understood: u };
    }
    case 'following': {
      if (guest) login('followed_list', '我的自选');
      else {
        const page = (await callOperation(req, 'GET /symbols/following/', {
          query: { symbol_type: '1,3,5', page: 1, page_size: AI_LIST_SIZE },
        })) as { total_count: number; results: FollowedSymbol[] } | undefined;
        if (page)
          say(
            page.total_count
              ? `您共有 ${page.total_count} 只自选。`
              : '您还没有自选，可在基金详情页加自选。',
          );
        card({
          type: 'followed_list',
          title: '我的自选',
          params: { tab: 'funds' },
          source: 'GET /symbols/following/',
          ...(page ? { following: page.results.slice(0, AI_LIST_SIZE) } : {}),
        });
      }
      return { messages: out, hints: false, understood: u };
    }
    case 'status_follow': {
      if (guest) login('status_follow', '关注动态');
      else {
        const data = await callOperation(req, 'GET /statuses/portfolio_timeline/', {
          query: { page: 1, page_size: AI_LIST_SIZE },
        });
        say('这是您关注的最新动态。');
        card(
          withData(
            { type: 'status_follow', title: '关注动态' },
            'GET /statuses/portfolio_timeline/',
            data,
          ),
        );
      }
      return { messages: out, hints: false, understood: u };
    }
    case 'compare': {
      if (u.funds.length < 2) {
        say('请告诉我要对比的两只基金，例如：对比 000001 和 110011');
        return { messages: out, hints: true, understood: u };
      }
      const [a, b] = u.funds as [FundRef, FundRef];
      const fa = await fundOf(req, a.code);
      const fb = await fundOf(req, b.code);
      if (fa && fb)
        say(
          `近1年：${fa.abbr_name} ${pct(fa.percent_year)}，${fb.abbr_name} ${pct(fb.percent_year)}；近1月：${pct(fa.percent_month)} 对 ${pct(fb.percent_month)}。过往业绩不代表未来表现。`,
        );
      card({
        type: 'fund_comparison',
        title: `${a.name} 对比 ${b.name}`,
        symbols: [a.code, b.code],
        source: 'GET /symbols/funds/{symbol}/',
        ...(fa && fb ? { funds: [fa, fb] } : {}),
      });
      return { messages: out, hints: false, understood: u };
    }
    case 'index_funds': {
      const idx = u.index ?? KNOWN_INDEXES[0]!;
      const page = (await callOperation(req, 'GET /symbols/funds/', {
        query: {
          type: '303',
          q: idx.name,
          sort: '-percent_year',
          page: 1,
          page_size: AI_LIST_SIZE,
        },
      })) as { total_count: number; results: Fund[] } | undefined;
      if (page)
        say(
          page.total_count
            ? `跟踪${idx.name}的指数基金共 ${page.total_count} 只，按近1年收益排序的前 ${Math.min(AI_LIST_SIZE, page.results.length)} 只如下。`
            : `暂未找到跟踪${idx.name}的指数基金。`,
        );
      card({
        type: 'index_funds',
        title: `${idx.name}指数基金`,
        symbol: idx.symbol,
        source: 'GET /symbols/funds/',
        ...(page ? { funds: page.results.slice(0, AI_LIST_SIZE) } : {}),
      });
      return { messages: out, hints: false, understood: u };
    }
    case 'portfolio': {
      const data = await callOperation(req, 'GET /portfolio/recommend/', {
        query: { allow_trade: 1, page: 1, page_size: 3 },
      });
      say('为您推荐以下基金组合。');
      card(withData({ type: 'portfolio', title: '推荐组合' }, 'GET /portfolio/recommend/', data));
      return { messages: out, hints: false, understood: u };
    }
    case 'block_trades': {
      if (!first) {
        const data = await callOperation(req, 'GET /symbols/block_trades/daily_top/');
        say('这是大宗交易日榜。');
        card(
          withData(
            { type: 'block_trades', title: '大宗交易日榜', symbol: null },
            'GET /symbols/block_trades/daily_top/',
            data,
          ),
        );
        return { messages: out, hints: false, understood: u };
      }
      break;
    }
    default:
      break;
  }

  // Fund-centred intents.
  if (u.kind && u.kind !== 'about' && NEEDS_FUND_TEXT[u.kind] && !first) {
    say(NEEDS_FUND_TEXT[u.kind]!);
    return { messages: out, hints: true, understood: u };
  }
  if (first) {
    const f = await fundOf(req, first.code);
    const sym = { symbol: first.code };
    switch (u.kind) {
      case 'diagnosis':
        if (f) say(`${fundFacts(f)}点击查看完整诊断。`);
        card({
          type: 'diagnosis',
          title: `${first.name} 诊断`,
          symbol: first.code,
          source: 'GET /symbols/funds/{symbol}/',
          ...(f ? { fund: f } : {}),
        });
        break;
      case 'holdings':
        say(`这是${first.name}的持仓。`);
        card(
          withData(
            { type: 'holdings', title: `${first.name} 持仓`, symbol: first.code },
            'GET /symbols/funds/{symbol}/hold_symbols/',
            await callOperation(req, 'GET /symbols/funds/{symbol}/hold_symbols/', { params: sym }),
          ),
        );
        break;
      case 'holders':
        say(`这是${first.name}的股东分析。`);
        card(
          withData(
            {
              type: 'holders_analysis',
              title: `${first.name} 股东分析`,
              symbol: first.code,
              params: { type: 'top10' },
            },
            'GET /symbols/{symbol}/holders_analyse/',
            await callOperation(req, 'GET /symbols/{symbol}/holders_analyse/', {
              params: sym,
              query: { type: 'top10' },
            }),
          ),
        );
        break;
      case 'block_trades':
        say(`这是${first.name}的大宗交易。`);
        card(
          withData(
            { type: 'block_trades', title: `${first.name} 大宗交易`, symbol: first.code },
            'GET /symbols/{symbol}/block_trades/',
            await callOperation(req, 'GET /symbols/{symbol}/block_trades/', {
              params: sym,
              query: { page: 1, page_size: AI_LIST_SIZE },
            }),
          ),
        );
        break;
      case 'asset_forecast':
        say(`这是${first.name}的资产预测。预测基于历史数据，不代表未来表现。`);
        card(
          withData(
            { type: 'asset_forecast', title: `${first.name} 资产预测`, symbol: first.code },
            'GET /symbols/funds/{symbol}/asset_forecast/',
            await callOperation(req, 'GET /symbols/funds/{symbol}/asset_forecast/', {
              params: sym,
            }),
          ),
        );
        break;
      case 'potential':
        say(`这是${first.name}的潜力分析。`);
        card(
          withData(
            { type: 'potential', title: `${first.name} 潜力分析`, symbol: first.code },
            'GET /symbols/funds/potential/{symbol}/',
            await callOperation(req, 'GET /symbols/funds/potential/{symbol}/', { params: sym }),
          ),
        );
        break;
      case 'quant':
        say(`这是${first.name}的量化分析。`);
        card(
          withData(
            { type: 'quant_analysis', title: `${first.name} 量化分析`, symbol: first.code },
            'GET /quant/{symbol}/analyse/',
            await callOperation(req, 'GET /quant/{symbol}/analyse/', { params: sym }),
          ),
        );
        break;
      case 'statuses': {
        const ct = u.contentType ?? '10,20,30';
        say(`这是${first.name}的最新动态。`);
        card(
          withData(
            {
              type: 'timeline_statuses',
              title: `${first.name} 动态`,
              symbol: first.code,
              params: { content_type: ct },
            },
            'GET /statuses/symbol_timeline/',
            await callOperation(req, 'GET /statuses/symbol_timeline/', {
              query: { symbol: first.code, content_type: ct, page: 1, page_size: AI_LIST_SIZE },
            }),
          ),
        );
        break;
      }
      default:
        if (f) say(fundFacts(f));
        card(fundCard(first, f));
        for (const other of u.funds.slice(1, AI_LIST_SIZE))
          card(fundCard(other, await fundOf(req, other.code)));
    }
    return { messages: out, hints: false, understood: u };
  }
  if (u.index) {
    const summary = indexSummary(req.ctx, u.index);
    say(
      summary.close
        ? `${u.index.name}（${u.index.symbol}）${summary.date} 收于 ${summary.close} 点，涨跌幅 ${pct(summary.percent_day)}。`
        : `${u.index.name}（${u.index.symbol}）暂无行情数据。`,
    );
    card({ type: 'index', title: u.index.name, symbol: u.index.symbol, index: summary });
    return { messages: out, hints: false, understood: u };
  }
  if (u.manager) {
    const row = req.ctx
      .q(
        'SELECT m.name, m.tenure_days, m.aum, m.fund_codes, c.name AS company FROM managers m LEFT JOIN companies c ON c.id = m.company_id WHERE m.id = ?',
      )
      .get(u.manager.id) as {
      name: string;
      tenure_days: number;
      aum: string;
      fund_codes: string;
      company: string | null;
    };
    const codes = row.fund_codes.split(',').filter((c) => c && req.ctx.market.fund(c));
    const funds: Fund[] = [];
    for (const c of codes.slice(0, AI_LIST_SIZE)) {
      const f = await fundOf(req, c);
      if (f) funds.push(f);
    }
    say(
      `${row.name}${row.company ? `，${row.company}` : ''}，从业 ${(row.tenure_days / 365).toFixed(1)} 年，在管规模 ${row.aum} 亿元。${funds.length ? '在管基金如下。' : ''}`,
    );
    if (funds.length)
      card({
        type: 'fund_list',
        title: `${row.name}在管基金`,
        source: 'GET /symbols/funds/{symbol}/',
        funds,
      });
    return { messages: out, hints: false, understood: u };
  }
  out.push({ type: 'text', text: FALLBACK_ANSWER });
  return { messages: out, hints: true, understood: u };
}

function fundCard(ref: FundRef, f: Fund | undefined): AiCard {
  return {
    type: 'fund',
    title: ref.name,
    symbol: ref.code,
    source: 'GET /symbols/funds/{symbol}/',
    ...(f ? { fund: f } : {}),
  };
}

/**
 * The index card's figures: the last close of the index's real series on or before the NAV
 * date and its change against the previous close. Only CSI 300 has a series in the seed; the
 * others answer nulls (no invented quotes).
 */
export function indexSummary(
  ctx: Ctx,
  idx: (typeof KNOWN_INDEXES)[number],
): components['schemas']['AiIndexSummary'] {
  const none = { symbol: idx.symbol, name: idx.name, close: null, date: null, percent_day: null };
  if (idx.symbol !== '000300') return none;
  const to = ctx.navDate();
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 400 * 86400000).toISOString().slice(0, 10);
  const pts = ctx.market.csiHistory(from, to);
  const last = pts[pts.length - 1];
  const prev = pts[pts.length - 2];
  if (!last) return none;
  return {
    ...none,
    close: (last.close / 100).toFixed(2),
    date: last.date,
    percent_day: prev
      ? new Decimal(last.close).div(prev.close).minus(1).times(100).toDecimalPlaces(2).toNumber()
      : null,
  };
}
