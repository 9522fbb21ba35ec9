import { formatDate } from '@jijin/core';
import { DEFAULT_TOPIC } from '../constants';
import { DEFAULT_PORTFOLIO_INVESTMENT_RISK } from '@jijin/core/constants';
import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows, MoneyText, RiskLevelBadge } from '@jijin/ui';
import { Tabs } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListMyPortfoliosQuery } from '../../portfolios/api';
import { Kv, Section, blocks as s } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';

const TOPICS = [
  { code: 'xds', title: '投顾组合' },
  { code: 'pandoras_box', title: '潘多拉魔盒' },
] as const;

/**
 * /accounts/funds/funds_portfolios/ (?topic=, default xds): the portfolios held in a topic with
 * each one as a list cell (risk level, worth, yesterday's income with its NAV date, total income,
 * amounts being confirmed; red up / green down), then the holdings' notifications.
 */
export function HoldingsScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const topic = params.get('topic') || DEFAULT_TOPIC;
  const q = useListMyPortfoliosQuery({ topic });
  return (
    <Page title="我的组合">
      <Tabs
        activeKey={topic}
        onChange={(k) => navigate(appPaths.myPortfolios({ topic: k }), { replace: true })}
      >
        {TOPICS.map((t) => (
          <Tabs.Tab key={t.code} title={t.title} />
        ))}
      </Tabs>
      <QueryState query={q}>
        {(m) => {
          const rows: Schemas['PortfolioHolding'][] = m.results;
          return (
            <>
              <Section label="组合资产">
                <Kv
                  items={[
                    [
                      '总市值（元）',
                      <MoneyText key="w" value={m.worth_value} data-testid="holdings-worth" />,
                    ],
                    ['昨日收益（元）', <MoneyText key="l" value={m.income_latest} signed />],
                    ['累计收益（元）', <MoneyText key="t" value={m.income_total} signed />],
                    ['净值日期', formatDate(m.trade_date ?? null)],
                  ]}
                />
                <p>
                  <Link className={s.link} to={appPaths.myPortfoliosIncome({ topic })}>
                    收益明细
                  </Link>{' '}
                  <Link className={s.link} to={appPaths.portfolioTrades()}>
                    交易记录
                  </Link>{' '}
                  <Link className={s.link} to={appPaths.portfolioManageFare()}>
                    投顾服务费
                  </Link>
                </p>
              </Section>
              {rows.length === 0 ? (
                <EmptyState
                  description="暂无持有的组合"
                  action={
                    <Link className={s.link} to={appPaths.portfolioTopic(topic)}>
                      去看看组合
                    </Link>
                  }
                />
              ) : (
                <Section title="持有组合">
                  <ListRows label="持有组合" flush>
                    {rows.map((h) => (
                      <ListRowLink
                        key={h.fund_portfolio.id}
                        to={appPaths.portfolioHolding(h.fund_portfolio.id)}
                        title={h.fund_portfolio.name}
                        description={
                          <>
                            <RiskLevelBadge
                              level={
                                h.fund_portfolio.investment_risk ??
                                DEFAULT_PORTFOLIO_INVESTMENT_RISK
                              }
                              kind="portfolio"
                            />{' '}
                            累计收益 <MoneyText value={h.income_total} signed />
                            {h.amount_unconfirm && h.amount_unconfirm !== '0.00' && (
                              <> · 确认中 {h.amount_unconfirm}元</>
                            )}
                          </>
                        }
                        extra={
                          <>
                            <MoneyText value={h.worth_value} unit="元" />
                            <span className={s.muted}>
                              昨日收益
                              {h.trade_date ? `（${formatDate(h.trade_date, 'MM-DD')}）` : ''}{' '}
                              <MoneyText value={h.income_latest} signed />
                            </span>
                          </>
                        }
                      />
                    ))}
                  </ListRows>
                  {rows.flatMap((h) =>
                    (h.notification ?? []).map((n) => (
                      <p key={`${h.fund_portfolio.id}-${n.url}`} className={s.muted} role="note">
                        {h.fund_portfolio.name}：{n.title} <Link to={n.url}>{n.action_title}</Link>
                      </p>
                    )),
                  )}
                </Section>
              )}
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}

export default HoldingsScreen;
