import { baseApi, callApi } from '../app/base-api';
import type { ApiData, RequestBody, RequestQuery } from '../app/api-types';

/** `?factor_category=` of the analysis (return, risk, style), or none for all. */
export type AnalyseArg = { symbol: string; factor_category?: string };
/** A strategy's index series for one period (m, 3m, y, ty, start). */
export type StrategyIndexesArg = {
  id: number;
  period: NonNullable<RequestQuery<'/quant/strategies/{id}/indexes/', 'get'>['period']>;
};

/**
 * The quant area's endpoints (spec 001 §7 Quant), every call typed by the contract. Subscribing
 * to the senior factors refetches the analysis (tag QuantAnalyse).
 */
export const quantApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['QuantAnalyse'] })
  .injectEndpoints({
    endpoints: (build) => ({
      quantAnalyse: build.query<ApiData<'/quant/{symbol}/analyse/', 'get'>, AnalyseArg>({
        queryFn: ({ symbol, factor_category }, api) =>
          callApi(api, (c) =>
            c.get('/quant/{symbol}/analyse/', {
              params: { path: { symbol }, query: factor_category ? { factor_category } : {} },
            }),
          ),
        providesTags: ['QuantAnalyse'],
      }),
      quantMaxFactor: build.query<ApiData<'/quant/{symbol}/max_factor/', 'get'>, string>({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.get('/quant/{symbol}/max_factor/', { params: { path: { symbol } } }),
          ),
        providesTags: ['QuantAnalyse'],
      }),
      quantSubscribeSenior: build.mutation<
        ApiData<'/members/service_subscriptions/quant_senior_factor/subscribe/', 'post'>,
        {
          body: RequestBody<
            '/members/service_subscriptions/quant_senior_factor/subscribe/',
            'post'
          >;
          idempotencyKey: string;
        }
      >({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) =>
            c.post('/members/service_subscriptions/quant_senior_factor/subscribe/', {
              params: { header: { 'Idempotency-Key': idempotencyKey } },
              body,
            }),
          ),
        invalidatesTags: ['QuantAnalyse'],
      }),
      quantStrategies: build.query<ApiData<'/quant/strategies/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/quant/strategies/')),
      }),
      quantStrategy: build.query<ApiData<'/quant/strategies/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/quant/strategies/{id}/', { params: { path: { id } } })),
      }),
      quantStrategyIndexes: build.query<
        ApiData<'/quant/strategies/{id}/indexes/', 'get'>,
        StrategyIndexesArg
      >({
        queryFn: ({ id, period }, api) =>
          callApi(api, (c) =>
            c.get('/quant/strategies/{id}/indexes/', {
              params: { path: { id }, query: { period } },
            }),
          ),
      }),
      quantIndustries: build.query<ApiData<'/quant/industry_recommend/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/quant/industry_recommend/')),
      }),
      quantIndustry: build.query<ApiData<'/quant/industry_recommend/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/quant/industry_recommend/{id}/', { params: { path: { id } } }),
          ),
      }),
    }),
  });

export const {
  useQuantAnalyseQuery,
  useQuantMaxFactorQuery,
  useQuantSubscribeSeniorMutation,
  useQuantStrategiesQuery,
  useQuantStrategyQuery,
  useQuantStrategyIndexesQuery,
  useQuantIndustriesQuery,
  useQuantIndustryQuery,
} = quantApi;
