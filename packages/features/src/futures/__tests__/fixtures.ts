/** Contract-shaped answers of the futures calls, as the sandbox gives them (no prices). */
export const IF_SPEC = {
  exchange: '中国金融期货交易所',
  product_code: 'IF',
  contract_size: '每点300元',
  multiplier: 300,
  unit: '指数点',
  price_tick: '0.2指数点',
  margin_ratio: 8,
  trading_hours: ['09:30-11:30', '13:00-15:00'],
  listed_months: '当月、下月及随后两个季月',
};

export const CU_SPEC = {
  exchange: '上海期货交易所',
  product_code: 'cu',
  contract_size: '5吨/手',
  multiplier: 5,
  unit: '元（人民币）/吨',
  price_tick: '10元/吨',
  margin_ratio: 5,
  trading_hours: ['09:00-10:15', '10:30-11:30', '13:30-15:00', '21:00-次日01:00'],
  listed_months: '1～12月',
};

export const IF2606 = {
  id: 12606,
  code: 'IF2606',
  name: '沪深300股指2606',
  exchange: '中国金融期货交易所',
  product_id: 1,
  delivery_month: '2026-06',
  last_trading_day: '2026-06-22',
  price: null,
  percent_day: null,
  open_interest: null,
  price_date: null,
  spec: IF_SPEC,
  k_line: [],
};

export const CU = {
  id: 8,
  name: '铜期货',
  product_type: 'commodity',
  manager: null,
  percent_year: null,
  max_drawdown: null,
  net_value: null,
  description: '实物交割。',
  exchange: '上海期货交易所',
  code: 'cu',
  spec: CU_SPEC,
};

export const IF = {
  ...CU,
  id: 1,
  name: '沪深300股指期货',
  product_type: 'financial',
  description: '合约标的为沪深300指数，现金交割。',
  exchange: '中国金融期货交易所',
  code: 'IF',
  spec: IF_SPEC,
};

export const page = <T>(results: T[]) => ({
  current_page: 1,
  total_count: results.length,
  total_page: results.length ? 1 : 0,
  results,
});

export const ACCOUNT_A = {
  id: 3,
  account_no: '****5678',
  company: '中信期货有限公司',
  is_default: true,
  balance: '0.00',
  status: 1,
  bound_at: '2026-04-20T10:00:00+08:00',
};
export const ACCOUNT_B = {
  ...ACCOUNT_A,
  id: 4,
  account_no: '****0001',
  company: '永安期货股份有限公司',
  is_default: false,
};
