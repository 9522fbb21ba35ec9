import type {
  BankCard,
  Fund,
  FundAccountDetail,
  FundTradeRecordDetail,
  InvestmentRiskProfile,
} from '@jijin/core/api';

/** 000001 华夏成长混合 as the sandbox serves it (R4, minimum 10 yuan). */
export function fund000001(overrides: Partial<Fund> = {}): Fund {
  return {
    id: 1,
    symbol: '000001',
    code: '000001',
    abbr_name: '华夏成长混合',
    name: '华夏成长混合',
    symbol_type: 3,
    symbol_stype: 301,
    list_status: 1,
    subscription_status: 2,
    net_value: '1.1210',
    net_value_date: '2026-04-17',
    percent_day: 0.27,
    percent_week: 2.75,
    percent_month: 5.46,
    percent_season: -6.19,
    percent_year: 35.39,
    allow_trade: true,
    allow_buy: true,
    allow_sell: true,
    allow_fixed: true,
    allow_subscribe: false,
    amount_min_buy: '10.00',
    amount_max_buy: null,
    amount_subscribe_min: '10.00',
    amount_fixed_min: '10.00',
    amount_fixed_max: null,
    charge_mode: 1,
    div_type: 3,
    investment_risk: 4,
    is_bao: false,
    followed: false,
    managers: [{ id: 7, name: '阳琨', post_status: 1, start_date: '2019-01-01' }],
    company: { id: 51, name: '华夏基金', abbr_name: '华夏' },
    found_date: '2001-12-18',
    service_tel: '400-000-0000',
    ...overrides,
  } as Fund;
}

/** An ICBC debit card with 50,000-yuan single and day limits. */
export function icbcCard(overrides: Partial<BankCard> = {}): BankCard {
  return {
    id: 11,
    bank_card_no: '6222 **** **** 1234',
    bank_card_no_tail: '1234',
    is_default: true,
    real_name: '*三',
    bank_card_type: 1,
    status: 1,
    note: null,
    bank: {
      id: 2,
      code: 'ICBC',
      logo: 'http://localhost/static/banks/ICBC.svg',
      name: '中国工商银行',
      need_onlinepay: false,
      single_limit: '50000.00',
      single_day_limit: '50000.00',
      status: 1,
      note: null,
    },
    allow_buy: true,
    allow_sell: true,
    allow_transfer: false,
    ...overrides,
  } as BankCard;
}

/** A risk profile of type `risk` (default 5 进取型), valid. */
export function riskProfile(risk = 5, status = 1): InvestmentRiskProfile {
  const labels = ['未知', '保守型', '稳健型', '平衡型', '成长型', '进取型'];
  return {
    investment_risk: risk,
    investment_risk_status: status,
    investment_risk_display: labels[risk]!,
    investment_risk_status_display: '正常',
    effective_to: '2028-04-20',
  } as InvestmentRiskProfile;
}

/** A pending buy of 1,000 yuan (status 0) with its timeline. */
export function pendingBuy(overrides: Partial<FundTradeRecordDetail> = {}): FundTradeRecordDetail {
  return {
    id: 101,
    serial_number: 'T202604200001',
    amount: '1000.00',
    amount_confirm: null,
    shares: null,
    shares_confirm: null,
    status: 0,
    direction: 0,
    apply_date: '2026-04-20T10:00:00+08:00',
    fund: { id: 1, symbol: '000001', abbr_name: '华夏成长混合', is_bao: false },
    bank_card: icbcCard(),
    allow_undo: true,
    fare: '1.50',
    is_remittance: false,
    trade_date: '2026-04-20',
    confirm_date: '2026-04-21',
    status_info: [
      { status: 1, title: '委托成功', desc: '2026-04-20 10:00' },
      { status: 2, title: '确认份额', desc: '预计2026-04-21确认' },
      { status: 0, title: '查看收益', desc: '2026-04-22' },
    ],
    ...overrides,
  } as FundTradeRecordDetail;
}

/** A confirmed holding of 885.98 shares of 000001. */
export function holding000001(overrides: Partial<FundAccountDetail> = {}): FundAccountDetail {
  return {
    allow_sell: true,
    income_latest: '5.32',
    income_total: '-1.50',
    worth_value: '998.50',
    trade_date: '2026-04-21',
    amount_unconfirm: '0.00',
    has_fixed_investment: false,
    divi_type: 1,
    fare: '0.00',
    fund: fund000001({ net_value: '1.1270', net_value_date: '2026-04-20' }),
    shares_list: [
      {
        id: 5,
        fund: { symbol: '000001', abbr_name: '华夏成长混合' },
        shares_enable: '885.98',
        shares_current: '885.98',
        worth_value: '998.50',
        bank_card: icbcCard(),
      },
    ],
    ...overrides,
  } as FundAccountDetail;
}

/** The trade timetable of an order placed Monday 2026-04-20 before 15:00 (fare_ratio's `timetable`). */
export function timetable20260420() {
  return {
    cutoff_time: '15:00',
    buy_apply_date: '2026-04-20',
    buy_confirm_date: '2026-04-21',
    buy_income_date: '2026-04-22',
    sell_apply_date: '2026-04-20',
    sell_confirm_date: '2026-04-21',
    sell_arrive_date: '2026-04-23',
    fast_sell_arrive_time: null,
  };
}
