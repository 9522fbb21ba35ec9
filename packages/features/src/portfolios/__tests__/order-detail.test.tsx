// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { pendingBuy } from '../../shared/test/fund-fixtures';
import { PortfolioTradeDetailScreen } from '../../portfolios/screens/trade-detail-screen';
import { order } from './fixtures';

function render(o = order()) {
  return renderRoute({
    url: '/accounts/funds/portfolios/trades/501',
    routes: [
      { path: '/accounts/funds/portfolios/trades/:id', element: <PortfolioTradeDetailScreen /> },
    ],
    handlers: { 'GET /funds/portfolio_trades/501/': { body: o } },
    token: 't',
  });
}

const child = (direction: 0 | 1 | 3 | 5 | 10, id: number) =>
  pendingBuy({
    id,
    direction,
    status: 0,
    amount: direction === 1 ? null : '100.00',
    shares: '50.00',
  });

describe('a portfolio order’s detail (spec 001 §3 Portfolio trade record, §4 Trade statuses and directions)', () => {
  it('spec 001 §4: shows the coupon as 返现 with two decimals once the order counts as success', async () => {
    render(order({ status: 1, coupon_record: { id: 1, amount: '10', name: '买组合返现红包' } }));
    expect(await screen.findByText('返现10.00元')).toBeInTheDocument();
    expect(screen.getByText('买组合返现红包')).toBeInTheDocument();
  });

  it('spec 001 §4: an order that does not count as success shows the coupon’s amount with two decimals, not as cashback', async () => {
    render(order({ status: 2, coupon_record: { id: 1, amount: '10', name: '买组合返现红包' } }));
    expect(await screen.findByText('10.00元')).toBeInTheDocument();
    expect(screen.queryByText(/返现10/)).toBeNull();
  });

  it('spec 001 §4: status 0 with is_remittance shows the remittance information', async () => {
    render(order({ status: 0, is_remittance: true, remittance_date: '2026-04-21' }));
    const note = await screen.findByTestId('remittance-info');
    expect(note).toHaveTextContent('（请于2026-04-21前完成）');
    expect(within(note).getByRole('link', { name: '汇款说明' })).toHaveAttribute(
      'href',
      '/funds/remittance_notice/',
    );
    await expectNoSeriousAxeViolations();
  });

  it('spec 001 §3: shows the failure_notification with its action', async () => {
    render(
      order({
        status: 2,
        failure_notification: {
          title: '交易失败，资金将退回银行卡',
          url: '/accounts/funds/portfolios/trades/',
          action_title: '查看交易记录',
        },
      }),
    );
    const alert = await screen.findByTestId('failure-notification');
    expect(alert).toHaveTextContent('交易失败，资金将退回银行卡');
    expect(within(alert).getByRole('link', { name: '查看交易记录' })).toBeInTheDocument();
  });

  it('spec 001 §4 Trade directions: names each child trade by the direction table', async () => {
    render(
      order({
        direction: 10,
        trade_record_list: [child(0, 1), child(1, 2), child(10, 3), child(3, 4), child(5, 5)],
      }),
    );
    const list = await screen.findByRole('list', { name: '各基金交易' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.split(' · ')[0])).toEqual([
      '买入',
      '卖出',
      '调仓',
      '强减',
      '定投',
    ]);
  });
});
