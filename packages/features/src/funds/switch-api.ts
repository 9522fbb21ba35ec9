import { contractEndpoints } from '../app/contract-api';
import { getFundSwitchEstimate, getFundSwitchTargets, switchFund } from '../app/contract.gen';
import { sharedApi } from '../shared/api';

/**
 * 基金转换 (designed `/funds/switch/…`), generated from the contract: the source's same-company
 * targets, the estimate of a switch placed now, and the order (one order, two legs; its
 * `idempotencyKey` is the `Idempotency-Key` header). The order changes holdings, trades and
 * assets, so it invalidates those shared tags.
 */
export const fundsSwitchApi = sharedApi
  .injectEndpoints({
    endpoints: contractEndpoints({ getFundSwitchTargets, getFundSwitchEstimate, switchFund }),
  })
  .enhanceEndpoints({
    endpoints: {
      getFundSwitchTargets: { providesTags: ['SharedHoldings'] },
      getFundSwitchEstimate: { providesTags: ['SharedHoldings'] },
      switchFund: { invalidatesTags: ['SharedHoldings', 'SharedTrades', 'SharedAssets'] },
    },
  });

export const {
  useGetFundSwitchTargetsQuery,
  useGetFundSwitchEstimateQuery,
  useSwitchFundMutation,
} = fundsSwitchApi;
