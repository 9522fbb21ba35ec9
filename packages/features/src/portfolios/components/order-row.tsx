import { formatDateTime, formatMoney } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { TradeStatusTag } from '@jijin/ui';
import type { Schemas } from '../../app/api-types';
import { ListRowLink } from '../../shared/list-row-link';

/**
 * One portfolio order in a list (a cell of ui's `ListRow`, place it in `ListRows`, or in a
 * `PagedRow` inside a paged list): direction and portfolio (the link's name), the apply time, the
 * amount and the status; opens the order's detail.
 */
export function OrderRow({ o }: { o: Schemas['PortfolioTradeRecord'] }) {
  return (
    <ListRowLink
      to={appPaths.portfolioTradeDetail(o.id)}
      title={`${o.direction_display ?? ''} · ${o.portfolio.name}`}
      description={formatDateTime(o.apply_date)}
      extra={
        <>
          <span>{o.amount ? `${formatMoney(o.amount, { grouping: true })}元` : '--'}</span>
          <TradeStatusTag status={o.status} direction={o.direction} />
        </>
      }
    />
  );
}
