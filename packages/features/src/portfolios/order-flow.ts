import {
  failedPortfolioTradeUrl,
  markTradeDetailJump,
  readOrigin,
  rememberOrigin,
} from '@jijin/core/navigation';
import { appPaths } from '../app/routes/index';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../app/services-context';
import {
  errorTitle,
  isDefinitiveRejection,
  useIdempotencyKey,
  useSingleFlight,
} from '../shared/trade-attempt';

/** Failure statuses of an order (spec 001 §4): trade / pay / entrust failed, rebalance failed. */
const FAILED = new Set([2, 4, 5, 12, 14]);

/** The trades-list tab of a failed order (spec 001 §2: 0 buy, 1 sell, 2 and 3 merged). */
function failedTab(direction: number): 0 | 1 | 2 {
  return direction === 0 ? 0 : direction === 1 ? 1 : 2;
}

/**
 * Submits one portfolio order with the trade password: one Idempotency-Key per attempt (a double
 * tap or a retry returns the same order), then the order's detail — or, when the order came back
 * failed, the trades list on its tab (spec 001 §2 Back navigation). The trade detail's 完成
 * returns to the remembered portfolio origin — the page the trade began on (spec 000 §2, 001 §2:
 * default /).
 */
export function useOrderSubmit<B extends object>(
  send: (arg: {
    body: B;
    idempotencyKey: string;
  }) => Promise<{ id: number; status: number; direction: number }>,
) {
  const { keyFor, settle } = useIdempotencyKey();
  const { cookies } = useServices();
  const navigate = useNavigate();
  return useSingleFlight(async (body: B) => {
    const key = keyFor(JSON.stringify({ ...body, password: undefined }));
    try {
      const order = await send({ body, idempotencyKey: key });
      settle();
      if (FAILED.has(order.status)) {
        navigate(failedPortfolioTradeUrl(failedTab(order.direction)), { replace: true });
        return;
      }
      markTradeDetailJump(cookies);
      rememberOrigin(cookies, 'tradeDetail', readOrigin(cookies, 'portfolio'));
      navigate(appPaths.portfolioTradeDetail(order.id), { replace: true });
    } catch (e) {
      if (isDefinitiveRejection(e)) settle();
      throw new Error(errorTitle(e), { cause: e });
    }
  });
}
