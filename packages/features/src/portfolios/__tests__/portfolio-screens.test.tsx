// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { PortfolioDetailScreen } from '../../portfolios/screens/portfolio-detail-screen';
import { BuyProposalScreen } from '../../portfolios/screens/buy-proposal-screen';
import { PortfolioBuyScreen } from '../../portfolios/screens/buy-screen';
import { PortfolioTradesScreen } from '../../portfolios/screens/trades-screen';
import { CreatePortfolioScreen } from '../../portfolios/screens/create-screen';
import { periodPoints } from '../../portfolios/chart-period';
import { buyProposal, icbcCard, order, portfolio } from './fixtures';

const settings = { id: 3, username: '用户', open_account_step: 'done', is_manager: false };

describe('the portfolio page /p/{id} (spec 001 §2 Fund portfolios, §4 position gating)', () => {
  it('shows the net value, the positions with their percent, and 买入 / 卖出; no serious axe violation', async () => {
    renderRoute({
      url: '/p/11',
      routes: [{ path: '/p/:id', element: <PortfolioDetailScreen /> }],
      handlers: {
        'GET /portfolio/11/': { body: portfolio() },
        'GET /portfolio/11/netvalue_history/': {
          body: { current_page: 1, total_count: 0, total_page: 0, results: [] },
        },
        'GET /statuses/portfolio_timeline/': {
          body: {
            current_page: 1,
            total_count: 1,
            total_page: 1,
            results: [
              {
                id: 5,
                title: '四月调仓说明',
                text: '<p>加仓债券</p>',
                content_type: 0,
                publish_at: '2026-04-20T10:00:00+08:00',
                user: {
                  id: 7,
                  username: '投顾小王',
                  avatar_xs: 'http://x/a',
                  avatar_sm: 'http://x/a',
                  avatar_md: 'http://x/a',
                  avatar_lg: 'http://x/a',
                },
              },
            ],
          },
        },
      },
    });
    expect(await screen.findByTestId('portfolio-net-value')).toHaveTextContent('1.0123');
    expect(await screen.findByRole('link', { name: /四月调仓说明/ })).toHaveAttribute(
      'href',
      '/statuses/5',
    );
    const list = screen.getByRole('list', { name: '各基金占比' });
    expect(
      within(list)
        .getByText(/华夏成长混合/)
        .closest('li'),
    ).toHaveTextContent('40%');
    expect(screen.getByRole('button', { name: '买入' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '定投' })).toBeDisabled();
    await expectNoSeriousAxeViolations();
  });

  it('turns 买入 and 卖出 off as 暂停交易 when trading is suspended', async () => {
    renderRoute({
      url: '/p/11',
      routes: [{ path: '/p/:id', element: <PortfolioDetailScreen /> }],
      handlers: {
        'GET /portfolio/11/': { body: portfolio({ allow_trade: false }) },
        'GET /statuses/portfolio_timeline/': {
          body: { current_page: 1, total_count: 0, total_page: 0, results: [] },
        },
      },
    });
    expect(await screen.findByText('暂无组合动态')).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: '暂停交易' });
    expect(buttons).toHaveLength(2);
    buttons.forEach((b) => expect(b).toBeDisabled());
  });
});

