import { describe, expect, it } from 'vitest';
import {
  FUND_RISK_LEVELS,
  INVESTMENT_RISK_STATUS,
  PORTFOLIO_RISK_LEVELS,
  RISK_TYPES,
  isRiskTested,
  portfolioRiskLevel,
} from '../risk';
import {
  TRADE_STATUS,
  isCashbackSuccess,
  showsRemittanceInfo,
  tradeStatusColor,
  tradeStatusText,
} from '../trade-status';
import { TRADE_DIRECTIONS, tradeDirectionLabel } from '../trade-direction';
import {
  CHARGE_MODES,
  DIV_TYPES,
  DIVIDEND_TYPES,
  FIXED_INVESTMENT_STATUS,
  LIST_STATUS,
  MANAGER_POST_STATUS,
  PERIOD_UNITS,
  STATUS_CONTENT_TYPES,
  STORE_APPLY_STATUS,
  SUBSCRIPTION_STATUS,
  SYMBOL_STYPES,
  SYMBOL_TYPES,
} from '../fund-status';
import { findStatus, statusLabel } from '../table';

const codes = (t: readonly { code: number }[]): number[] => t.map((e) => e.code);

describe('risk tables (000 §3-4, 001 §9)', () => {
  it('lists investment-risk statuses 0 Untested, 1 Normal, 2 Expired, 3 TopicChange (000 §4)', () => {
    expect(INVESTMENT_RISK_STATUS.map((e) => [e.code, e.label, e.retestNeeded])).toEqual([
      [0, '未测评', true],
      [1, '正常', false],
      [2, '已过期', true],
      [3, '题目已变更', true],
    ]);
  });

  it('000 §3-4: one meaning of tested, from the status table — every status but 0 Untested has a test result (1 Normal counts)', () => {
    expect([0, 1, 2, 3].map(isRiskTested)).toEqual([false, true, true, true]);
    expect(isRiskTested(undefined)).toBe(false);
    expect(isRiskTested(null)).toBe(false);
    expect(isRiskTested(9)).toBe(false);
    expect(INVESTMENT_RISK_STATUS.map((e) => e.tested)).toEqual([false, true, true, true]);
  });

  it('lists risk types 0 Unknown to 5 Positive, each covering levels up to its own (000 §4)', () => {
    expect(RISK_TYPES.map((e) => e.label)).toEqual([
      '未知',
      '保守型',
      '稳健型',
      '平衡型',
      '成长型',
      '进取型',
    ]);
    expect(RISK_TYPES.every((e) => e.maxLevel === e.code)).toBe(true);
  });

  it('lists fund risk levels 1 low to 5 high (001 §9)', () => {
    expect(FUND_RISK_LEVELS.map((e) => `${e.short}${e.label}`)).toEqual([
      'R1低风险',
      'R2中低风险',
      'R3中风险',
      'R4中高风险',
      'R5高风险',
    ]);
  });

  it('lists portfolio risks 0-5 and 100/101/102 with levels (001 §9)', () => {
    expect(codes(PORTFOLIO_RISK_LEVELS)).toEqual([0, 1, 2, 3, 4, 5, 100, 101, 102]);
    expect([100, 101, 102, 0, undefined, 999].map(portfolioRiskLevel)).toEqual([1, 3, 5, 5, 5, 5]);
  });
});

describe('trade status (001 §4)', () => {
  it('has codes 0-14 with colours orange in progress, blue success, light failure (001 §4)', () => {
    expect(codes(TRADE_STATUS)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect([0, 3, 7, 9, 10].map(tradeStatusColor)).toEqual([
      'orange',
      'orange',
      'orange',
      'orange',
      'orange',
    ]);
    expect([1, 8, 11, 13].map(tradeStatusColor)).toEqual(['blue', 'blue', 'blue', 'blue']);
    expect([2, 4, 5, 6, 12, 14].map(tradeStatusColor)).toEqual(Array(6).fill('light'));
    expect(tradeStatusColor(99)).toBe('default');
  });

  it('reads status 0 as 待支付 for a bao buy, 委托成功 for buys/fixed/subscription, otherwise 确认中 (001 §4)', () => {
    expect(tradeStatusText(0, { direction: 0, is_bao: true })).toBe('待支付');
    expect(tradeStatusText(0, { direction: 0 })).toBe('委托成功');
    expect(tradeStatusText(0, { direction: 5 })).toBe('委托成功');
    expect(tradeStatusText(0, { direction: 6 })).toBe('委托成功');
    expect(tradeStatusText(0, { direction: 1 })).toBe('确认中');
    expect(tradeStatusText(0)).toBe('确认中');
  });

  it('shows the other texts of 001 §4', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((s) => tradeStatusText(s))).toEqual([
      '确认成功',
      '确认失败',
      '确认中',
      '扣款失败',
      '委托失败',
      '已撤单',
      '部分确认中',
      '部分确认成功',
      '部分委托成功',
      '调仓中',
      '调仓成功',
      '调仓失败',
      '认购确认成功',
      '认购失败',
    ]);
    expect(tradeStatusText(42)).toBe('');
  });

  it('counts the cashback success set (001 §4)', () => {
    expect(TRADE_STATUS.filter((e) => e.cashbackSuccess).map((e) => e.name)).toEqual([
      'EntrustSucceed',
      'TradeSucceed',
      'PaySucceed',
      'PartPaySucceed',
      'PartTradeSucceed',
      'PartEntrustSucceed',
      'RebalanceSucceed',
    ]);
    expect(isCashbackSuccess(2)).toBe(false);
    expect(isCashbackSuccess(null)).toBe(false);
    expect(isCashbackSuccess(11)).toBe(true);
  });

  it('shows remittance information for status 0 with is_remittance (001 §4)', () => {
    expect(showsRemittanceInfo({ status: 0, is_remittance: true })).toBe(true);
    expect(showsRemittanceInfo({ status: 1, is_remittance: true })).toBe(false);
    expect(showsRemittanceInfo({ status: 0 })).toBe(false);
  });
});

