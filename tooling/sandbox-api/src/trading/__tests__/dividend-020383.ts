/**
 * The reference dividend of the sandbox tests: 020383 (华富成长趋势混合C), ex-date 2026-04-13,
 * inferred from its NAV file (shared data `fund_nav/eastmoney_nav_daily_return_to_2026-04`), with
 * the figures a test expects computed here from that file, not copied from the code under test.
 */
import Decimal from 'decimal.js';
import { expect } from 'vitest';
import { sharedFile, type Client } from '../../__tests__/helpers';

export const CODE = '020383';
export const EX = '2026-04-13';

/** The fund's unit NAV and Eastmoney's dividend-aware daily return by date. */
export const NAV_ROWS = new Map(
  sharedFile(`fund_nav/eastmoney_nav_daily_return_to_2026-04/${CODE}.csv`)
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .map(([d, nav, r]) => [d!, { nav: new Decimal(nav!), r: new Decimal(r!) }]),
);
/** The ex-date's row. */
export const ex = NAV_ROWS.get(EX)!;
/** 元/份: nav_{t-1} × (1 + r_t) − nav_t (t−1 = 2026-04-10), half-up to 4 decimals. */
export const PER_UNIT = NAV_ROWS.get('2026-04-10')!
  .nav.times(ex.r.plus(1))
  .minus(ex.nav)
  .toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
/** Half-up to 0.01 yuan. */
export const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Turns the user's 020383 holding to 红利再投 (divi_type 1) with the tests' trade password. */
export async function reinvestDividends(c: Client): Promise<void> {
  const change = await c.post('/funds/divi_type/change/', {
    fund_id: Number(CODE),
    divi_type: 1,
    password: '135790',
  });
  expect(change.body).toEqual({ detail: '提交成功' });
}
