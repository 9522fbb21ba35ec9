import { contractEndpoints } from '../app/contract-api';
import { backtestSmartFixedInvestment } from '../app/contract.gen';
import { sharedApi } from '../shared/api';

/** The smart 定投 backtest (designed `GET /funds/fixed_investment/smart_backtest/`); no tags. */
export const fundsSmartBacktestApi = sharedApi.injectEndpoints({
  endpoints: contractEndpoints({ backtestSmartFixedInvestment }),
});

export const { useBacktestSmartFixedInvestmentQuery } = fundsSmartBacktestApi;
