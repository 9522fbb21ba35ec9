import type { Schemas } from '../../app/api-types';

const avatar = 'http://sandbox.test/static/avatars/default.png';

/** GET /accounts/settings/ of a user at `step` of the open-account flow. */
export function settingsAt(
  step: Schemas['OpenAccountStep'],
  extra: Partial<Schemas['UserSettings']> = {},
): Schemas['UserSettings'] {
  const done = step === 'done';
  return {
    id: 7,
    username: '用户8000',
    mobile: '138****8000',
    avatar_xs: avatar,
    avatar_sm: avatar,
    avatar_md: avatar,
    avatar_lg: avatar,
    is_trade_password_set: step === 'risk_test' || done,
    has_identity: step !== 'identity',
    real_name: step !== 'identity' ? '*三' : null,
    id_card_no: step !== 'identity' ? '1101**********0011' : null,
    bank_cards_count: step === 'identity' || step === 'bank_card' ? 0 : 1,
    investment_risk: done ? 3 : 0,
    investment_risk_status: done ? 1 : 0,
    investment_risk_display: done ? '平衡型' : '未知',
    investment_risk_status_display: done ? '正常' : '未测评',
    effective_to: done ? '2027-04-20' : null,
    open_account_step: step,
    address: null,
    area_code: null,
    career_id: null,
    ...extra,
  };
}

export const AUTH_RESULT: Schemas['AuthResult'] = {
  token: { access_token: 'token-abc', token_type: 'Bearer', expires_in: 86400 },
  user: {
    id: 7,
    username: '用户8000',
    avatar_xs: avatar,
    avatar_sm: avatar,
    avatar_md: avatar,
    avatar_lg: avatar,
  },
};

export const ICBC: Schemas['Bank'] = {
  id: 1,
  code: 'ICBC',
  logo: 'http://sandbox.test/static/banks/icbc.svg',
  name: '中国工商银行',
  need_onlinepay: false,
  single_limit: '50000.00',
  single_day_limit: '0.00',
  status: 1,
  note: null,
};

export function card(extra: Partial<Schemas['BankCard']> = {}): Schemas['BankCard'] {
  return {
    id: 11,
    bank_card_no: '6222 **** **** 0017',
    bank_card_no_tail: '0017',
    is_default: true,
    real_name: '*三',
    bank_card_type: 1,
    status: 1,
    bank: ICBC,
    mobile: '139****0000',
    ...extra,
  };
}

export const VERIFIED_IDENTITY: Schemas['IdentityVerification'] = {
  id: 3,
  real_name: '*三',
  id_card_no: '1101**********0011',
  status: 1,
};

export const ASSETS: Schemas['AccountAssets'] = {
  assets_total: '12345.67',
  trade_date: '2026-04-17',
  income_latest: '-12.30',
  fare: '0.00',
  income_total: '345.60',
  bank_cards_count: 1,
  wallets_available: '0.00',
  bao: {
    trade_date: '2026-04-17',
    income_latest: '0.45',
    income_total: '10.00',
    worth_value: '2000.00',
    fare: '0.00',
  },
  funds: {
    trade_date: '2026-04-17',
    income_latest: '-12.75',
    income_total: '335.60',
    worth_value: '10345.67',
    fare: '0.00',
  },
  fund_portfolios: [
    {
      code: 'xds',
      title: '投顾组合',
      trade_date: '2026-04-17',
      income_latest: '1.00',
      income_total: '2.00',
      worth_value: '500.00',
      fare: '1.25',
    },
  ],
};

export const QUESTIONNAIRE: Schemas['RiskQuestionnaire'] = {
  version: '2026.1',
  questions: [
    {
      id: 1,
      title: '您的年龄是？',
      is_multiple: false,
      options: [
        { id: 11, content: '18-30岁', score: 4 },
        { id: 12, content: '31-50岁', score: 3 },
      ],
    },
    {
      id: 2,
      title: '您的投资经验有哪些？',
      is_multiple: true,
      options: [
        { id: 21, content: '银行理财', score: 1 },
        { id: 22, content: '股票', score: 3 },
      ],
    },
  ],
};

export const PROFILE_TESTED: Schemas['InvestmentRiskProfile'] = {
  investment_risk: 3,
  investment_risk_status: 1,
  investment_risk_display: '平衡型',
  investment_risk_status_display: '正常',
  effective_to: '2027-04-20',
  product_fit: '中风险及以下产品',
  investment_risk_summary: '您能承受一定的本金波动。',
};

export const PROFILE_UNTESTED: Schemas['InvestmentRiskProfile'] = {
  investment_risk: 0,
  investment_risk_status: 0,
  investment_risk_display: '未知',
  investment_risk_status_display: '未测评',
  effective_to: null,
};
