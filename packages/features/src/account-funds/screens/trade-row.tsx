import { formatDateTime, formatMoney, tradeDirectionLabel, tradeStatusColor, tradeStatusText } from '@jijin/core';
import { Link } from 'react-router-dom';
import type { FundTradeRecord } from '../../shared/fund-model';
import { tokenColor } from '../../shared/numbers';

/** One trade record row: direction (bao naming), fund, amount or shares, status text and colour. */
export function TradeRow({ t }: { t: FundTradeRecord }) {
  const bao = Boolean(t.fund.is_bao);
  const moneyLike = bao || [0, 5, 6].includes(t.direction);
  return (
    <li className="jj-row">
      <Link to={`/accounts/funds/trades/${t.id}/`} className="jj-row__link">
        <span className="jj-row__main">
          <span className="jj-row__name">
            {tradeDirectionLabel(t.direction, bao)} · {t.fund.abbr_name}
          </span>
          <span className="jj-row__sub">{formatDateTime(t.apply_date)}</span>
        </span>
        <span className="jj-row__side">
          <span>{moneyLike ? `${formatMoney(t.amount, { grouping: true })}元` : `${t.shares ?? '--'}份`}</span>
          <span className="jj-row__sub" style={{ color: tokenColor(tradeStatusColor(t.status)) }}>
            {tradeStatusText(t.status, { direction: t.direction, is_bao: bao })}
          </span>
        </span>
      </Link>
    </li>
  );
}
