import { formatDate } from '@jijin/core';
import { compareMoney, sumSharesCurrent } from '@jijin/core/format';
import { rememberOrigin } from '@jijin/core/navigation';
import {
  DIVIDEND_TYPES,
  buyButtonState,
  isFixedInvestEnabled,
  sellButtonState,
  statusLabel,
} from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { ListRows, NavFreshnessTag, PercentText } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { LinkList } from '../../shared/link-list';
import { LoadState } from '../../shared/load-state';
import { HoldingReturns } from '../components/holding-returns';
import { HoldingSummary } from '../components/holding-summary';
import { useGetMyFundInfoQuery } from '../api';
import { TradeRow } from './trade-row';
import styles from '../account-funds.module.css';

/**
 * /accounts/funds/{symbol}/: one held fund — value, latest and total income, shares (summed to
 * 2 decimals), NAV and its date, money and shares awaiting confirmation, dividend type, and the
 * sub-pages (income, trade records, fixed investments, shares per card). The trade bar follows
 * the fund detail's button rules (spec 001 §4 Symbol buy button, fixed-invest button): core's
 * `buyButtonState`, `sellButtonState` (with the holding's own `allow_sell`) and
 * `isFixedInvestEnabled`.
 */
export function HoldingDetailScreen() {
  const { symbol = '' } = useParams();
  const q = useGetMyFundInfoQuery({ symbol });
  const navigate = useNavigate();
  const { cookies } = useServices();
  const d = q.data;
  const go = (path: string) => {
    rememberOrigin(cookies, 'buySell', `/accounts/funds/${symbol}/`);
    navigate(path);
  };
  const base = `/accounts/funds/${symbol}`;
  const buy = d ? buyButtonState(d.fund) : null;
  const sell = d
    ? sellButtonState({ ...d.fund, allow_sell: d.allow_sell && d.fund.allow_sell !== false })
    : null;
  return (
    <Page
      title={d?.fund.abbr_name ?? '持仓详情'}
      footer={
        d &&
        buy &&
        sell && (
          <div className={styles.tradeBar}>
            <Button disabled={!sell.enabled} onClick={() => go(appPaths.fundSell(symbol))}>
              {sell.label}
            </Button>
            {!d.fund.is_bao && (
              <Button disabled={!sell.enabled} onClick={() => go(appPaths.fundSwitch(symbol))}>
                转换
              </Button>
            )}
            {!d.fund.is_bao && (
              <Button
                disabled={!isFixedInvestEnabled(d.fund)}
                onClick={() => go(appPaths.fundFixedInvestment(symbol))}
              >
                定投
              </Button>
            )}
            <Button
              color="primary"
              disabled={!buy.enabled}
              onClick={() => go(appPaths.fundBuy(symbol))}
            >
              {buy.label}
            </Button>
          </div>
        )
      }
    >
      <LoadState query={q}>
        {d && (
          <>
            <HoldingSummary
              label="持仓"
              worthLabel="持有金额（元）"
              worthTestId="holding-worth"
              worth_value={d.worth_value}
              income_latest={d.income_latest}
              income_total={d.income_total}
              amount_unconfirm={d.amount_unconfirm}
              unconfirmLabel="待确认金额"
              extraFigures={
                <>
                  <div>
                    <dt>持有份额</dt>
                    <dd data-testid="holding-shares">{sumSharesCurrent(d.shares_list)}份</dd>
                  </div>
                  <div>
                    <dt>
                      最新净值
                      {d.fund.net_value_date
                        ? `（${formatDate(d.fund.net_value_date, 'MM-DD')}）`
                        : ''}
                    </dt>
                    <dd data-testid="holding-nav">{d.fund.net_value ?? '--'}</dd>
                    <dd>
                      <NavFreshnessTag stale={d.fund.nav_stale} navDate={d.fund.net_value_date} />
                    </dd>
                  </div>
                  <div>
                    <dt>日涨幅</dt>
                    <dd>
                      <PercentText value={d.fund.percent_day} />
                    </dd>
                  </div>
                  <div>
                    <dt>分红方式</dt>
                    <dd>{statusLabel(DIVIDEND_TYPES, d.divi_type, '--')}</dd>
                  </div>
                </>
              }
            >
              {d.sell_unconfirm && compareMoney(d.sell_unconfirm, '0') > 0 && (
                <p className={styles.orange}>卖出待确认 {d.sell_unconfirm}份</p>
              )}
              {d.fixed_invest_info?.next_date && (
                <p className={styles.muted}>
                  定投{d.fixed_invest_info.count ?? ''}个计划，下次扣款{' '}
                  {formatDate(d.fixed_invest_info.next_date)}
                </p>
              )}
              {d.divi_info && (
                <p className={styles.muted}>
                  最近分红 {formatDate(d.divi_info.divi_date)}
                  {d.divi_info.amount ? ` · ${d.divi_info.amount}元` : ''}
                  {d.divi_info.desc ? ` · ${d.divi_info.desc}` : ''}
                </p>
              )}
              {d.notification && (
                <p className={styles.note} role="note">
                  {d.notification.url ? (
                    <a href={d.notification.url}>{d.notification.title}</a>
                  ) : (
                    d.notification.title
                  )}
                </p>
              )}
            </HoldingSummary>
            {!d.fund.is_bao && <HoldingReturns symbol={symbol} />}
            <LinkList
              items={[
                { to: `${base}/income_list/`, label: '收益明细' },
                { to: `${base}/trade_record_list/`, label: '交易记录' },
                {
                  to: `${base}/fixed_investment/`,
                  label: '定投计划',
                  extra: d.has_fixed_investment
                    ? `${d.fixed_invest_info?.count ?? ''}个进行中`
                    : undefined,
                },
                { to: `${base}/shares_info/`, label: '份额明细' },
                {
                  to: `${base}/divi_type/`,
                  label: '修改分红方式',
                  extra: statusLabel(DIVIDEND_TYPES, d.divi_type),
                },
              ]}
            />
            {(d.trade_record_list ?? []).length > 0 && (
              <section className={styles.card} aria-labelledby="recent-trades">
                <h2 id="recent-trades" className={styles.sectionTitle}>
                  最近交易
                </h2>
                <ListRows flush>
                  {d.trade_record_list!.slice(0, 3).map((t) => (
                    <TradeRow key={t.id} t={t} />
                  ))}
                </ListRows>
              </section>
            )}
            <p className={styles.note}>
              <Link to={appPaths.fundDetail(symbol)}>查看基金详情</Link>
            </p>
          </>
        )}
      </LoadState>
    </Page>
  );
}

export default HoldingDetailScreen;
