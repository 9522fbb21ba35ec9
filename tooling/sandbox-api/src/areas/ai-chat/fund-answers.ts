/**
 * The answers about funds and their managers (README "AI chat": compare, index_funds, the
 * fund-centred intents, a fund or a manager named): cards filled from the fund screens'
 * operations; past returns are quoted as the fund operation answers them (spec 001 §9: lists of 5).
 */
import type { components } from '@jijin/core';
import type { ReqBase } from '../../http/registry';
import { callOperation, fundOf } from './call-operation';
import { fundFacts, pct } from './fund-facts';
import { KNOWN_INDEXES, type FundRef, type Understanding } from './intents';
import { AI_LIST_SIZE, fundCard, withData, type Reply } from './reply';

type Fund = components['schemas']['Fund'];

/** `compare`: the first two funds named side by side; answers true (hints) when fewer are named. */
export async function compareAnswer(req: ReqBase, u: Understanding, r: Reply): Promise<boolean> {
  if (u.funds.length < 2) {
    r.say('请告诉我要对比的两只基金，例如：对比 000001 和 110011');
    return true;
  }
  const [a, b] = u.funds as [FundRef, FundRef];
  const fa = await fundOf(req, a.code);
  const fb = await fundOf(req, b.code);
  if (fa && fb)
    r.say(
      `近1年：${fa.abbr_name} ${pct(fa.percent_year)}，${fb.abbr_name} ${pct(fb.percent_year)}；近1月：${pct(fa.percent_month)} 对 ${pct(fb.percent_month)}。过往业绩不代表未来表现。`,
    );
  r.card({
    type: 'fund_comparison',
    title: `${a.name} 对比 ${b.name}`,
    symbols: [a.code, b.code],
    source: 'GET /symbols/funds/{symbol}/',
    ...(fa && fb ? { funds: [fa, fb] } : {}),
  });
  return false;
}

/** `index_funds`: the top funds tracking the index named (沪深300 by default), by 1-year return. */
export async function indexFundsAnswer(req: ReqBase, u: Understanding, r: Reply): Promise<void> {
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
    r.say(
      page.total_count
        ? `跟踪${idx.name}的指数基金共 ${page.total_count} 只，按近1年收益排序的前 ${Math.min(AI_LIST_SIZE, page.results.length)} 只如下。`
        : `暂未找到跟踪${idx.name}的指数基金。`,
    );
  r.card({
    type: 'index_funds',
    title: `${idx.name}指数基金`,
    symbol: idx.symbol,
    source: 'GET /symbols/funds/',
    ...(page ? { funds: page.results.slice(0, AI_LIST_SIZE) } : {}),
  });
}

/**
 * The fund-centred intents about the first fund named (diagnosis, holdings, holders, block trades,
 * asset forecast, potential, quant, statuses); any other intent: the fund cards of the funds named.
 */
export async function fundAnswer(
  req: ReqBase,
  u: Understanding,
  first: FundRef,
  r: Reply,
): Promise<void> {
  const f = await fundOf(req, first.code);
  const sym = { symbol: first.code };
  switch (u.kind) {
    case 'diagnosis':
      if (f) r.say(`${fundFacts(f)}点击查看完整诊断。`);
      r.card({
        type: 'diagnosis',
        title: `${first.name} 诊断`,
        symbol: first.code,
        source: 'GET /symbols/funds/{symbol}/',
        ...(f ? { fund: f } : {}),
      });
      break;
    case 'holdings':
      r.say(`这是${first.name}的持仓。`);
      r.card(
        withData(
          { type: 'holdings', title: `${first.name} 持仓`, symbol: first.code },
          'GET /symbols/funds/{symbol}/hold_symbols/',
          await callOperation(req, 'GET /symbols/funds/{symbol}/hold_symbols/', { params: sym }),
        ),
      );
      break;
    case 'holders':
      r.say(`这是${first.name}的股东分析。`);
      r.card(
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
      r.say(`这是${first.name}的大宗交易。`);
      r.card(
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
      r.say(`这是${first.name}的资产预测。预测基于历史数据，不代表未来表现。`);
      r.card(
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
      r.say(`这是${first.name}的潜力分析。`);
      r.card(
        withData(
          { type: 'potential', title: `${first.name} 潜力分析`, symbol: first.code },
          'GET /symbols/funds/potential/{symbol}/',
          await callOperation(req, 'GET /symbols/funds/potential/{symbol}/', { params: sym }),
        ),
      );
      break;
    case 'quant':
      r.say(`这是${first.name}的量化分析。`);
      r.card(
        withData(
          { type: 'quant_analysis', title: `${first.name} 量化分析`, symbol: first.code },
          'GET /quant/{symbol}/analyse/',
          await callOperation(req, 'GET /quant/{symbol}/analyse/', { params: sym }),
        ),
      );
      break;
    case 'statuses': {
      const ct = u.contentType ?? '10,20,30';
      r.say(`这是${first.name}的最新动态。`);
      r.card(
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
      if (f) r.say(fundFacts(f));
      r.card(fundCard(first, f));
      for (const other of u.funds.slice(1, AI_LIST_SIZE))
        r.card(fundCard(other, await fundOf(req, other.code)));
  }
}

/** A manager named: company, tenure and assets under management, and their funds (top 5). */
export async function managerAnswer(
  req: ReqBase,
  manager: { id: number; name: string },
  r: Reply,
): Promise<void> {
  const row = req.ctx
    .q(
      'SELECT m.name, m.tenure_days, m.aum, m.fund_codes, c.name AS company FROM managers m LEFT JOIN companies c ON c.id = m.company_id WHERE m.id = ?',
    )
    .get(manager.id) as {
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
  r.say(
    `${row.name}${row.company ? `，${row.company}` : ''}，从业 ${(row.tenure_days / 365).toFixed(1)} 年，在管规模 ${row.aum} 亿元。${funds.length ? '在管基金如下。' : ''}`,
  );
  if (funds.length)
    r.card({
      type: 'fund_list',
      title: `${row.name}在管基金`,
      source: 'GET /symbols/funds/{symbol}/',
      funds,
    });
}
