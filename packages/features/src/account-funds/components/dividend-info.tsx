import { formatDate, formatMoney } from '@jijin/core';
import type { FundTradeRecord } from '@jijin/core/api';
import { List } from 'antd-mobile';
import { estimatedSuffix } from '../../shared/estimated';
import styles from '../account-funds.module.css';

/**
 * A 分红 trade's record (designed `dividend`): the ex-date, the shares held of record, the cash per
 * unit (marked 推算 when inferred from the NAV, not announced) and how it was paid — 现金分红 to the
 * card, or 红利再投 at the ex-date's NAV. Nothing for any other trade.
 */
export function DividendInfo({ t }: { t: FundTradeRecord }) {
  const d = t.dividend;
  if (!d) return null;
  const reinvest = Boolean(t.shares_confirm);
  return (
    <List className={styles.card} header="分红信息">
      <List.Item extra={formatDate(d.ex_date)}>除息日</List.Item>
      <List.Item extra={`${d.shares}份`}>权益登记份额</List.Item>
      <List.Item extra={`${d.per_unit}元/份${estimatedSuffix(d)}`}>每份分红</List.Item>
      <List.Item extra={reinvest ? '红利再投' : '现金分红'}>分红方式</List.Item>
      {t.amount_confirm && (
        <List.Item
          extra={`${formatMoney(t.amount_confirm, { grouping: true })}元${estimatedSuffix(d)}`}
        >
          {reinvest ? '再投金额' : '分红金额'}
        </List.Item>
      )}
      {d.is_estimated && (
        <List.Item>
          <span className={styles.muted}>
            推算：每份分红由单位净值与日增长率的差异推算，非基金公告数据
          </span>
        </List.Item>
      )}
    </List>
  );
}
