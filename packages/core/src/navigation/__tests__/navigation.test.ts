import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMemoryCookieJar } from '../../ports/cookies';
import type { CookieJar, CookieOptions } from '../../ports/cookies';
import { backTarget } from '../back';
import { loginUrl, safeNext } from '../safe-next';
import {
  ORIGIN_COOKIES,
  clearOrigin,
  consumeTradeDetailJump,
  hasTradeDetailJump,
  markTradeDetailJump,
  readOrigin,
  rememberOrigin,
} from '../origins';
import { failedPortfolioTradeUrl, tradesTab } from '../trades-tab';

describe('back navigation (000 §2)', () => {
  it('goes to / when there is no referrer and no hash (000 §2)', () => {
    expect(backTarget('', '')).toEqual({ kind: 'home', href: '/' });
    expect(backTarget(null, '#')).toEqual({ kind: 'home', href: '/' });
  });

  it('goes back in history with a referrer or a hash (000 §2)', () => {
    expect(backTarget('https://example.com/', '')).toEqual({ kind: 'history' });
    expect(backTarget('', '#tab=1')).toEqual({ kind: 'history' });
  });
});

describe('login next (000 §2)', () => {
  it('encodes the current path and query into next (000 §2)', () => {
    expect(loginUrl('/s/000001/buy/?amount=100&x=a b')).toBe(
      '/accounts/login/?next=%2Fs%2F000001%2Fbuy%2F%3Famount%3D100%26x%3Da%20b',
    );
  });

  it('round-trips through URLSearchParams back to the same path (000 §2)', () => {
    const path = '/p/12/buy/proposal/?bankCardId=3&amount=1000.00&isBao=0';
    const next = new URLSearchParams(loginUrl(path).split('?')[1]).get('next');
    expect(next).toBe(path);
    expect(safeNext(next)).toBe(path);
  });

  it('defaults to /accounts/mine/ without next (000 §2)', () => {
    expect(safeNext(undefined)).toBe('/accounts/mine/');
    expect(safeNext('')).toBe('/accounts/mine/');
    expect(safeNext(null, '/')).toBe('/');
  });

  it('keeps same-origin paths (000 §2)', () => {
    for (const p of [
      '/',
      '/accounts/funds/',
      '/s/000001/?a=1#x',
      '/search/?q=%E5%9F%BA%E9%87%91',
      '/a%2Fb',
    ]) {
      expect(safeNext(p)).toBe(p);
    }
  });

  it('refuses anything off our origin (000 §2)', () => {
    const evil = [
      '//evil.com',
      '//evil.com/path',
      'https://evil.com',
      'http://evil.com/accounts/mine/',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '/\\evil.com',
      '\\\\evil.com',
      '/\\/evil.com',
      '%2F%2Fevil.com',
      '/%2F%2Fevil.com',
      '/%2Fevil.com',
      '%2f%2fevil.com',
      '/%5Cevil.com',
      '/%255C%255Cevil.com',
      '%252F%252Fevil.com',
      '/%252F%252Fevil.com',
      ' //evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '\u0000//evil.com',
      '/%09/evil.com',
      '/%0d%0a/evil.com',
      '/%E0%A4%A',
      'evil.com',
      'accounts/mine/',
      '/\u3000/evil.com',
    ];
    for (const n of evil) expect(safeNext(n), JSON.stringify(n)).toBe('/accounts/mine/');
  });

  it('property: whatever safeNext returns resolves on our origin (000 §2)', () => {
    const base = 'https://jijin.example';
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
        ),
        (raw) => {
          const out = safeNext(raw);
          expect(new URL(out, base).origin).toBe(base);
          let decoded = out;
          try {
            decoded = decodeURIComponent(out);
          } catch {
            /* keep */
          }
          expect(decoded.startsWith('//')).toBe(false);
          expect(out.includes('\\')).toBe(false);
        },
      ),
    );
  });
});

describe('remembered origins (000 §2, §9; 001 §2)', () => {
  function spyJar(): CookieJar & { options: Record<string, CookieOptions | undefined> } {
    const jar = createMemoryCookieJar();
    const options: Record<string, CookieOptions | undefined> = {};
    return {
      options,
      get: jar.get,
      remove: jar.remove,
      set(name, value, o) {
        options[name] = o;
        jar.set(name, value, o);
      },
    };
  }

  it('defaults each origin to / (000 §2)', () => {
    const jar = createMemoryCookieJar();
    for (const k of Object.keys(ORIGIN_COOKIES) as (keyof typeof ORIGIN_COOKIES)[])
      expect(readOrigin(jar, k)).toBe('/');
  });

  it('remembers buy/sell, trade detail, fund detail, portfolio and risk test origins for 10 days (000 §2, §9)', () => {
    const jar = spyJar();
    expect(rememberOrigin(jar, 'buySell', '/s/000001/')).toBe(true);
    expect(rememberOrigin(jar, 'riskTest', '/p/3/buy/', 1)).toBe(true);
    expect(readOrigin(jar, 'buySell')).toBe('/s/000001/');
    expect(jar.options[ORIGIN_COOKIES.buySell]).toEqual({ expires: 10, path: '/' });
    expect(jar.options[ORIGIN_COOKIES.riskTest]?.expires).toBe(1);
    clearOrigin(jar, 'buySell');
    expect(readOrigin(jar, 'buySell')).toBe('/');
  });

  it('never stores or returns an off-origin target (000 §2)', () => {
    const jar = createMemoryCookieJar({ [ORIGIN_COOKIES.fundDetail]: '//evil.com' });
    expect(readOrigin(jar, 'fundDetail')).toBe('/');
    expect(rememberOrigin(jar, 'portfolio', 'https://evil.com/')).toBe(false);
    expect(jar.get(ORIGIN_COOKIES.portfolio)).toBeUndefined();
  });

  it('sets and consumes the trade-detail jump flag (001 §2)', () => {
    const jar = createMemoryCookieJar();
    expect(consumeTradeDetailJump(jar)).toBe(false);
    markTradeDetailJump(jar);
    expect(hasTradeDetailJump(jar)).toBe(true);
    expect(hasTradeDetailJump(jar)).toBe(true);
    expect(consumeTradeDetailJump(jar)).toBe(true);
    expect(hasTradeDetailJump(jar)).toBe(false);
    expect(consumeTradeDetailJump(jar)).toBe(false);
  });
});

describe('failed portfolio trade (001 §2)', () => {
  it('goes to the trades list with tab 0 buy, 1 sell, and 2,3 merged (001 §2)', () => {
    expect(failedPortfolioTradeUrl(0)).toBe('/accounts/funds/portfolios/trades/?tab=0');
    expect(failedPortfolioTradeUrl(1)).toBe('/accounts/funds/portfolios/trades/?tab=1');
    expect(failedPortfolioTradeUrl(2)).toBe('/accounts/funds/portfolios/trades/?tab=2,3');
    expect(tradesTab(3)).toBe('2,3');
    expect(() => tradesTab(4 as 0)).toThrow(RangeError);
  });
});

describe('safeNext decoding depth (000 §2)', () => {
  it('refuses values still encoded after 5 decoding levels (000 §2)', () => {
    expect(safeNext('/a%2525252525252F')).toBe('/accounts/mine/');
    expect(safeNext('/a%25252F')).toBe('/a%25252F');
  });
});
