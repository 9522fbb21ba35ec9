import { sharedApi } from '../shared/api';
import { contractEndpoints } from '../app/contract-api';
import {
  getQuantAnalyse,
  getQuantIndustry,
  getQuantMaxFactor,
  getQuantStrategy,
  getQuantStrategyIndexes,
  listQuantStrategies,
  subscribeQuantSeniorFactor,
} from '../app/contract.gen';

/**
 * The quant area's contract operations (spec 001 §7 Quant): the analysis and the top factor of a
 * fund, the senior factors' subscription (`idempotencyKey` is the `Idempotency-Key` header),
 * strategies with their index series and the recommended industries. Subscribing refetches the
 * analysis (tag `QuantAnalyse`).
 *
 * `listQuantIndustries` (GET /quant/industry_recommend/) is injected once in `shared/api.ts`: the
 * home area reads it too.
 */
export const quantApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['QuantAnalyse'] })
  .injectEndpoints({
    endpoints: contractEndpoints({
      getQuantAnalyse,
      getQuantMaxFactor,
      subscribeQuantSeniorFactor,
      listQuantStrategies,
      getQuantStrategy,
      getQuantStrategyIndexes,
      getQuantIndustry,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      getQuantAnalyse: { providesTags: ['QuantAnalyse'] },
      getQuantMaxFactor: { providesTags: ['QuantAnalyse'] },
      subscribeQuantSeniorFactor: { invalidatesTags: ['QuantAnalyse'] },
    },
  });

export const {
  useGetQuantAnalyseQuery,
  useGetQuantMaxFactorQuery,
  useSubscribeQuantSeniorFactorMutation,
  useListQuantStrategiesQuery,
  useGetQuantStrategyQuery,
  useGetQuantStrategyIndexesQuery,
  useListQuantIndustriesQuery,
  useGetQuantIndustryQuery,
} = quantApi;
