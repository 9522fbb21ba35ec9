import { baseApi, callApi } from '../app/base-api';
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
import type { ApiData } from '../app/api-types';

/**
 * The quant area's contract operations (spec 001 §7 Quant): the analysis and the top factor of a
 * fund, the senior factors' subscription (`idempotencyKey` is the `Idempotency-Key` header),
 * strategies with their index series and the recommended industries. Subscribing refetches the
 * analysis (tag `QuantAnalyse`).
 *
 * `quantIndustries` (GET /quant/industry_recommend/) stays hand-written: the home area already
 * injects that operation as `listQuantIndustries` into the same API, and one endpoint name can
 * be injected once (see README "Endpoints from the contract").
 */
export const quantApi = baseApi
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
  .injectEndpoints({
    endpoints: (build) => ({
      quantIndustries: build.query<ApiData<'/quant/industry_recommend/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/quant/industry_recommend/')),
      }),
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
  useQuantIndustriesQuery,
  useGetQuantIndustryQuery,
} = quantApi;
