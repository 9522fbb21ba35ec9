import { formatDateTime, formatMoney, tradeDirectionLabel } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { TradeStatusTag } from '@jijin/ui';
import {} from '@jijin/ui';
import { Link } from 'react-router-dom';
import type { FundTradeRecord } from '@jijin/core';
import styles from '../account-funds.module.css';

/** One trade record row: direction (bao naming), fund, amount or shares, status text and colour. */
export function TradeRow({ t }: { t: FundTradeRecord }) {
  const bao = Boolean(t.fund.is_bao);
  const moneyLike = bao || [0, 5, 6].includes(t.direction);
  return (
    <div className={styles.row}>
      <Link to={appPaths.tradeDetail(t.id)} className={styles.rowLink}>
        <span className={styles.rowMain}>
          <span className={styles.rowName}>
            {tradeDirectionLabel(t.direction, bao)} · {t.fund.abbr_name}
          </span>
          <span className={styles.rowSub}>{formatDateTime(t.apply_date)}</span>
        </span>
        <span className={styles.rowSide}>
          <span>
            {moneyLike ? `${formatMoney(t.amount, { grouping: true })}元` : `${t.shares ?? '--'}份`}
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
