import type { Schemas } from '../../app/api-types';

/** A manager as the sandbox answers it (values from its computed profile of 郑希, trimmed). */
export function manager(over: Partial<Schemas['FundManager']> = {}): Schemas['FundManager'] {
  return {
    id: 686,
    name: '郑希',
    avatar: null,
    post_status: 1,
    fund_company: { id: 119, name: '易方达基金', abbr_name: '易方达' },
    work_seniority: 13.6,
    assets_total: '6887000000.00',
    tags: ['盈利能力突出', '从业10年以上', '擅长混合型', '第四个标签'],
    condition_tags: ['seniority_10', 'aum_50_100', 'type_301', 'scored'],
    good_at_type: '混合型',
    recommend_percent_value: 99.28,
    recommend_percent_display: '综合评分超过99.28%的基金经理',
    profitability: 100,
    sharpe_ratio: 72.2,
    stock_selection: 100,
    anti_risk: 35.3,
    timing_selection: 100,
    experience: 90.7,
    index_following: 44.7,
    excess_income: 100,
    stability: 38.4,
    overall_score: 75.7,
    scores_period: { start_date: '2016-09-27', end_date: '2026-04-17', funds_count: 1 },
    bull_market_return: 6.06,
    bear_market_return: -1.34,
    seesawing_market_return: 1.76,
    extreme_markets: [
      {
        name: '2020年疫情冲击',
        start_date: '2020-01-14',
        end_date: '2020-03-23',
        percent: -5.35,
        track_percent: -15.74,
      },
    ],
    analyse_history: null,
    recommend_fund: null,
    achivements: [
      {
        symbol: '012920',
        abbr_name: '易方达全球成长精选混合(QDII)人民币A',
        cp_rate: 240.1,
        sh300_rate: 10.2,
        start_date: '2021-08-01',
        end_date: null,
      },
    ],
    current_funds: [
      {
        symbol: '012920',
        abbr_name: '易方达全球成长精选混合(QDII)人民币A',
        symbol_stype: 305,
        in_sandbox: true,
      },
      {
        symbol: '110011',
        abbr_name: '易方达优质精选混合(QDII)',
        symbol_stype: 301,
        in_sandbox: false,
      },
    ],
    former_funds: [],
    followed: false,
    ...over,
  };
}

export const NO_SCORES: Partial<Schemas['FundManager']> = {
  profitability: null,
  sharpe_ratio: null,
  stock_selection: null,
  anti_risk: null,
  timing_selection: null,
  experience: null,
  index_following: null,
  excess_income: null,
  stability: null,
  overall_score: null,
  scores_period: null,
  extreme_markets: [],
  achivements: [],
};

export const page = (results: Schemas['FundManager'][]) => ({
  current_page: 1,
  total_count: results.length,
  total_page: 1,
  results,
});
