import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAmount, parseTradeAmount } from '../amount';
import { checkFundBuy, type FundBuyCheckCode } from '../fund-buy';
import { checkFundSell } from '../fund-sell';
import { checkFixedInvestment } from '../fixed-investment';
import { checkPortfolioBuy } from '../portfolio';
import type { CheckResult } from '../../validation/result';

const FUND = { allow_buy: true, allow_trade: true, amount_min_buy: '10' };

describe("amounts in the contract's Money format: at most 2 decimals (spec 001 §5, README Trading)", () => {
  it('normalises an amount to exactly 2 decimals without rounding', () => {
    expect(normaliseAmount('10')).toBe('10.00');
    expect(normaliseAmount(' 10.5 ')).toBe('10.50');
    expect(normaliseAmount(12)).toBe('12.00');
    expect(normaliseAmount('0.01')).toBe('0.01');
    expect(normaliseAmount('10.001')).toBeNull();
    expect(normaliseAmount(10.001)).toBeNull();
    expect(normaliseAmount('1e3')).toBeNull();
    expect(normaliseAmount('abc')).toBeNull();
    expect(normaliseAmount('')).toBeNull();
    expect(normaliseAmount(null)).toBeNull();
    expect(normaliseAmount(Number.NaN)).toBeNull();
    expect(normaliseAmount('1'.repeat(21))).toBeNull();
  });

  it('keeps every 0-2 decimal amount exact and refuses every 3+ decimal one', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 2 }),
        (n, d) => {
          const text =
            d === 0
              ? n.toString()
              : `${n / 10n ** BigInt(d)}.${(n % 10n ** BigInt(d)).toString().padStart(d, '0')}`;
          const out = normaliseAmount(text);
          expect(out).not.toBeNull();
          expect(out!.replace('.', '').replace(/^0+(?=\d)/, '')).toBe(
            (d === 0 ? n * 100n : d === 1 ? n * 10n : n).toString(),
          );
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 999 }), (i, f) => {
        const frac = String(f).padStart(3, '0');
        if (frac.endsWith('0')) return;
        expect(normaliseAmount(`${i}.${frac}`)).toBeNull();
      }),
    );
  });

  it('parses a positive amount with more than 2 decimals as too precise', () => {
    expect(parseTradeAmount('10.001')).toEqual({ kind: 'too-precise' });
    expect(parseTradeAmount('10.1')).toMatchObject({ kind: 'value', text: '10.10' });
    expect(parseTradeAmount('-1.001')).toEqual({ kind: 'invalid' });
  });

  it("refuses checkFundBuy('10.001') with 金额最多保留两位小数, and the other amount rules too", () => {
    const result: CheckResult<FundBuyCheckCode> = checkFundBuy({ amount: '10.001', fund: FUND });
    expect(result).toEqual({ ok: false, code: 'amount-decimals', message: '金额最多保留两位小数' });
    expect(checkFundBuy({ amount: '10.00', fund: FUND })).toEqual({ ok: true });
    const card = { status: 1, shares_enable: '100.00' };
    expect(
      checkFundSell({ fund: { allow_sell: true }, bankCard: card, shares: '1.001' } as never),
    ).toMatchObject({ code: 'shares-decimals', message: '份额最多保留两位小数' });
    expect(
      checkFixedInvestment({
        fund: { allow_fixed: true },
        bankCard: { status: 1 },
        amount: '100.005',
      } as never),
    ).toMatchObject({ code: 'amount-decimals' });
    expect(
      checkPortfolioBuy({
        portfolio: { allow_buy: true, allow_trade: true },
        amount: '100.005',
      } as never),
    ).toMatchObject({ code: 'amount-decimals' });
  });
});
