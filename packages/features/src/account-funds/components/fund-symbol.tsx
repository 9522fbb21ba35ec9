import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundScreen } from '../../app/route-error';

/**
 * A fund code as the `:symbol` segment of `/accounts/funds/:symbol/…` carries it: letters and
 * digits only (public funds are 6 digits, e.g. 000001). The named sub-pages other areas keep
 * under `/accounts/funds/` (`funds_portfolios`, …) have underscores, so they are never taken
 * for a fund here (`/accounts/funds/funds_portfolios/` showed 基金不存在).
 */
export const FUND_SYMBOL_SEGMENT = /^[0-9A-Za-z]+$/;

/**
 * The screen of a `:symbol` route, answering 页面不存在 (the frame's not-found) when the segment
 * is not a fund code instead of asking the server for a fund that cannot exist. A static route
 * another area declares at the same depth still wins (react-router ranks static segments first).
 */
export function forFundSymbol(Screen: ComponentType): ComponentType {
  function FundSymbolScreen() {
    const { symbol = '' } = useParams();
    return FUND_SYMBOL_SEGMENT.test(symbol) ? <Screen /> : <NotFoundScreen />;
  }
  return FundSymbolScreen;
}
