import { withQuery } from './query';

const D = '/symbols/funds/diagnosis';

/** Screens of the 'diagnosis' area (spec 001 §2 Funds market and diagnosis). */
export const diagnosisPaths = {
  diagnosisHome: () => `${D}/`,
  diagnosisSearch: (q?: { q?: string }) => withQuery(`${D}/search`, q),
  /** Companies left, their funds right. */
  diagnosisCompany: () => `${D}/company`,
  /** Diagnose followed funds. */
  diagnosisOptional: () => `${D}/optional`,
  diagnosisDetail: (symbol: string) => `${D}/detail/${encodeURIComponent(symbol)}/`,
  /** Tracked diagnoses. */
  diagnosisReview: () => `${D}/review/`,
  diagnosisReviewDetail: (id: number | string) =>
    `${D}/review/detail/${encodeURIComponent(String(id))}/`,
  fundPotential: (symbol: string) => `/symbols/funds/potential/${encodeURIComponent(symbol)}/`,
  fundAssetForecast: (symbol: string) =>
    `/symbols/funds/asset_forecast/${encodeURIComponent(symbol)}/`,
} as const;
