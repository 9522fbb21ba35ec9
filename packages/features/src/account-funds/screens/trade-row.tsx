import { formatDateTime, formatMoney, tradeDirectionLabel } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { TradeStatusTag } from '@jijin/ui';
import { Link } from 'react-router-dom';
import type { FundTradeRecord } from '@jijin/core';
import styles from '../account-funds.module.css';
import { estimatedSuffix } from '../../shared/estimated';

/** One trade record row: direction (bao naming; 转换转出 / 转换转入 for a switch leg), fund, amount (a 分红's cash, 推算 when inferred) or shares, status text and colour. */
export function TradeRow({ t }: { t: FundTradeRecord }) {
  const bao = Boolean(t.fund.is_bao);
  // a 基金转换 leg (转换转出 / 转换转入) counts shares: the in leg's money is known only once confirmed
  const switchLeg = Boolean(t.switch_legs?.length);
  // a 分红 (4) shows its cash (or the amount reinvested), 推算 when inferred from the NAV
  const moneyLike = !switchLeg && (bao || [0, 4, 5, 6].includes(t.direction));
  const label =
    switchLeg && t.direction_display ? t.direction_display : tradeDirectionLabel(t.direction, bao);
  return (
    <div className={styles.row}>
      <Link to={appPaths.tradeDetail(t.id)} className={styles.rowLink}>
        <span className={styles.rowMain}>
          <span className={styles.rowName}>
            {label} · {t.fund.abbr_name}
          </span>
          <span className={styles.rowSub}>{formatDateTime(t.apply_date)}</span>
        </span>
        <span className={styles.rowSide}>
          <span>
            {moneyLike
              ? `${formatMoney(t.amount, { grouping: true })}元${estimatedSuffix(t.dividend)}`
              : `${t.shares ?? t.shares_confirm ?? '--'}份`}
          </span>
          <TradeStatusTag
            className={styles.rowSub}
            status={t.status}
            direction={t.direction}
            isBao={bao}
          />
        </span>
      </Link>
    </div>
  );
}
