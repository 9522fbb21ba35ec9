import { withQuery } from './query';

const enc = encodeURIComponent;

/**
 * Screens of the 'quant' area (spec 001 §2 "Funds market and diagnosis" Quant routes, §7 Quant):
 * a fund's factor analysis, the example strategies and the industry recommendations.
 */
export const quantPaths = {
  /**
   * A fund's quant factors; `factor_category` (`return`, `risk`, `style`) narrows the list.
   * @param symbol the fund's code, e.g. `000001`
   */
  quantAnalyse: (symbol: string, q?: { factor_category?: string }) =>
    withQuery(`/quant/${enc(symbol)}/analyse/`, q),
  quantStrategies: () => '/quant/strategies/',
  /** One strategy with its backtest index series. */
  quantStrategy: (id: number | string) => `/quant/strategies/${enc(String(id))}/`,
  quantIndustries: () => '/quant/industry_recommend/',
  /** One recommended industry (Shenwan level 1) with its stocks. */
  quantIndustry: (id: number | string) => `/quant/industry_recommend/${enc(String(id))}/`,
} as const;
