import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  navFreshness,
  previousTradingDay,
  chinaToday,
  isLiveQuote,
  marketPhase,
  quoteAsOf,
  quoteSession,
  staleNavLabel,
  weekdayTradingDay,
  type IsTradingDay,
} from '../freshness';
import { buyButtonState, isFixedInvestEnabled, sellButtonState } from '../buttons';

// The A-share calendar around the 2026 Qingming and Labour Day holidays, as a parameter: weekdays
// except 2026-04-06 (清明) and 2026-05-01..05 (劳动节).
const HOLIDAYS = new Set(['2026-04-06', '2026-05-01', '2026-05-04', '2026-05-05']);
const cal: IsTradingDay = (d) => weekdayTradingDay(d) && !HOLIDAYS.has(d);

describe('a NAV older than the previous trading day is stale (core README "Freshness")', () => {
  it('on Monday 2026-04-20 the previous trading day is Friday 04-17', () => {
    expect(previousTradingDay('2026-04-20', cal)).toBe('2026-04-17');
  });

  it('skips holidays: after Qingming, Tuesday 04-07 looks back to Friday 04-03', () => {
    expect(previousTradingDay('2026-04-07', cal)).toBe('2026-04-03');
    expect(navFreshness('2026-04-03', '2026-04-07', cal).state).toBe('fresh');
    expect(navFreshness('2026-04-02', '2026-04-07', cal).state).toBe('stale');
  });

  it("110011's series ending 2026-02-13 is stale on 2026-04-20 and reads 净值未更新（02-13）", () => {
    expect(navFreshness('2026-02-13', '2026-04-20', cal)).toEqual({
      state: 'stale',
      navDate: '2026-02-13',
      tradable: false,
      label: '净值未更新（02-13）',
      reason: '净值未更新（02-13），暂停交易',
    });
  });

  it('a NAV of the previous trading day or later is fresh and tradable', () => {
    for (const d of ['2026-04-17', '2026-04-20'])
      expect(navFreshness(d, '2026-04-20', cal)).toEqual({
        state: 'fresh',
        navDate: d,
        tradable: true,
        label: null,
        reason: null,
      });
    expect(navFreshness('2026-04-16', '2026-04-20', cal).state).toBe('stale');
  });

  it('a fund without a NAV reads 暂无净值数据 and is not tradable', () => {
    const r = navFreshness(null, '2026-04-20', cal);
    expect(r.state).toBe('none');
    expect(r.tradable).toBe(false);
    expect(r.label).toBe('暂无净值数据');
  });

  it('refuses a date that is not ISO', () => {
    expect(() => navFreshness('2026/02/13', '2026-04-20', cal)).toThrow(RangeError);
    expect(() => previousTradingDay('20260420', cal)).toThrow(RangeError);
  });

  it('property: fresh exactly when the NAV date is on or after the previous trading day', () => {
    const day = fc
      .integer({ min: 0, max: 800 })
      .map((n) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (nav, today) => {
        const r = navFreshness(nav, today, cal);
        const prev = previousTradingDay(today, cal);
        expect(cal(prev)).toBe(true);
        expect(prev < today).toBe(true);
        expect(r.tradable).toBe(nav >= prev);
        expect(r.label === null).toBe(nav >= prev);
        if (!r.tradable) expect(r.label).toBe(staleNavLabel(nav));
      }),
    );
  });
});

describe('a quote not from today reads 收盘 with its date, never 交易中', () => {
  it('an index close of 2026-03-13 reads 收盘（03-13） during the session of 04-20', () => {
    expect(quoteSession('2026-03-13', '2026-04-20', '10:00:00', cal)).toEqual({
      live: false,
      label: '收盘（03-13）',
    });
  });

  it('reads 交易中 only on a trading day, dated today, between 09:30 and 15:00', () => {
    expect(quoteSession('2026-04-20', '2026-04-20', '10:00', cal).label).toBe('交易中');
    expect(quoteSession('2026-04-20', '2026-04-20', '09:29', cal).label).toBe('收盘（04-20）');
    expect(quoteSession('2026-04-20', '2026-04-20', '15:00', cal).label).toBe('收盘（04-20）');
    expect(quoteSession('2026-04-06', '2026-04-06', '10:00', cal).live).toBe(false);
  });

  it('the lunch break (11:30-13:00) is not live: the morning close is shown as a close', () => {
    expect(quoteSession('2026-04-20', '2026-04-20', '12:00', cal).live).toBe(false);
    expect(quoteSession('2026-04-20', '2026-04-20', '13:00', cal).label).toBe('交易中');
  });
});

