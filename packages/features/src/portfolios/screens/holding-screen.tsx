import { formatDate } from '@jijin/core';
import { sumSharesCurrent } from '@jijin/core/format';
import { appPaths } from '../../app/routes/index';
import { ListRow, ListRows, MoneyText } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetMyPortfolioQuery } from '../../portfolios/api';
import { Actions, Kv, Section, blocks as s } from '../../shared/blocks';
import { OrderRow } from '../../portfolios/components/order-row';
import {
  portfolioTradeButtons,
  usePortfolioTradeStart,
} from '../../portfolios/components/portfolio-parts';

/**
 * /accounts/funds/funds_portfolios/{id}/: one held portfolio — worth, incomes, amounts being
 * confirmed, notifications (e.g. the advisor adjusted: 去调仓), each fund's shares and worth at
 * the last published NAV (each with 卖出 of that fund alone, `/s/{symbol}/{id}/sell/`), recent
 * orders, and 买入 / 卖出 / 调仓 gated as spec 001 §4 (Portfolio position gating) says.
 */
export function HoldingScreen() {
  const id = Number(useParams().id);
  const q = useGetMyPortfolioQuery({ id });
  const go = usePortfolioTradeStart();
  return (
    <Page title="组合持仓">
      <QueryState query={q}>
        {(h) => {
          const card = h.shares_list[0]?.bank_card;
          const p = h.fund_portfolio;
          const b = portfolioTradeButtons(p, h.allow_sell);
          return (
            <>
              <Section label="持仓概况">
                <h2 className={s.title}>
                  <Link to={appPaths.portfolioDetail(id)}>{h.fund_portfolio.name}</Link>
                </h2>
                <p className={s.big}>
                  <MoneyText value={h.worth_value} unit="元" data-testid="holding-worth" />
                </p>
                <Kv
                  items={[
                    ['昨日收益（元）', <MoneyText key="l" value={h.income_latest} signed />],
                    ['累计收益（元）', <MoneyText key="t" value={h.income_total} signed />],
                    ['买入确认中（元）', <MoneyText key="b" value={h.buy_unconfirm ?? '0'} />],
                    [
                      '卖出确认中（元）',
                      <MoneyText key="s" value={h.sell_amount_unconfirm ?? '0'} />,
                    ],
                    ['累计投顾服务费（元）', <MoneyText key="f" value={h.fare} />],
                    ['净值日期', formatDate(h.trade_date ?? null)],
                  ]}
                />
                <p className={s.muted}>各银行卡持有市值合计 {sumSharesCurrent(h.shares_list)}元</p>
              </Section>
              {(h.notification ?? []).map((n) => (
                <Section key={n.url} label="通知">
                  <p role="note">
                    {n.title}{' '}
                    <Link className={s.link} to={n.url}>
                      {n.action_title}
                    </Link>
                  </p>
                </Section>
              ))}
              <Section title="持有基金">
                <ListRows label="持有基金" flush>
                  {(h.funds_list ?? []).map((f) => (
                    <div key={f.fund.symbol} data-testid={`holding-fund-${f.fund.symbol}`}>
                      <ListRow
                        title={f.fund.abbr_name}
                        description={`持有${f.shares_current}份 · 净值${f.worth_value_per ?? '--'}`}
                        extra={<MoneyText value={f.worth_value} unit="元" />}
                        action={
                          b.sell.enabled && f.fund.allow_sell !== false ? (
                            <Button
                              size="mini"
                              aria-label={`卖出${f.fund.abbr_name}`}
                              onClick={() => go(appPaths.portfolioFundSell(f.fund.symbol, id))}
                            >
                              卖出
                            </Button>
                          ) : undefined
                        }
                      />
                    </div>
                  ))}
                </ListRows>
              </Section>
              <Section
                title="最近交易"
                right={
                  <Link className={s.link} to={appPaths.portfolioTradeRecordList(id)}>
                    全部
                  </Link>
                }
              >
                <ListRows label="最近交易" flush>
                  {(h.trade_record_list ?? []).map((o) => (
                    <OrderRow key={o.id} o={o} />
                  ))}
                </ListRows>
              </Section>
              <Section title="更多">
                <nav aria-label="持仓信息">
                  <p>
                    <Link className={s.link} to={appPaths.portfolioIncomeList(id)}>
                      收益明细
                    </Link>
                  </p>
                  <p>
                    <Link className={s.link} to={appPaths.portfolioSharesInfo(id)}>
                      份额明细
                    </Link>
                  </p>
                  <p>
                    <Link className={s.link} to={appPaths.portfolioServiceReports(id)}>
                      服务报告
                    </Link>
                  </p>
                </nav>
              </Section>
              <Actions>
                {h.allow_rebalance && p.allow_trade && card && (
                  <Button
                    block
                    color="warning"
                    size="large"
                    onClick={() =>
                      go(appPaths.portfolioRebalanceProposal(id, { bankCardId: card.id }))
                    }
                  >
                    按新配置调仓
                  </Button>
                )}
                <Button
                  block
                  size="large"
                  disabled={!b.sell.enabled}
                  onClick={() => go(appPaths.portfolioSell(id))}
                >
                  {b.sell.label}
                </Button>
                <Button
                  block
                  color="primary"
                  size="large"
                  disabled={!b.buy.enabled}
                  onClick={() => go(appPaths.portfolioBuy(id))}
                >
                  {b.buy.label}
                </Button>
              </Actions>
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}

export default HoldingScreen;
