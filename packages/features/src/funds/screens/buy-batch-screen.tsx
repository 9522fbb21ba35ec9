import { Navigate, useParams, useSearchParams } from 'react-router-dom';

/**
 * /s/{symbol}/buy_batch/?amountMinBuy=: the batch-buy entry. With one fund it is the buy page
 * with the amount prefilled (the minimum given by the caller).
 */
export function BuyBatchScreen() {
  const { symbol = '' } = useParams();
  const [params] = useSearchParams();
  const amount = params.get('amountMinBuy');
  return <Navigate to={`/s/${symbol}/buy/${amount ? `?amount=${encodeURIComponent(amount)}` : ''}`} replace />;
}

export default BuyBatchScreen;
