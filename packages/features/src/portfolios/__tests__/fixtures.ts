import type { Schemas } from '../../app/api-types';
import { icbcCard } from '../../shared/test/fund-fixtures';

export { icbcCard };

/** Portfolio 11 (an advisor's): 40/30/30 of three real funds. */
export function portfolio(overrides: Partial<Schemas['Portfolio']> = {}): Schemas['Portfolio'] {
  return {
    id: 11,
    symbol: 'P00011',
    code: 'P00011',
    name: '三基金示例',
    description: '一只混合基金与两只债券基金',
    investment_risk: 4,
    allow_buy: true,
    allow_sell: true,
    allow_trade: true,
    allow_fixed: false,
    amount_min_buy: '1000.00',
    amount_min_sell: '100.00',
    net_value: '1.0123',
    net_value_date: '2026-04-20',
    chng_pct_start: 1.23,
    recommend_percent_value: 1.23,
    recommend_percent_display: '成立以来收益',
    max_drawdown: 0.5,
    followed: false,
    followers_count: 2,
    advisor_name: '投顾甲',
    user: {
      id: 7,
      username: '投顾甲',
      avatar_xs: 'http://x/a.svg',
      avatar_sm: 'http://x/a.svg',
      avatar_md: 'http://x/a.svg',
      avatar_lg: 'http://x/a.svg',
    },
    positions: [
      {
        symbol: '000001',
        abbr_name: '华夏成长混合',
        percent: 40,
        allow_trade: true,
        allow_buy: true,
        allow_sell: true,
        is_bao: false,
      },
      {
        symbol: '000014',
        abbr_name: '华夏聚利债券A',
        percent: 30,
        allow_trade: true,
        allow_buy: true,
        allow_sell: true,
        is_bao: false,
      },
      {
        symbol: '003382',
        abbr_name: '民生加银鑫享债券A',
        percent: 30,
        allow_trade: true,
        allow_buy: true,
        allow_sell: true,
        is_bao: false,
      },
    ],
    ...overrides,
  };
}

/** The buy proposal of 10,000 yuan. */
export function buyProposal(): Schemas['PortfolioProposal'] {
  return {
    fund_portfolio_id: 11,
    bank_card_id: 11,
    amount: '10000.00',
    fare: '10.52',
    discount: '94.68',
    amount_confirm_estimate: '9989.48',
    allow_trade: true,
    message: null,
    items: [
      {
        symbol: '000001',
        abbr_name: '华夏成长混合',
        percent: 40,
        amount: '4000.00',
        shares: '3194.89',
        fare: '5.99',
        direction: 0,
      },
      {
        symbol: '000014',
        abbr_name: '华夏聚利债券A',
        percent: 30,
        amount: '3000.00',
        shares: '2500.00',
        fare: '2.39',
        direction: 0,
      },
      {
        symbol: '003382',
        abbr_name: '民生加银鑫享债券A',
        percent: 30,
        amount: '3000.00',
        shares: '2400.00',
        fare: '2.14',
        direction: 0,
      },
    ],
  };
}

/** An order as the buy answers it. */
export function order(
  overrides: Partial<Schemas['PortfolioTradeRecordDetail']> = {},
): Schemas['PortfolioTradeRecordDetail'] {
  return {
    id: 501,
    direction: 0,
    direction_display: '买入',
    status: 0,
    status_display: '委托成功',
    amount: '10000.00',
    apply_date: '2026-04-20T10:00:00+08:00',
    portfolio: { id: 11, name: '三基金示例' },
    serial_number: 'P20260420000000001',
    allow_undo: true,
    is_remittance: false,
    status_info: [{ status: 1, title: '买入申请已提交', desc: '2026-04-20 10:00 提交成功' }],
    trade_record_list: [],
    ...overrides,
  };
}

/** A portfolio-buy coupon (a 买组合返现红包 of the sandbox's kind) usable from `expense_min` yuan. */
export function portfolioCoupon(overrides: Partial<Schemas['Coupon']> = {}): Schemas['Coupon'] {
  return {
    id: 1,
    name: '买组合返现红包',
    amount: '10.00',
    expense_min: '5000.00',
    apply_business: '组合买入',
    use_condition: '买入组合满5000元可用',
    enable_visible: true,
    enable_check: true,
    effective_to: '2026-05-20',
    ...overrides,
  };
}

/** The investor's holding of portfolio 11 after the buy is confirmed (two of its funds shown). */
export function holding(
  overrides: Partial<Schemas['PortfolioHolding']> = {},
): Schemas['PortfolioHolding'] {
  return {
    allow_sell: true,
    allow_rebalance: false,
    trade_date: '2026-04-20',
    worth_value: '7003.20',
    fare: '0.00',
    income_total: '3.20',
    income_latest: '3.20',
    is_manager: false,
    fund_portfolio: portfolio(),
    shares_list: [
      {
        id: 11,
        shares_current: '7003.20',
        shares_enable: '7003.20',
        worth_value: '7003.20',
        worth_value_enable: '7003.20',
        bank_card: icbcCard(),
      },
    ],
    funds_list: [
      {
        fund: { symbol: '000001', abbr_name: '华夏成长混合' },
        shares_current: '3544.69',
        shares_enable: '3544.69',
        worth_value: '3994.87',
        worth_value_per: '1.1270',
      },
      {
        fund: { symbol: '000014', abbr_name: '华夏聚利债券A' },
        shares_current: '1341.72',
        shares_enable: '1341.72',
        worth_value: '3008.33',
        worth_value_per: '2.2421',
      },
    ],
    trade_record_list: [order()],
    ...overrides,
  };
}
