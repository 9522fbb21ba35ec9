/**
 * The sandbox assistant's understanding of an utterance (README "AI chat"): a keyword intent
 * table plus entity recognition (fund code, fund name or pinyin initials through the market
 * search's `matchRank`, fund manager names, market index names). Pure: the lookups come in.
 * A production deployment replaces all of this with the provider's model behind
 * `POST /ai/chat/user_uttered/`.
 */

/** What the user asks for. */
export type IntentKind =
  | 'estimate'
  | 'compare'
  | 'diagnosis'
  | 'holdings'
  | 'holders'
  | 'block_trades'
  | 'asset_forecast'
  | 'potential'
  | 'quant'
  | 'statuses'
  | 'index_funds'
  | 'risk'
  | 'following'
  | 'assets'
  | 'status_follow'
  | 'portfolio'
  | 'about';

/**
 * The intent table: keywords, checked in this order (the first kind whose keyword occurs wins;
 * entity-only utterances are `about`). Longer, more specific words come before shorter ones.
 */
export const INTENT_TABLE: readonly { kind: IntentKind; words: readonly string[] }[] = [
  { kind: 'estimate', words: ['实时估值', '盘中估值', '估值', '估算净值'] },
  { kind: 'compare', words: ['对比', '比较', 'pk', 'vs', '哪个好', '哪只好'] },
  { kind: 'risk', words: ['风险测评', '风险评测', '测评结果', '风险等级', '风险承受'] },
  { kind: 'following', words: ['我的自选', '自选基金', '自选股', '自选'] },
  { kind: 'assets', words: ['我的资产', '资产健康', '我的持仓', '我的收益', '总资产'] },
  { kind: 'status_follow', words: ['关注动态', '我的关注', '动态'] },
  { kind: 'index_funds', words: ['指数基金'] },
  { kind: 'diagnosis', words: ['诊断', '体检', '诊基'] },
  { kind: 'block_trades', words: ['大宗交易'] },
  { kind: 'holders', words: ['股东', '持有人'] },
  { kind: 'holdings', words: ['持仓', '重仓', '买了什么'] },
  { kind: 'asset_forecast', words: ['资产预测', '收益预测', '预测'] },
  { kind: 'potential', words: ['潜力'] },
  { kind: 'quant', words: ['量化', '因子'] },
  { kind: 'statuses', words: ['公告', '资讯', '新闻', '研报'] },
  { kind: 'portfolio', words: ['组合', '投顾'] },
];

/** Status content types of spec 001 §3 the timeline card asks for, by keyword. */
const CONTENT_TYPE_WORDS: readonly [string, string][] = [
  ['新闻', '10'],
  ['资讯', '10'],
  ['公告', '20'],
  ['研报', '30'],
];

/** Market indexes the assistant knows by name (codes as the exchanges publish them). */
export const KNOWN_INDEXES: readonly { symbol: string; name: string; aliases: string[] }[] = [
  { symbol: '000300', name: '沪深300', aliases: ['沪深300', '沪深三百', 'hs300'] },
  { symbol: '000905', name: '中证500', aliases: ['中证500', 'zz500'] },
  { symbol: '000852', name: '中证1000', aliases: ['中证1000', 'zz1000'] },
  { symbol: '000016', name: '上证50', aliases: ['上证50', 'sz50'] },
  { symbol: '399006', name: '创业板指', aliases: ['创业板指', '创业板'] },
  { symbol: '399001', name: '深证成指', aliases: ['深证成指'] },
  { symbol: '000001', name: '上证指数', aliases: ['上证指数', '上证综指'] },
];

/** A fund the lookups know. */
export interface FundRef {
  code: string;
  name: string;
}

/** The lookups the parser needs (the sandbox passes the market's search and the managers table). */
export interface Lookups {
  /** A fund by its 6-digit code. */
  fundByCode(code: string): FundRef | undefined;
  /** The best fund for a name fragment or pinyin initials (market search rank), if any. */
  searchFund(fragment: string): FundRef | undefined;
  /** Managers whose full name occurs in the text (longest names first). */
  managersIn(text: string): { id: number; name: string }[];
}

/** The understood utterance. */
export interface Understanding {
  kind: IntentKind | null;
  funds: FundRef[];
  index: (typeof KNOWN_INDEXES)[number] | null;
  manager: { id: number; name: string } | null;
  /** For `statuses`: the content type asked for (10 news, 20 announcements, 30 research). */
  contentType: string | null;
}

/** Full-width letters, digits and spaces to half-width; lower case; trimmed. */
export function normalize(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .toLowerCase()
    .trim();
}

/** Words that are no part of a fund name: intent keywords, question words, joiners. */
const NOISE = [
  ...INTENT_TABLE.flatMap((r) => r.words),
  ...CONTENT_TYPE_WORDS.map(([w]) => w),
  '怎么样',
  '如何',
  '好不好',
  '能买吗',
  '可以买吗',
  '值得买吗',
  '值得',
  '介绍',
  '一下',
  '帮我',
  '请问',
  '查询',
  '查看',
  '看看',
  '分析',
  '基金',
  '最近',
  '表现',
  '净值',
  '收益',
  '走势',
  '多少',
  '什么',
  '的',
  '吗',
  '呢',
  '吧',
  '啊',
  '了',
  '和',
  '与',
  '跟',
  '及',
  '还是',
];
const SEPARATORS = /[\s,，、。.!！?？:：;；/|()（）]+/;

/**
 * Understands one utterance.
 * @param raw what the user typed (at most 500 characters, the contract's limit)
 * @param look market and manager lookups
 */
export function understand(raw: string, look: Lookups): Understanding {
  const text = normalize(raw);
  let kind: IntentKind | null = null;
  for (const row of INTENT_TABLE) {
    if (row.words.some((w) => text.includes(w))) {
      kind = row.kind;
      break;
    }
  }
  const contentType = CONTENT_TYPE_WORDS.find(([w]) => text.includes(w))?.[1] ?? null;

  const manager = look.managersIn(text)[0] ?? null;

  // Funds: 6-digit codes first, then name fragments / initials in the remaining text. A fragment
  // that is an index name (沪深300, 沪深300指数) names the index, not the funds tracking it.
  const funds: FundRef[] = [];
  const add = (f: FundRef | undefined) => {
    if (f && !funds.some((x) => x.code === f.code)) funds.push(f);
  };
  let index: Understanding['index'] = null;
  let rest = text;
  if (manager) rest = rest.split(manager.name).join(' ');
  for (const w of [...NOISE].sort((a, b) => b.length - a.length)) rest = rest.split(w).join(' ');
  const codes = [...rest.matchAll(/(?<!\d)\d{6}(?!\d)/g)].map((m) => m[0]);
  for (const frag of rest.split(SEPARATORS)) {
    const f = frag.trim();
    const asIndex = KNOWN_INDEXES.find((i) => i.aliases.includes(f.replace(/指数$/, '')));
    if (asIndex) {
      index ??= asIndex;
      continue;
    }
    if (/^\d{6}$/.test(f)) continue;
    // Chinese fragments of 2+ characters, or pinyin initials of 3+ letters.
    if (/^[\u4e00-\u9fa5a-z0-9]+$/.test(f) && (/[\u4e00-\u9fa5]{2,}/.test(f) || f.length >= 3))
      add(look.searchFund(f.replace(/\d{6}/g, '')));
  }
  const byName = [...funds];
  funds.length = 0;
  for (const c of codes) add(look.fundByCode(c));
  for (const f of byName) add(f);
  return { kind, funds, index, manager, contentType };
}
