// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { pendingBuy } from '../../shared/test/fund-fixtures';
import { HoldingScreen } from '../../portfolios/screens/holding-screen';
import { PortfolioFundSellScreen } from '../../portfolios/screens/fund-sell-screen';
import { holding, portfolio } from './fixtures';

const routes = [
  { path: '/accounts/funds/funds_portfolios/:id/', element: <HoldingScreen /> },
  { path: '/s/:symbol/:shareId/sell/', element: <PortfolioFundSellScreen /> },
];

function render(url: string, h = holding()) {
  return renderRoute({
    url,
    routes,
    handlers: {
      'GET /funds/fund_portfolios/11/': { body: h },
      'GET /funds/fund_portfolios/sell_fund_fee/': {
        body: {
          fare: '5.33',
          fare_ratio: 0.5,
          discount_rate: 1,
          amount_confirm_estimate: '1060.00',
        },
      },
      'POST /funds/fund_portfolios/sell_fund/': {
        body: pendingBuy({ id: 777, direction: 1, amount: null, shares: '1000.00' }),
      },
    },
    token: 't',
  });
}

describe('selling one fund out of a portfolio (spec 001 §2 /s/{symbol}/{shareId}/sell/, §7 sell_fund)', () => {
  it('spec 001 §2: the holding page offers 卖出 per fund, opening /s/{symbol}/{portfolio}/sell/', async () => {
    const user = userEvent.setup();
    const r = render('/accounts/funds/funds_portfolios/11/');
    await user.click(await screen.findByRole('button', { name: '卖出华夏成长混合' }));
    await waitFor(() => expect(r.location()).toBe('/s/000001/11/sell/'));
    expect(r.services.cookies.get('portfolio_origin')).toBe('/accounts/funds/funds_portfolios/11/');
  });

  it('spec 001 §5 Fund sell: says 最多可卖出{n}份 above the fund’s shares in the portfolio; no serious axe violation', async () => {
    const user = userEvent.setup();
    render('/s/000001/11/sell/');
    await user.type(await screen.findByRole('textbox', { name: '卖出份额' }), '4000');
    expect(await screen.findByText('最多可卖出3544.69份')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定卖出' })).toBeDisabled();
    await expectNoSeriousAxeViolations();
  });

  it('spec 001 §7: asks sell_fund_fee, sells through sell_fund (not /funds/sell/) and opens the fund trade', async () => {
    const user = userEvent.setup();
    const r = render('/s/000001/11/sell/');
    await user.type(await screen.findByRole('textbox', { name: '卖出份额' }), '1000');
    expect(await screen.findByTestId('sell-fund-fee')).toHaveTextContent('预估手续费 5.33元');
    const fee = r.api.callsTo('GET /funds/fund_portfolios/sell_fund_fee/')[0]!.query;
    expect(fee.get('fund_portfolio_id')).toBe('11');
    expect(fee.get('symbol')).toBe('000001');
    expect(fee.get('shares')).toBe('1000.00');
    await user.click(screen.getByRole('button', { name: '确定卖出' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(r.location()).toBe('/accounts/funds/trades/777/'));
    const call = r.api.callsTo('POST /funds/fund_portfolios/sell_fund/')[0]!;
    expect(call.body).toEqual({
      fund_portfolio_id: 11,
      symbol: '000001',
      shares: '1000.00',
      bank_card_id: 11,
      password: '135790',
    });
    expect(call.headers.get('idempotency-key')).toBeTruthy();
  });

  it('spec 001 §4: a portfolio whose selling is suspended refuses with 当前基金不可卖出', async () => {
    const user = userEvent.setup();
    render('/s/000001/11/sell/', holding({ fund_portfolio: portfolio({ allow_sell: false }) }));
    await user.type(await screen.findByRole('textbox', { name: '卖出份额' }), '10');
    expect(await screen.findByText('当前基金不可卖出')).toBeInTheDocument();
  });
});