describe('trade direction (001 §4)', () => {
  it('has 0-7 and 10 with bao 转入/转出 naming (001 §4)', () => {
    expect(codes(TRADE_DIRECTIONS)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 10]);
    expect(tradeDirectionLabel(0)).toBe('买入');
    expect(tradeDirectionLabel(1)).toBe('卖出');
    expect(tradeDirectionLabel(0, true)).toBe('转入');
    expect(tradeDirectionLabel(1, true)).toBe('转出');
    expect(tradeDirectionLabel(10)).toBe('调仓');
    expect(tradeDirectionLabel(6, true)).toBe('认购');
    expect(tradeDirectionLabel(8)).toBe('');
  });
});

describe('fund and symbol tables (001 §3-4, §9)', () => {
  it('enables only the working fixed-investment status (001 §4)', () => {
    expect(FIXED_INVESTMENT_STATUS.map((e) => [e.code, e.label, e.enabled])).toEqual([
      [0, '正常', true],
      [1, '已终止', false],
      [2, '已暂停', false],
    ]);
    expect(statusLabel(PERIOD_UNITS, 1)).toBe('每周');
  });

  it('marks dividend types 3 and 4 as being changed and offers 1 and 2 (001 §4, §9)', () => {
    expect(DIVIDEND_TYPES.filter((e) => e.changing).map((e) => e.code)).toEqual([3, 4]);
    expect(DIVIDEND_TYPES.filter((e) => e.selectable).map((e) => e.label)).toEqual([
      '红利再投资',
      '现金分红',
    ]);
  });

  it('holds symbol types, stypes, list, subscription, charge mode and div_type codes (001 §3)', () => {
    expect(codes(SYMBOL_TYPES)).toEqual([0, 1, 2, 3, 5]);
    expect(codes(SYMBOL_STYPES)).toEqual([
      300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 101, 102,
    ]);
    expect(statusLabel(SYMBOL_STYPES, 306)).toBe('货币型');
    expect(codes(LIST_STATUS)).toEqual([1, 3, 4, 9]);
    expect(SUBSCRIPTION_STATUS.map((e) => e.label)).toEqual(['未开售', '认购期', '开放期']);
    expect(CHARGE_MODES.map((e) => e.label)).toEqual(['其他', '前端收费', '后端收费']);
    expect(statusLabel(DIV_TYPES, 1)).toBe('现金分红');
    expect(statusLabel(DIV_TYPES, 7, '--')).toBe('--');
  });

  it('holds manager post status, content types and store apply status (001 §3-4)', () => {
    expect(MANAGER_POST_STATUS.map((e) => e.label)).toEqual(['在任', '离任']);
    expect(codes(STATUS_CONTENT_TYPES)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(statusLabel(STORE_APPLY_STATUS, -1)).toBe('未申请');
    expect(findStatus(STORE_APPLY_STATUS, null)).toBeUndefined();
  });
});

describe('diagnosis sub-scores (001 §3 Diagnosis)', () => {
  it('labels the five sub-scores in display order and keeps an unknown key as it is', async () => {
    const { DIAGNOSIS_DIMENSIONS, diagnosisDimensionLabel } = await import('../diagnosis');
    expect(DIAGNOSIS_DIMENSIONS.map((d) => d.label)).toEqual([
      '收益能力',
      '抗风险',
      '稳定性',
      '超额收益',
      '持有体验',
    ]);
    expect(diagnosisDimensionLabel('anti_risk')).toBe('抗风险');
    expect(diagnosisDimensionLabel('new_one')).toBe('new_one');
  });
});
