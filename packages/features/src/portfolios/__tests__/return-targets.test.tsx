// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { HoldingScreen } from '../../portfolios/screens/holding-screen';
import { BuyProposalScreen } from '../../portfolios/screens/buy-proposal-screen';
import { PortfolioTradeDetailScreen } from '../../portfolios/screens/trade-detail-screen';
import { PortfolioDetailScreen } from '../../portfolios/screens/portfolio-detail-screen';
import { buyProposal, holding, icbcCard, order, portfolio } from './fixtures';

const routes = [
  { path: '/accounts/funds/funds_portfolios/:id/', element: <HoldingScreen /> },
  { path: '/p/:id', element: <PortfolioDetailScreen /> },
  { path: '/p/:id/buy/proposal/', element: <BuyProposalScreen /> },
  { path: '/accounts/funds/portfolios/trades/:id', element: <PortfolioTradeDetailScreen /> },
];

function render(url: string) {
  return renderRoute({
    url,
    routes,
    handlers: {
      'GET /funds/fund_portfolios/11/': { body: holding() },
      'GET /portfolio/11/': { body: portfolio() },
      'GET /accounts/bank_cards/mine/': { body: [icbcCard()] },
      'GET /funds/fund_portfolios/buy/proposal/': { body: buyProposal() },
      'POST /funds/fund_portfolios/buy/': { body: order() },
      'GET /funds/portfolio_trades/501/': { body: order() },
    },
    token: 't',
  });
}

async function buyAndFinish(r: ReturnType<typeof render>) {
  const user = userEvent.setup();
  await r.router.navigate('/p/11/buy/proposal/?bankCardId=11&amount=10000.00');
  await user.click(await screen.findByRole('button', { name: '确认买入' }));
  const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
  await user.type(within(dialog).getByLabelText('交易密码'), '135790');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(r.location()).toBe('/accounts/funds/portfolios/trades/501'), {
    timeout: 5000,
  });
  await user.click(await screen.findByRole('button', { name: '完成' }, { timeout: 5000 }));
}

describe('return targets after a portfolio order (spec 000 §2 remembered origins, 001 §2 Back navigation)', () => {
  it('spec 001 §2: an order begun on the holding page returns there on 完成 (the portfolio origin)', async () => {
    const user = userEvent.setup();
    const r = render('/accounts/funds/funds_portfolios/11/');
    await user.click(await screen.findByRole('button', { name: '买入' }));
    expect(r.services.cookies.get('portfolio_origin')).toBe('/accounts/funds/funds_portfolios/11/');
    await buyAndFinish(r);
    await waitFor(() => expect(r.location()).toBe('/accounts/funds/funds_portfolios/11/'));
  });

  it('spec 001 §2: an order begun on the portfolio page returns there on 完成', async () => {
    const user = userEvent.setup();
    const r = render('/p/11');
    await user.click(await screen.findByRole('button', { name: '买入' }));
    await buyAndFinish(r);
    // the portfolio page (its chart and positions) renders slowly on a loaded machine
    await waitFor(() => expect(r.location()).toBe('/p/11'), { timeout: 5000 });
  });

  it('spec 000 §2: with no remembered portfolio origin, 完成 goes to / (the default)', async () => {
    const r = render('/accounts/funds/portfolios/trades/501');
    await screen.findByRole('button', { name: '完成' });
    await buyAndFinish(r);
    await waitFor(() => expect(r.location()).toBe('/'));
  });
});
