import { contractEndpoints } from '../app/contract-api';
import { getSellEstimateByLot } from '../app/contract.gen';
import { sharedApi } from '../shared/api';

/**
 * The sell screen's lot-by-lot estimate (designed `GET /funds/returns/sell_estimate/`, generated
 * from the contract): FIFO parts with their redemption rate, the fee, the net, and the shares
 * under 7 days. It reads the holdings, so it is tagged `SharedHoldings` (a trade refetches it).
 */
export const fundsSellEstimateApi = sharedApi
  .injectEndpoints({ endpoints: contractEndpoints({ getSellEstimateByLot }) })
  .enhanceEndpoints({ endpoints: { getSellEstimateByLot: { providesTags: ['SharedHoldings'] } } });

export const { useGetSellEstimateByLotQuery } = fundsSellEstimateApi;
