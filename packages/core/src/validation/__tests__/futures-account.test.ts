import { describe, expect, it } from 'vitest';
import {
  FUTURES_ACCOUNT_MESSAGES,
  checkFuturesAccountNo,
  checkFuturesCompany,
} from '../futures-account';

describe('binding a futures account (spec 001 §7 Futures, designed rule)', () => {
  it('accepts a full futures company name and refuses a short or unrelated one', () => {
    expect(checkFuturesCompany(' 中信期货有限公司 ').ok).toBe(true);
    expect(checkFuturesCompany('中信')).toEqual({
      ok: false,
      code: 'futures-company',
      message: FUTURES_ACCOUNT_MESSAGES.company,
    });
    expect(checkFuturesCompany('中信证券股份有限公司').ok).toBe(false);
    expect(checkFuturesCompany(`${'很'.repeat(29)}期货`).ok).toBe(false);
  });
  it('accepts 6 to 20 digits as the fund account number', () => {
    expect(checkFuturesAccountNo('123456').ok).toBe(true);
    expect(checkFuturesAccountNo('1'.repeat(20)).ok).toBe(true);
    expect(checkFuturesAccountNo('12345').ok).toBe(false);
    expect(checkFuturesAccountNo('1'.repeat(21)).ok).toBe(false);
    expect(checkFuturesAccountNo('12345a')).toMatchObject({
      message: FUTURES_ACCOUNT_MESSAGES.accountNo,
    });
  });
});
