import { formatDateTime, formatMoney, tradeDirectionLabel } from '@jijin/core';
import { TradeStatusTag } from '@jijin/ui';
import {} from '@jijin/ui';
import { Link } from 'react-router-dom';
import type { FundTradeRecord } from '@jijin/core';

/** One trade record row: direction (bao naming), fund, amount or shares, status text and colour. */
export function TradeRow({ t }: { t: FundTradeRecord }) {
  const bao = Boolean(t.fund.is_bao);
  const moneyLike = bao || [0, 5, 6].includes(t.direction);
  return (
    <div className="jj-row">
      <Link to={`/accounts/funds/trades/${t.id}/`} className="jj-row__link">
        <span className="jj-row__main">
          <span className="jj-row__name">
            {tradeDirectionLabel(t.direction, bao)} · {t.fund.abbr_name}
          </span>
          <span className="jj-row__sub">{formatDateTime(t.apply_date)}</span>
        </span>
        <span className="jj-row__side">
          <span>
            {moneyLike ? `${formatMoney(t.amount, { grouping: true })}元` : `${t.shares ?? '--'}份`}
          </span>
          <TradeStatusTag
            className="jj-row__sub"
            status={t.status}
            direction={t.direction}
            isBao={bao}
          />
        </span>
      </Link>
    </div>
  );
}
