import { describe, expect, it } from 'vitest';
import { checkFundSwitch, SWITCH_MESSAGES } from '../fund-switch';

const from = { symbol: '000001', company_id: 7 };
const to = { symbol: '000011', company_id: 7 };
const base = { from, to, shares: '100', shares_enable: '885.98', shares_min: '1.00' };

describe('基金转换 rules (designed): one company, both open, current NAVs, shares held', () => {
  it('passes a switch of held shares between two funds of one company', () => {
    expect(checkFundSwitch(base)).toEqual({ ok: true });
    expect(checkFundSwitch({ ...base, shares: '885.98' }).ok).toBe(true);
    expect(checkFundSwitch({ ...base, shares: '0.5', shares_enable: '0.5' }).ok).toBe(true);
  });

  it('refuses, in order, with a clear Chinese reason', () => {
    const code = (over: object) => {
      const r = checkFundSwitch({ ...base, ...over });
      return r.ok ? 'ok' : [r.code, r.message];
    };
    expect(code({ to: null })).toEqual(['target-required', '']);
    expect(code({ to: { ...to, symbol: '000001' } })).toEqual([
      'same-fund',
      SWITCH_MESSAGES.sameFund,
    ]);
    expect(code({ to: { ...to, company_id: 8 } })).toEqual([
      'other-company',
      '只能转换为同一基金公司的基金',
    ]);
    expect(code({ from: { ...from, company_id: null }, to: { ...to, company_id: null } })[0]).toBe(
      'other-company',
    );
    expect(code({ from: { ...from, allow_switch: false } })[0]).toBe('not-switchable-out');
    expect(code({ to: { ...to, allow_switch: false } })[0]).toBe('not-switchable-in');
    expect(code({ to: { ...to, stale: true } })).toEqual(['stale', '基金净值未更新，暂停转换']);
    expect(code({ shares: '' })).toEqual(['blank', '']);
    expect(code({ shares: '10.001' })).toEqual(['shares-invalid', '请输入正确的转换份额']);
    expect(code({ shares: '-1' })[0]).toBe('shares-invalid');
    expect(code({ shares: '885.99' })).toEqual(['above-available', '最多可转换885.98份']);
    expect(code({ shares: '0.5' })).toEqual(['below-min', '最少转换1份']);
  });
});
