import { route, withQuery } from './route';

const enc = encodeURIComponent;

/**
 * Screens of the 'quant' area (spec 001 §2 "Funds market and diagnosis" Quant routes, §7 Quant):
 * a fund's factor analysis, the example strategies and the industry recommendations.
 */
export const quantRoutes = {
  /**
   * A fund's quant factors; `factor_category` (`return`, `risk`, `style`) narrows the list.
   * @param symbol the fund's code, e.g. `000001`
   */
  quantAnalyse: route(
    '/quant/:symbol/analyse/',
    (symbol: string, q?: { factor_category?: string }) =>
      withQuery(`/quant/${enc(symbol)}/analyse/`, q),
  ),
  quantStrategies: route('/quant/strategies/'),
  /** One strategy with its backtest index series. */
  quantStrategy: route(
    '/quant/strategies/:id/',
    (id: number | string) => `/quant/strategies/${enc(String(id))}/`,
  ),
  quantIndustries: route('/quant/industry_recommend/'),
  /** One recommended industry (Shenwan level 1) with its stocks. */
  quantIndustry: route(
    '/quant/industry_recommend/:id/',
    (id: number | string) => `/quant/industry_recommend/${enc(String(id))}/`,
  ),
} as const;
