import { formatDate } from '@jijin/core';
import { compareMoney } from '@jijin/core/format';
import { appPaths } from '../../app/routes/index';
import { ListRows, MoneyText, RiskLevelBadge } from '@jijin/ui';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { LinkList } from '../../shared/link-list';
import { ListRowLink } from '../../shared/list-row-link';
import { LoadState } from '../../shared/load-state';
import { useListMyFundsQuery } from '../../shared/api';
import { useGetMyAssetsQuery } from '../../shared/api';
import styles from '../account-funds.module.css';

/**
 * /accounts/funds/: my fund holdings — totals (value, latest and total income, red up / green
 * down), each held fund as a list cell: risk level, code, shares, value, yesterday's income with
 * its NAV date, total income and money awaiting confirmation.
 */
export function HoldingsScreen() {
  const q = useListMyFundsQuery();
  const assets = useGetMyAssetsQuery();
  const rows = q.data ?? [];
  const data = assets.data
    ? (assets.data.funds ?? {
        worth_value: '0.00',
        income_latest: '0.00',
        income_total: '0.00',
        trade_date: assets.data.trade_date,
        fare: '0.00',
      })
    : undefined;
  return (
    <Page title="我的基金">
      <LoadState query={assets}>
        {data && (
          <>
            <section className={styles.card} aria-label="基金资产">
              <div className={styles.summaryMain}>
                <span className={styles.muted}>总金额（元）</span>
                <strong className={styles.big} data-testid="funds-worth">
                  <MoneyText value={data.worth_value} />
                </strong>
              </div>
              <dl className={styles.grid2}>
                <div>
                  <dt>
                    昨日收益{data.trade_date ? `（${formatDate(data.trade_date, 'MM-DD')}）` : ''}
                  </dt>
                  <dd>
                    <MoneyText value={data.income_latest} signed />
                  </dd>
                </div>
                <div>
                  <dt>累计收益</dt>
                  <dd>
                    <MoneyText value={data.income_total} signed />
                  </dd>
                </div>
              </dl>
            </section>
            <LinkList
              items={[
                { to: '/accounts/funds/trades/', label: '交易记录' },
                { to: '/accounts/funds/income/', label: '收益明细' },
                { to: '/accounts/funds/returns/', label: '收益日历与收益率' },
                { to: '/accounts/funds/analysis/', label: '持仓分析' },
                { to: '/accounts/funds/fixed_investments/', label: '定投计划' },
                { to: '/accounts/funds/bao/', label: '理财宝' },
              ]}
            />
          </>
        )}
      </LoadState>
      <LoadState query={q}>
        {q.data && (
          <>
            <section className={styles.card} aria-labelledby="holdings-title">
              <h2 id="holdings-title" className={styles.sectionTitle}>
                持有基金
              </h2>
              {rows.length === 0 ? (
                <p className={styles.muted}>
                  暂无持仓，<Link to={appPaths.fundMarket()}>去看看基金</Link>
                </p>
              ) : (
                <ListRows label="持有基金" flush>
                  {rows.map((h) => (
                    <ListRowLink
                      key={h.fund.symbol}
                      to={appPaths.holding(h.fund.symbol)}
                      title={h.fund.abbr_name}
                      description={
                        <>
                          {h.fund.investment_risk != null && (
                            <>
                              <RiskLevelBadge level={h.fund.investment_risk} />{' '}
                            </>
                          )}
                          {h.fund.symbol} · 持有{h.shares_current}份
                          {h.has_fixed_investment ? ' · 定投中' : ''}
                          {h.amount_unconfirm && compareMoney(h.amount_unconfirm, '0') > 0 ? (
                            <span className={`${styles.cellLine} ${styles.orange}`}>
                              待确认 <MoneyText value={h.amount_unconfirm} />元
                            </span>
                          ) : null}
                        </>
                      }
                      extra={
                        <>
                          <MoneyText value={h.worth_value} />
                          <span className={styles.cellLine}>
                            昨日{h.trade_date ? `（${formatDate(h.trade_date, 'MM-DD')}）` : ''}{' '}
                            <MoneyText value={h.income_latest} signed />
                          </span>
                          <span className={styles.cellLine}>
                            累计 <MoneyText value={h.income_total} signed />
                          </span>
                        </>
                      }
                    />
                  ))}
                </ListRows>
              )}
            </section>
          </>
        )}
      </LoadState>
    </Page>
  );
}

export default HoldingsScreen;
