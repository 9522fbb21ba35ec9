// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { BuyProposalScreen } from '../../portfolios/screens/buy-proposal-screen';
import { PortfolioBuyScreen } from '../../portfolios/screens/buy-screen';
import { buyProposal, icbcCard, order, portfolio, portfolioCoupon } from './fixtures';

const routes = [
  { path: '/p/:id/buy/', element: <PortfolioBuyScreen /> },
  { path: '/p/:id/buy/proposal/', element: <BuyProposalScreen /> },
];

const emptyBao = {
  worth_value: '0.00',
  worth_value_enable: '0.00',
  income_latest: '0.00',
  income_total: '0.00',
  trade_date: null,
  amount_unconfirm: '0.00',
  shares_list: [],
};

function render(url: string, coupons = [portfolioCoupon()], detail = portfolio()): RenderedRoute {
  return renderRoute({
    url,
    routes,
    handlers: {
      'GET /portfolio/11/': { body: detail },
      'GET /accounts/bank_cards/mine/': { body: [icbcCard()] },
      'GET /funds/bao/mine/': { body: emptyBao },
      'GET /portfolio/advisor_investment_risk_questions/mine/': {
        body: { portfolio_id: 11, passed: true, investment_risk: 5, portfolio_risk: 4 },
      },
      'GET /accounts/settings/': {
        body: { id: 3, username: '用户', open_account_step: 'done', is_manager: false },
      },
      'GET /funds/fund_portfolios/buy_fee/': {
        body: { fare: '10.52', fare_ratio: 0.1, discount_rate: 0.1 },
      },
      'GET /coupons/available/': { body: coupons },
      'GET /funds/fund_portfolios/buy/proposal/': { body: buyProposal() },
      'POST /funds/fund_portfolios/buy/': { body: order() },
    },
    token: 't',
  });
}

const PRESELECTED = '优惠券：买组合返现红包 -10.00元';

async function confirmWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '确认买入' }));
  const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
  await user.type(within(dialog).getByLabelText('交易密码'), '135790');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
}

describe('the portfolio buy coupon (spec 001 §4 Coupon: only usable ones can be selected)', () => {
  it('titles the coupon 魔盒专享券 for a pandora’s-box portfolio (spec 001 §4)', async () => {
    const user = userEvent.setup();
    render('/p/11/buy/?amount=10000', [portfolioCoupon()], portfolio({ is_pandoras_box: true }));
    await user.click(await screen.findByLabelText('魔盒专享券：买组合返现红包 -10.00元'));
    expect(await screen.findByRole('dialog', { name: '选择魔盒专享券' })).toBeInTheDocument();
  });

  it('asks for the portfolio’s coupons, lists an unusable one disabled with the not-met note; no serious axe violation', async () => {
    const user = userEvent.setup();
    const r = render('/p/11/buy/?amount=2000');
    await user.click(await screen.findByLabelText('优惠券：暂无可用'));
    const picker = await screen.findByRole('dialog', { name: '选择优惠券' });
    expect(within(picker).getByRole('button', { name: /买组合返现红包/ })).toBeDisabled();
    expect(within(picker).getByText('购买金额未满5000元，暂不可用')).toBeInTheDocument();
    expect(r.api.callsTo('GET /coupons/available/')[0]!.query.get('portfolio_info')).toBe('11');
    await expectNoSeriousAxeViolations();
  });

  it('preselects the only usable coupon, carries it to the proposal, shows it there and sends it with the order', async () => {
    const user = userEvent.setup();
    const r = render('/p/11/buy/?amount=10000');
    expect(await screen.findByLabelText(PRESELECTED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步：查看买入方案' }));
    await waitFor(() =>
      expect(r.location()).toBe('/p/11/buy/proposal/?bankCardId=11&amount=10000.00&coupon=1'),
    );
    expect(await screen.findByText('买组合返现红包（10.00元）')).toBeInTheDocument();
    await confirmWithPassword(user);
    await waitFor(() => expect(r.location()).toBe('/accounts/funds/portfolios/trades/501'));
    expect(r.api.callsTo('POST /funds/fund_portfolios/buy/')[0]!.body).toMatchObject({
      coupon_id: 1,
    });
  });

  it('drops the coupon when the amount falls below its expense_min, keeps an investor’s 不使用; the proposal and the order carry none', async () => {
    const user = userEvent.setup();
    const r = render('/p/11/buy/?amount=10000');
    expect(await screen.findByLabelText(PRESELECTED)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: '买入金额' });
    await user.clear(input);
    await user.type(input, '2000');
    expect(await screen.findByLabelText('优惠券：暂无可用')).toBeInTheDocument();
    // back above the minimum, the only usable coupon is preselected again until the investor chooses
    await user.clear(input);
    await user.type(input, '10000');
    await user.click(await screen.findByLabelText(PRESELECTED));
    const picker = await screen.findByRole('dialog', { name: '选择优惠券' });
    await user.click(within(picker).getByRole('button', { name: /买组合返现红包 10\.00元/ }));
    expect(await screen.findByLabelText('优惠券：1张可用')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步：查看买入方案' }));
    await waitFor(() =>
      expect(r.location()).toBe('/p/11/buy/proposal/?bankCardId=11&amount=10000.00'),
    );
    await confirmWithPassword(user);
    await waitFor(() => expect(r.location()).toBe('/accounts/funds/portfolios/trades/501'));
    expect(r.api.callsTo('POST /funds/fund_portfolios/buy/')[0]!.body).not.toHaveProperty(
      'coupon_id',
    );
  });

  it('re-checks a coupon named in the proposal’s address: one not usable for the amount is not sent', async () => {
    const user = userEvent.setup();
    const r = render('/p/11/buy/proposal/?bankCardId=11&amount=2000.00&coupon=1');
    expect(await screen.findByTestId('proposal-000001')).toBeInTheDocument();
    expect(screen.queryByText(/买组合返现红包/)).not.toBeInTheDocument();
    await confirmWithPassword(user);
    await waitFor(() => expect(r.location()).toBe('/accounts/funds/portfolios/trades/501'));
    expect(r.api.callsTo('POST /funds/fund_portfolios/buy/')[0]!.body).not.toHaveProperty(
      'coupon_id',
    );
  });
});
