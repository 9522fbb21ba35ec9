import { useGetCnMarketQuery } from '../api';
import { MARKET_POLL_MS } from './quote';

/**
 * The A-share overview (trade status, indexes, sectors), polled every 5,000 ms only while the
 * market is open (spec 001 §9); `open` tells the screen to poll its own quotes too.
 */
export function useMarketOverview() {
  const first = useGetCnMarketQuery();
  const open = first.data?.trade_status === 'open';
  const q = useGetCnMarketQuery(undefined, { pollingInterval: open ? MARKET_POLL_MS : 0 });
  return { q, open };
}
