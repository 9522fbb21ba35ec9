/** CSI 300 as a NAV-stats series, shared by the areas that compare funds with it. */
import { dayNum } from './calendar';
import type { Market } from './market';
import type { Series } from './nav-stats';

const cache = new WeakMap<Market, Series>();

/** The CSI 300 closes (hundredths of a point) by day number, cached per market. */
export function csiSeries(market: Market): Series {
  let s = cache.get(market);
  if (!s) {
    const h = market.csiHistory('1990-01-01', '2100-01-01');
    s = {
      days: Int32Array.from(h.map((p) => dayNum(p.date))),
      values: Int32Array.from(h.map((p) => p.close)),
    };
    cache.set(market, s);
  }
  return s;
}
