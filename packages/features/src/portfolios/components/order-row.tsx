import { formatDateTime, formatMoney } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { TradeStatusTag } from '@jijin/ui';
import type { Schemas } from '../../app/api-types';
import { Row } from '../../shared/blocks';

/**
 * One portfolio order in a list: direction, portfolio, amount, status; opens its detail. The link is
 * named by what it shows (axe label-content-name-mismatch).
 */
export function OrderRow({ o }: { o: Schemas['PortfolioTradeRecord'] }) {
  return (
    <Row
      to={appPaths.portfolioTradeDetail(o.id)}
      name={`${o.direction_display ?? ''} · ${o.portfolio.name}`}
      sub={formatDateTime(o.apply_date)}
      side={
        <>
          <div>{o.amount ? `${formatMoney(o.amount, { grouping: true })}元` : '--'}</div>
          <TradeStatusTag status={o.status} direction={o.direction} />
        </>
      }
    />
  );
}
