import { MoneyText } from '@jijin/ui';
import { compareMoney } from '@jijin/core/format';
import { appPaths } from '../../app/routes/index';
import { Link } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetMyAssetsQuery } from '../../shared/api';
import styles from '../accounts.module.css';

type Section = Schemas['AccountAssetsSection'];

/** Whether a fare is shown: only when above 0 (spec 000 §3). */
export function showsFare(fare: string | null | undefined): boolean {
  return fare !== null && fare !== undefined && fare !== '' && compareMoney(fare, 0) > 0;
}

function SectionCard({
  id,
  title,
  to,
  section,
}: {
  id: string;
  title: string;
  to: string;
  section: Section;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        <Link to={to}>{title}</Link>
      </h2>
      <dl>
        <div className={styles.kv}>
          <dt>持有金额（元）</dt>
          <dd>
            <MoneyText value={section.worth_value} />
          </dd>
        </div>
        <div className={styles.kv}>
          <dt>昨日收益{section.trade_date ? `（${section.trade_date}）` : ''}</dt>
          <dd>
            <MoneyText value={section.income_latest} signed />
          </dd>
        </div>
        <div className={styles.kv}>
          <dt>累计收益</dt>
          <dd>
            <MoneyText value={section.income_total} signed />
          </dd>
        </div>
        {showsFare(section.fare) && (
          <div className={styles.kv}>
            <dt>投顾服务费</dt>
            <dd>
              <MoneyText value={section.fare} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/**
 * /accounts/my_assets/ (spec 000 §3): assets_total, trade_date, income_latest, income_total
 * (fare when above 0), then the sections bao, funds, private_funds and the fund_portfolios
 * topics. Money in yuan with 2 decimals; gains red, losses green.
 */
export function MyAssetsScreen() {
  const assets = useGetMyAssetsQuery();
  return (
    <Page title="我的资产">
      <QueryState query={assets}>
        {(a) => (
          <>
            <section className={styles.assetsTotal} aria-labelledby="assets-total">
              <h2 id="assets-total" style={{ margin: 0, fontSize: 14, fontWeight: 'normal' }}>
                总资产（元）{a.trade_date ? `· ${a.trade_date}` : ''}
              </h2>
              <MoneyText
                className={styles.assetsTotalAmount}
                value={a.assets_total}
                data-testid="assets-total"
              />
              <dl className={styles.assetsTotalRow}>
                <div>
                  <dt>昨日收益</dt>
                  <dd>
                    <MoneyText value={a.income_latest} signed />
                  </dd>
                </div>
                <div>
                  <dt>累计收益</dt>
                  <dd>
                    <MoneyText value={a.income_total} signed />
                  </dd>
                </div>
                {showsFare(a.fare) && (
                  <div>
                    <dt>服务费</dt>
                    <dd>
                      <MoneyText value={a.fare} />
                    </dd>
                  </div>
                )}
              </dl>
              <p style={{ margin: '8px 0 0', display: 'flex', gap: 16 }}>
                <Link to="/accounts/funds/returns/">收益日历与收益率</Link>
                <Link to="/accounts/funds/analysis/">持仓分析</Link>
              </p>
            </section>
            {a.bao && (
              <SectionCard id="assets-bao" title="理财宝" to={appPaths.bao()} section={a.bao} />
            )}
            {a.funds && (
              <SectionCard
                id="assets-funds"
                title="公募基金"
                to={appPaths.myFunds()}
                section={a.funds}
              />
            )}
            {a.private_funds && (
              <SectionCard
                id="assets-private"
                title="私募基金"
                to={appPaths.privateFundsHoldings()}
                section={a.private_funds}
              />
            )}
            {(a.fund_portfolios ?? []).map((topic) => (
              <SectionCard
                key={topic.code}
                id={`assets-topic-${topic.code}`}
                title={topic.title}
                to={appPaths.myPortfolios({ topic: topic.code })}
                section={topic}
              />
            ))}
            <p className={`${styles.section} ${styles.muted}`}>
              可用钱包余额 <MoneyText value={a.wallets_available} /> 元 · 已绑定银行卡{' '}
              {a.bank_cards_count} 张
            </p>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default MyAssetsScreen;