describe('the portfolio buy (spec 001 §5 Portfolio buy)', () => {
  const handlers = {
    'GET /portfolio/11/': { body: portfolio() },
    'GET /accounts/bank_cards/mine/': { body: [icbcCard()] },
    'GET /funds/bao/mine/': {
      body: {
        worth_value: '0.00',
        worth_value_enable: '0.00',
        income_latest: '0.00',
        income_total: '0.00',
        trade_date: null,
        amount_unconfirm: '0.00',
        shares_list: [],
      },
    },
    'GET /portfolio/advisor_investment_risk_questions/mine/': {
      body: { portfolio_id: 11, passed: true, investment_risk: 5, portfolio_risk: 4 },
    },
    'GET /accounts/settings/': { body: settings },
    'GET /funds/fund_portfolios/buy_fee/': {
      body: { fare: '10.52', fare_ratio: 0.1, discount_rate: 0.1 },
    },
  };

  it('says 最低买入1000元 below the minimum and 买入金额超过银行单笔限额 above the card limit, keeping the amount', async () => {
    const user = userEvent.setup();
    renderRoute({
      url: '/p/11/buy/',
      routes: [{ path: '/p/:id/buy/', element: <PortfolioBuyScreen /> }],
      handlers,
      token: 't',
    });
    const input = await screen.findByRole('textbox', { name: '买入金额' });
    await user.type(input, '999');
    expect(await screen.findByText('最低买入1000元')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '60000');
    expect(
      await screen.findByText('买入金额超过银行单笔限额，建议选择网银转账方式'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('60000');
  });

  it('says 余额不足 when paying from a bao that is short', async () => {
    const user = userEvent.setup();
    renderRoute({
      url: '/p/11/buy/?amount=10000',
      routes: [{ path: '/p/:id/buy/', element: <PortfolioBuyScreen /> }],
      handlers,
      token: 't',
    });
    await user.click(await screen.findByRole('checkbox', { name: /使用理财宝支付/ }));
    expect(await screen.findByText('余额不足')).toBeInTheDocument();
  });

  it('places one order with an Idempotency-Key for a double tap and opens its detail', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => {};
    const gate = new Promise<void>((r) => (resolve = r));
    const r = renderRoute({
      url: '/p/11/buy/proposal/?bankCardId=11&amount=10000.00',
      routes: [{ path: '/p/:id/buy/proposal/', element: <BuyProposalScreen /> }],
      handlers: {
        'GET /funds/fund_portfolios/buy/proposal/': { body: buyProposal() },
        'POST /funds/fund_portfolios/buy/': async () => {
          await gate;
          return { body: order() };
        },
      },
      token: 't',
    });
    expect(await screen.findByTestId('proposal-000001')).toHaveTextContent('4,000.00');
    await user.click(screen.getByRole('button', { name: '确认买入' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    const ok = within(dialog).getByRole('button', { name: '确定' });
    await user.click(ok);
    await user.click(ok);
    resolve();
    await waitFor(() => expect(r.location()).toBe('/accounts/funds/portfolios/trades/501'));
    const posts = r.api.callsTo('POST /funds/fund_portfolios/buy/');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(posts[0]!.body).toMatchObject({
      fund_portfolio_id: 11,
      amount: '10000.00',
      bank_card_id: 11,
      password: '135790',
    });
  });

  it('sends a failed buy to the trades list on the buy tab (tab=0)', async () => {
    const user = userEvent.setup();
    const r = renderRoute({
      url: '/p/11/buy/proposal/?bankCardId=11&amount=10000.00',
      routes: [{ path: '/p/:id/buy/proposal/', element: <BuyProposalScreen /> }],
      handlers: {
        'GET /funds/fund_portfolios/buy/proposal/': { body: buyProposal() },
        'POST /funds/fund_portfolios/buy/': {
          body: order({ status: 4, status_display: '扣款失败' }),
        },
      },
      token: 't',
    });
    await user.click(await screen.findByRole('button', { name: '确认买入' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(r.location()).toBe('/accounts/funds/portfolios/trades/?tab=0'));
  });

  it('shows a wrong password under the input and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderRoute({
      url: '/p/11/buy/proposal/?bankCardId=11&amount=10000.00',
      routes: [{ path: '/p/:id/buy/proposal/', element: <BuyProposalScreen /> }],
      handlers: {
        'GET /funds/fund_portfolios/buy/proposal/': { body: buyProposal() },
        'POST /funds/fund_portfolios/buy/': {
          status: 400,
          body: { errors: { password: ['交易密码错误，还可尝试4次'] } },
        },
      },
      token: 't',
    });
    await user.click(await screen.findByRole('button', { name: '确认买入' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    await user.type(within(dialog).getByLabelText('交易密码'), '000000');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(/交易密码错误，还可尝试4次/)).toBeInTheDocument();
  });
});

describe('the portfolio trades list (spec 001 §2: tabs 2 and 3 merge into 2,3)', () => {
  it('asks for direction 2,3 on the merged tab', async () => {
    const r = renderRoute({
      url: '/accounts/funds/portfolios/trades/?tab=2,3',
      routes: [{ path: '/accounts/funds/portfolios/trades/', element: <PortfolioTradesScreen /> }],
      handlers: {
        'GET /funds/portfolio_trades/': {
          body: { current_page: 1, total_count: 0, total_page: 0, results: [] },
        },
      },
      token: 't',
    });
    await waitFor(() => expect(r.api.callsTo('GET /funds/portfolio_trades/')).toHaveLength(1));
    expect(r.api.callsTo('GET /funds/portfolio_trades/')[0]!.query.get('direction')).toBe('2,3');
  });
});

describe('an advisor creates a portfolio (spec 001 §5 Fund proposal)', () => {
  it('shrinks each fund options to the tenths left and asks to reach 100 %', async () => {
    const user = userEvent.setup();
    renderRoute({
      url: '/portfolio/create/',
      routes: [{ path: '/portfolio/create/', element: <CreatePortfolioScreen /> }],
      handlers: {
        'GET /accounts/settings/': { body: { ...settings, is_manager: true } },
        'GET /portfolio/fund_candidates/': {
          body: {
            current_page: 1,
            total_count: 2,
            total_page: 1,
            results: [
              { symbol: '000001', abbr_name: '华夏成长混合' },
              { symbol: '000014', abbr_name: '华夏聚利债券A' },
            ],
          },
        },
        'GET /portfolio/check_amount_min_buy/': {
          body: { valid: true, amount_min_buy: '1000.00', message: '组合起购金额1000.00元' },
        },
      },
      token: 't',
    });
    await user.type(await screen.findByRole('searchbox', { name: '添加基金' }), '华夏');
    await user.click(await screen.findByRole('button', { name: '添加华夏成长混合' }));
    await user.click(screen.getByRole('button', { name: '添加华夏聚利债券A' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '华夏成长混合仓位' }), '70');
    const second = screen.getByRole('combobox', { name: '华夏聚利债券A仓位' });
    expect(
      within(second)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0%', '10%', '20%', '30%']);
    expect(screen.getByRole('alert')).toHaveTextContent('请上调部分基金仓位，确保总占比达到100%');
    await user.selectOptions(second, '30');
    await waitFor(() =>
      expect(screen.queryByText('请上调部分基金仓位，确保总占比达到100%')).not.toBeInTheDocument(),
    );
  });
});

describe('the chart periods (spec 001 §9 m, 3m, y, ty, start)', () => {
  it('rebases the portfolio and CSI 300 to the first day of the period', () => {
    const pts = [
      { date: '2025-12-31', percentage_begin: 10, percent_track: 0 },
      { date: '2026-01-30', percentage_begin: 21, percent_track: 10 },
    ];
    const ty = periodPoints(pts, 'ty');
    expect(ty.map((p) => [p.percentage_begin, p.percent_track])).toEqual([
      [0, 0],
      [10, 10],
    ]);
  });
});