describe('marketPhase (trade_status) and isLiveQuote', () => {
  /** The SSE/SZSE day in minutes since midnight, written out independently of the rule. */
  const expected = (minute: number): string => {
    const at = (h: number, m: number) => h * 60 + m;
    if (minute >= at(9, 15) && minute < at(9, 25)) return 'call_auction';
    if (minute >= at(9, 25) && minute < at(9, 30)) return 'rest';
    if (minute >= at(9, 30) && minute < at(11, 30)) return 'open';
    if (minute >= at(11, 30) && minute < at(13, 0)) return 'rest';
    if (minute >= at(13, 0) && minute < at(15, 0)) return 'open';
    return 'closed';
  };
  const hhmm = (minute: number) =>
    `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

  it('every minute of a trading day has the exchange schedule; a holiday is closed all day', () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      expect(marketPhase('2026-04-20', hhmm(minute), cal)).toBe(expected(minute));
      expect(marketPhase('2026-04-06', `${hhmm(minute)}:30`, cal)).toBe('closed');
    }
  });

  it('a quote is live only when dated today while the phase is open', () => {
    expect(isLiveQuote('2026-04-20', '2026-04-20', 'open')).toBe(true);
    for (const phase of ['rest', 'closed', 'call_auction', undefined, null])
      expect(isLiveQuote('2026-04-20', '2026-04-20', phase)).toBe(false);
    expect(isLiveQuote('2026-04-17', '2026-04-20', 'open')).toBe(false);
    expect(isLiveQuote(null, '2026-04-20', 'open')).toBe(false);
  });

  it('throws RangeError for a date that is not ISO', () => {
    expect(() => marketPhase('20260420', '10:00', cal)).toThrow(RangeError);
  });
});

describe('a stale fund reads 暂停交易 on every trading button', () => {
  const open = { allow_trade: true, allow_buy: true, allow_sell: true, allow_fixed: true };
  it('buy, sell and 定投 are off', () => {
    const f = { ...open, subscription_status: 2, nav_stale: true };
    expect(buyButtonState(f)).toEqual({ label: '暂停交易', enabled: false });
    expect(sellButtonState(f)).toEqual({ label: '暂停交易', enabled: false });
    expect(isFixedInvestEnabled(f)).toBe(false);
    expect(isFixedInvestEnabled({ ...f, nav_stale: false })).toBe(true);
  });
});

describe('quoteAsOf (the date words of a quote on a screen)', () => {
  const at = (iso: string) => Date.parse(iso);

  it('today in China is UTC+8: 2026-04-17T16:30Z is already the 18th', () => {
    expect(chinaToday(at('2026-04-17T15:59:59Z'))).toBe('2026-04-17');
    expect(chinaToday(at('2026-04-17T16:00:00Z'))).toBe('2026-04-18');
  });

  it('is 交易中 only for a quote of today while the market is open, else 收盘', () => {
    const tenOClock = at('2026-04-20T02:00:00Z'); // 10:00 in China
    expect(quoteAsOf('2026-04-20', 'open', tenOClock)).toBe('04-20 交易中');
    expect(quoteAsOf('2026-03-13', 'open', tenOClock)).toBe('03-13 收盘'); // 创业板指's last close
    expect(quoteAsOf('2026-04-20', 'rest', tenOClock)).toBe('04-20 休市');
    expect(quoteAsOf('2026-04-20', 'closed', tenOClock)).toBe('04-20 收盘');
    expect(quoteAsOf('2026-04-17', 'rest', tenOClock)).toBe('04-17 收盘');
    expect(quoteAsOf(null, 'open', tenOClock)).toBe('--');
  });

  it('always names the quote’s own date (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 10 * 86_400_000 }),
        fc.constantFrom('open', 'closed', 'rest', 'call_auction', undefined),
        (d, later, status) => {
          const priceDate = d.toISOString().slice(0, 10);
          const words = quoteAsOf(priceDate, status, d.getTime() + later);
          expect(words.startsWith(priceDate.slice(5))).toBe(true);
          // a quote of an earlier day is always its close, never 交易中
          if (later >= 86_400_000) expect(words.slice(6)).toBe('收盘');
          expect(['收盘', '交易中', '休市', '集合竞价']).toContain(words.slice(6));
          if (words.endsWith('交易中')) expect(status).toBe('open');
        },
      ),
    );
  });
});
