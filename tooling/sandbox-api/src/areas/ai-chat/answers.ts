/**
 * The sandbox assistant's answers (README "AI chat"): text plus typed cards (contract `AiCard`)
 * filled by calling the sandbox's own operations (`call-operation.ts`) — the same handlers the
 * screens call — so a card never holds a number the screens would not show. An operation without
 * a real handler or one that refuses leaves its section out, and the client shows
 * 数据请求失败，请稍后重试 for that card (spec 001 §8). This file understands the utterance and
 * routes it; the personal answers are `personal-answers.ts`, the fund ones `fund-answers.ts`.
 */
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import { pct } from './fund-facts';
import type { ReqBase } from '../../http/registry';
import type { Ctx } from '../../ctx';
import { callOperation, fundOf } from './call-operation';
import { compareAnswer, fundAnswer, indexFundsAnswer, managerAnswer } from './fund-answers';
import { KNOWN_INDEXES, understand, type Understanding } from './intents';
import { marketLookups } from './lookups';
import { personalAnswer } from './personal-answers';
import { fundCard, Reply, withData, type Draft } from './reply';

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
  req: ReqBase,
  text: string,
): Promise<{ messages: Draft[]; hints: boolean; understood: Understanding }> {
  const u = understand(text, marketLookups(req.ctx));
  const r = new Reply();
  const hints = await route(req, u, r);
  return { messages: r.messages, hints, understood: u };
}

/** Says the answer to `u` into `r`; true when the hints should be offered. */
async function route(req: ReqBase, u: Understanding, r: Reply): Promise<boolean> {
  const first = u.funds[0];
  switch (u.kind) {
    case 'estimate': {
      r.say(ESTIMATE_ANSWER);
      if (first) {
        const f = await fundOf(req, first.code);
        r.card(fundCard(first, f));
      }
      return false;
    }
    case 'assets':
    case 'risk':
    case 'following':
    case 'status_follow':
      await personalAnswer(req, u.kind, r);
      return false;
    case 'compare':
      return compareAnswer(req, u, r);
    case 'index_funds':
      await indexFundsAnswer(req, u, r);
      return false;
    case 'portfolio': {
      const data = await callOperation(req, 'GET /portfolio/recommend/', {
        query: { allow_trade: 1, page: 1, page_size: 3 },
      });
      r.say('为您推荐以下基金组合。');
      r.card(withData({ type: 'portfolio', title: '推荐组合' }, 'GET /portfolio/recommend/', data));
      return false;
    }
    case 'block_trades': {
      if (!first) {
        const data = await callOperation(req, 'GET /symbols/block_trades/daily_top/');
        r.say('这是大宗交易日榜。');
        r.card(
          withData(
            { type: 'block_trades', title: '大宗交易日榜', symbol: null },
            'GET /symbols/block_trades/daily_top/',
            data,
          ),
        );
        return false;
      }
      break;
    }
    default:
      break;
  }

  // Fund-centred intents.
  if (u.kind && u.kind !== 'about' && NEEDS_FUND_TEXT[u.kind] && !first) {
    r.say(NEEDS_FUND_TEXT[u.kind]!);
    return true;
  }
  if (first) {
    await fundAnswer(req, u, first, r);
    return false;
  }
  if (u.index) {
    const summary = indexSummary(req.ctx, u.index);
    r.say(
      summary.close
        ? `${u.index.name}（${u.index.symbol}）${summary.date} 收于 ${summary.close} 点，涨跌幅 ${pct(summary.percent_day)}。`
        : `${u.index.name}（${u.index.symbol}）暂无行情数据。`,
    );
    r.card({ type: 'index', title: u.index.name, symbol: u.index.symbol, index: summary });
    return false;
  }
  if (u.manager) {
    await managerAnswer(req, u.manager, r);
    return false;
  }
  r.say(FALLBACK_ANSWER);
  return true;
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
