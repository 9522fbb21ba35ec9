// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { HoldingScreen } from '../../portfolios/screens/holding-screen';
import { PortfolioIncomeScreen } from '../../portfolios/screens/income-screen';
import { PortfolioTradesScreen } from '../../portfolios/screens/trades-screen';
import { SharesInfoScreen } from '../../portfolios/screens/shares-info-screen';
import { ReportsScreen } from '../../portfolios/screens/reports-screen';
import { ManageFareScreen } from '../../portfolios/screens/manage-fare-screen';
import { holding, icbcCard, order } from './fixtures';

const page = <T,>(results: T[]) => ({
  current_page: 1,
  total_count: results.length,
  total_page: 1,
  results,
});

describe('a portfolio holding and its pages (spec 001 §2 "My funds … portfolio holdings")', () => {
  it('shows the worth, each fund at its NAV and links to income, trades, shares and service reports; no serious axe violation', async () => {
    renderRoute({
      url: '/accounts/funds/funds_portfolios/11/',
      routes: [{ path: '/accounts/funds/funds_portfolios/:id/', element: <HoldingScreen /> }],
      handlers: { 'GET /funds/fund_portfolios/11/': { body: holding() } },
      token: 't',
    });
    expect(await screen.findByTestId('holding-worth')).toHaveTextContent('7,003.20');
    expect(screen.getByTestId('holding-fund-000001')).toHaveTextContent(
      '持有3544.69份 · 净值1.1270',
    );
    const more = screen.getByRole('navigation', { name: '持仓信息' });
    expect(within(more).getByRole('link', { name: '收益明细' })).toHaveAttribute(
      'href',
      '/accounts/funds/funds_portfolios/11/income_list/',
    );
    expect(within(more).getByRole('link', { name: '份额明细' })).toHaveAttribute(
      'href',
      '/accounts/funds/funds_portfolios/11/shares_info/',
    );
    expect(within(more).getByRole('link', { name: '服务报告' })).toHaveAttribute(
      'href',
      '/accounts/portfolio/11/service_report/records/',
    );
    expect(screen.getByRole('link', { name: '全部' })).toHaveAttribute(
      'href',
      '/accounts/funds/funds_portfolios/11/trade_record_list/',
    );
    await expectNoSeriousAxeViolations();
  });

  it('income_list asks for this portfolio’s income, 30 a page (§9 income list), and lists each day', async () => {
    const r = renderRoute({
      url: '/accounts/funds/funds_portfolios/11/income_list/',
      routes: [
        {
          path: '/accounts/funds/funds_portfolios/:id/income_list/',
          element: <PortfolioIncomeScreen />,
        },
      ],
      handlers: {
        'GET /funds/income/portfolio_fund/': {
          body: page([{ trade_date: '2026-04-21', income_latest: '3.20', worth_value: '7003.20' }]),
        },
      },
      token: 't',
    });
    expect(await screen.findByText('2026-04-21')).toBeInTheDocument();
    expect(screen.getByText('市值 7003.20元')).toBeInTheDocument();
    const q = r.api.callsTo('GET /funds/income/portfolio_fund/')[0]!.query;
    expect(q.get('fund_portfolio_id')).toBe('11');
    expect(q.get('page_size')).toBe('30');
  });

  it('trade_record_list lists this portfolio’s orders by tab and asks for 2,3 on 调仓', async () => {
    const user = userEvent.setup();
    const r = renderRoute({
      url: '/accounts/funds/funds_portfolios/11/trade_record_list/',
      routes: [
        {
          path: '/accounts/funds/funds_portfolios/:id/trade_record_list/',
          element: <PortfolioTradesScreen />,
        },
      ],
      handlers: {
        'GET /funds/portfolio_trades/': (call) => ({
          body: page(
            call.query.get('direction') === '0'
              ? [order()]
              : [order({ id: 502, direction: 10, direction_display: '调仓', status: 10 })],
          ),
        }),
      },
      token: 't',
    });
    expect(await screen.findByRole('link', { name: /买入 · 三基金示例/ })).toHaveAttribute(
      'href',
      '/accounts/funds/portfolios/trades/501',
    );
    const first = r.api.callsTo('GET /funds/portfolio_trades/')[0]!.query;
    expect(first.get('fund_portfolio_id')).toBe('11');
    expect(first.get('direction')).toBe('0');
    await user.click(screen.getByRole('tab', { name: '调仓' }));
    await waitFor(() =>
      expect(r.location()).toBe('/accounts/funds/funds_portfolios/11/trade_record_list/?tab=2%2C3'),
    );
    expect(await screen.findByRole('link', { name: /调仓 · 三基金示例/ })).toHaveAttribute(
      'href',
      '/accounts/funds/portfolios/trades/502',
    );
    expect(r.api.callsTo('GET /funds/portfolio_trades/').at(-1)!.query.get('direction')).toBe(
      '2,3',
    );
  });

  it('shares_info shows the holding per card from the shares_info call and per fund', async () => {
    const r = renderRoute({
      url: '/accounts/funds/funds_portfolios/11/shares_info/',
      routes: [
        {
          path: '/accounts/funds/funds_portfolios/:id/shares_info/',
          element: <SharesInfoScreen />,
        },
      ],
      handlers: {
        'GET /funds/fund_portfolios/11/shares_info/': {
          body: [
            {
              id: 11,
              shares_current: '7003.20',
              worth_value: '7003.20',
              worth_value_enable: '7003.20',
              bank_card: icbcCard(),
            },
          ],
        },
        'GET /funds/fund_portfolios/11/': { body: holding() },
      },
      token: 't',
    });
    expect(await screen.findByText('中国工商银行（尾号1234）')).toBeInTheDocument();
    expect(screen.getByTestId('shares-total')).toHaveTextContent('各银行卡持有市值合计 7003.20元');
    expect(await screen.findByTestId('shares-fund-000014')).toHaveTextContent(
      '持有1341.72份，可用1341.72份',
    );
    expect(r.api.callsTo('GET /funds/fund_portfolios/11/shares_info/')).toHaveLength(1);
  });

  it('service reports list the monthly reports with a link to each', async () => {
    renderRoute({
      url: '/accounts/portfolio/11/service_report/records/',
      routes: [
        { path: '/accounts/portfolio/:id/service_report/records/', element: <ReportsScreen /> },
      ],
      handlers: {
        'GET /funds/portfolio/service_report/records/': {
          body: page([
            {
              id: 5,
              title: '三基金示例 2026年4月服务报告',
              fund_portfolio: { id: 11, name: '三基金示例' },
              start_date: '2026-04-20',
              end_date: '2026-04-30',
              percent: 1.23,
              track_percent: 0.5,
              publish_at: '2026-05-01T09:00:00+08:00',
            },
          ]),
        },
      },
      token: 't',
    });
    expect(
      await screen.findByRole('link', { name: /三基金示例 2026年4月服务报告/ }),
    ).toHaveAttribute('href', '/accounts/portfolio/service_report/records/5');
  });

  it('manage_fare shows the advisory fee totals and each month', async () => {
    renderRoute({
      url: '/accounts/portfolios/manage_fare/',
      routes: [{ path: '/accounts/portfolios/manage_fare/', element: <ManageFareScreen /> }],
      handlers: {
        'GET /funds/manage_fare/mine/': {
          body: {
            fare_total: '1.15',
            fare_unpaid: '0.96',
            results: [
              {
                id: 1,
                fund_portfolio: { id: 11, name: '三基金示例' },
                fare: '0.19',
                fare_ratio: 1,
                start_date: '2026-04-20',
                end_date: '2026-04-30',
                status: 1,
              },
            ],
          },
        },
      },
      token: 't',
    });
    expect(await screen.findByTestId('manage-fare-total')).toHaveTextContent('1.15');
    expect(screen.getByText(/年费率1% · 已收取/)).toBeInTheDocument();
  });
});
