import { formatDateTime, formatMoney, tradeDirectionLabel } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { TradeStatusTag } from '@jijin/ui';
import type { FundTradeRecord } from '@jijin/core/api';
import { ListRowLink } from '../../shared/list-row-link';
import { estimatedSuffix } from '../../shared/estimated';

/**
 * One trade record as a list cell (ui's `ListRow`; place it in `ListRows`, or in a `PagedRow`
 * inside a paged list): direction (bao naming; 转换转出 / 转换转入 for a switch leg) and fund as
 * the link's name, the apply time, the amount (a 分红's cash, 推算 when inferred) or shares, and the
 * status text and colour; opens the trade's detail.
 */
export function TradeRow({ t }: { t: FundTradeRecord }) {
  const bao = Boolean(t.fund.is_bao);
  // a 基金转换 leg (转换转出 / 转换转入) counts shares: the in leg's money is known only once confirmed
  const switchLeg = Boolean(t.switch_legs?.length);
  // a 分红 (4) shows its cash (or the amount reinvested), 推算 when inferred from the NAV
  const moneyLike = !switchLeg && (bao || [0, 4, 5, 6].includes(t.direction));
  const label =
    switchLeg && t.direction_display ? t.direction_display : tradeDirectionLabel(t.direction, bao);
  return (
    <ListRowLink
      to={appPaths.tradeDetail(t.id)}
      title={`${label} · ${t.fund.abbr_name}`}
      description={formatDateTime(t.apply_date)}
      extra={
        <>
          <span>
            {moneyLike
              ? `${formatMoney(t.amount, { grouping: true })}元${estimatedSuffix(t.dividend)}`
              : `${t.shares ?? t.shares_confirm ?? '--'}份`}
          </span>
          <TradeStatusTag status={t.status} direction={t.direction} isBao={bao} />
        </>
      }
    />
  );
}
