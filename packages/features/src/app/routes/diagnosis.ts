import { route, withQuery } from './route';

const D = '/symbols/funds/diagnosis';

/** Screens of the 'diagnosis' area (spec 001 §2 Funds market and diagnosis). */
export const diagnosisRoutes = {
  diagnosisHome: route('/symbols/funds/diagnosis/', () => `${D}/`),
  diagnosisSearch: route('/symbols/funds/diagnosis/search', (q?: { q?: string }) =>
    withQuery(`${D}/search`, q),
  ),
  /** Companies left, their funds right. */
  diagnosisCompany: route('/symbols/funds/diagnosis/company', () => `${D}/company`),
  /** Diagnose followed funds. */
  diagnosisOptional: route('/symbols/funds/diagnosis/optional', () => `${D}/optional`),
  diagnosisDetail: route(
    '/symbols/funds/diagnosis/detail/:symbol/',
    (symbol: string) => `${D}/detail/${encodeURIComponent(symbol)}/`,
  ),
  /** Tracked diagnoses. */
  diagnosisReview: route('/symbols/funds/diagnosis/review/', () => `${D}/review/`),
  diagnosisReviewDetail: route(
    '/symbols/funds/diagnosis/review/detail/:id/',
    (id: number | string) => `${D}/review/detail/${encodeURIComponent(String(id))}/`,
  ),
  fundPotential: route(
    '/symbols/funds/potential/:symbol/',
    (symbol: string) => `/symbols/funds/potential/${encodeURIComponent(symbol)}/`,
  ),
  fundAssetForecast: route(
    '/symbols/funds/asset_forecast/:symbol/',
    (symbol: string) => `/symbols/funds/asset_forecast/${encodeURIComponent(symbol)}/`,
  ),
  fundAssetForecastShort: route('/s/:symbol/asset_forecast/'),
} as const;
