// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BaoIncomeScreen } from '../screens/bao-income-screen';
import { BaoScreen } from '../screens/bao-screen';
import { BaoTradesScreen } from '../screens/bao-trades-screen';
import { BaoTransferScreen } from '../screens/bao-transfer-screen';
import { FixedInvestmentDetailScreen } from '../screens/fixed-investment-detail-screen';
import { FixedInvestmentsScreen } from '../screens/fixed-investments-screen';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { icbcCard, pendingBuy } from '../../shared/test/fund-fixtures';

const plan = (status = 0) => ({
  id: 31,
  amount: '100.00',
  first_date: '2026-05-08',
  next_date: '2026-05-08',
  period_unit: 0,
  trade_day: 8,
  status,
  total_amount: '300.00',
  total_times: 3,
  fund: { symbol: '000001', abbr_name: '华夏成长混合' },
  sign_date: '2026-04-20',
  protocol_no: 'FI20260420001',
  bank_card: icbcCard(),
  trade_records: [pendingBuy({ id: 120, direction: 5, amount: '100.00' })],
});

describe('FixedInvestmentsScreen and detail (spec 001 §4 Fixed investment status, 000 §5 ending)', () => {
  it('lists plans with schedule, amount and status', async () => {
    renderRoutes(
      '/accounts/funds/fixed_investments/',
      [{ path: '/accounts/funds/fixed_investments/', element: <FixedInvestmentsScreen /> }],
      [
        {
          path: '/funds/fixed_investment/mine/',
          reply: () => ({
            current_page: 1,
            total_count: 2,
            total_page: 1,
            results: [plan(0), { ...plan(1), id: 32 }],
          }),
        },
      ],
    );
    const list = await screen.findByRole('list', { name: '定投计划' });
    const links = await within(list).findAllByRole('link');
    // each plan is a list cell: the link is the fund's name, schedule and status sit beside it
    const rows = links.map((a) => a.closest<HTMLElement>('.jj-list-row')!);
    expect(links[0]).toHaveAccessibleName('华夏成长混合');
    expect(rows[0]).toHaveTextContent('每月8日定投 100.00元');
    expect(rows[0]).toHaveTextContent('正常');
    expect(rows[0]).toHaveTextContent('下次扣款 2026-05-08');
    expect(rows[1]).toHaveTextContent('已终止');
    await expectNoAxeViolations();
  });

  it('ends a plan only after the confirmation that deductions stop permanently, with the password', async () => {
    let ended = false;
    const api: FakeRoute[] = [
      { path: '/funds/fixed_investment/31/', reply: () => plan(ended ? 1 : 0) },
      {
        method: 'POST',
        path: '/funds/fixed_investment/31/disable/',
        reply: () => {
          ended = true;
          return plan(1);
        },
      },
    ];
    const { user, calls } = renderRoutes(
      '/accounts/funds/fixed_investments/31/',
      [
        {
          path: '/accounts/funds/fixed_investments/:id/',
          element: <FixedInvestmentDetailScreen />,
        },
      ],
      api,
    );
    expect(await screen.findByTestId('fixed-status')).toHaveTextContent('正常');
    expect(screen.getByText('每月8日 100.00元')).toBeTruthy();
    expect(screen.getByText('FI20260420001')).toBeTruthy();
    expect(screen.getByText('定投 · 华夏成长混合')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: '终止定投' }));
    const confirm = await screen.findByRole('dialog', { name: '终止定投' });
    expect(confirm).toHaveTextContent(
      '终止定投后将永久停止扣款，且该定投计划无法恢复，确定终止吗？已发起的扣款请到交易记录页面撤单',
    );
    await user.click(within(confirm).getByRole('button', { name: '再想想' }));
    expect(calls.some((c) => c.path.endsWith('/disable/'))).toBe(false);
    await user.click(screen.getByRole('button', { name: '终止定投' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '终止定投' })).getByRole('button', {
        name: '确定终止',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '终止定投' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('fixed-status')).toHaveTextContent('已终止'));
    expect(screen.queryByRole('button', { name: '终止定投' })).toBeNull();
  });
});

describe('pausing a fixed investment (spec 001 §4: 0 working, 2 paused; only working is enabled)', () => {
  it('pauses a working plan and resumes a paused one, with the trade password', async () => {
    let status = 0;
    const api: FakeRoute[] = [
      { path: '/funds/fixed_investment/31/', reply: () => plan(status) },
      {
        method: 'POST',
        path: '/funds/fixed_investment/31/modify/',
        reply: (c) => {
          status = c.body!.status as number;
          return plan(status);
        },
      },
    ];
    const { user, calls } = renderRoutes(
      '/accounts/funds/fixed_investments/31/',
      [
        {
          path: '/accounts/funds/fixed_investments/:id/',
          element: <FixedInvestmentDetailScreen />,
        },
      ],
      api,
    );
    await user.click(await screen.findByRole('button', { name: '暂停定投' }));
    let dialog = await screen.findByRole('dialog', { name: '暂停定投' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('fixed-status')).toHaveTextContent('已暂停'));
    expect(calls.find((c) => c.path.endsWith('/modify/'))!.body).toEqual({
      status: 2,
      password: '135790',
    });
    expect(screen.queryByRole('button', { name: '修改定投' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '恢复定投' }));
    dialog = await screen.findByRole('dialog', { name: '恢复定投' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('fixed-status')).toHaveTextContent('正常'));
  });
});

const baoApi = (worth = '500.00'): FakeRoute[] => [
  {
    path: '/funds/bao/info/',
    reply: () => ({
      fund: { id: 198, symbol: '000198', abbr_name: '天弘余额宝货币', is_bao: true },
      year_yld: 1.463,
      tenthou_unit_incm: '0.4042',
      trade_date: '2026-04-19',
      replay: {
        real_date: '2014-01-12',
        series_first: '2013-07-01',
        series_last: '2014-08-31',
        note: '历史收益回放：所示七日年化和万份收益为该货币基金2014-01-12的真实数据。',
      },
      amount_min_buy: '0.01',
      fast_sell_limit_day: '10000.00',
      allow_buy: true,
      allow_sell: true,
    }),
  },
  {
    path: '/funds/bao/mine/',
    reply: () => ({
      worth_value: worth,
      worth_value_enable: worth,
      income_latest: '0.02',
      income_total: '1.20',
      trade_date: '2026-04-19',
      amount_unconfirm: '0.00',
    }),
  },
  { path: '/accounts/bank_cards/mine/', reply: () => [icbcCard()] },
  {
    path: '/funds/bao/sell_info/',
    reply: () => ({
      worth_value_enable: worth,
      fast_enable: true,
      fast_limit_left: '10000.00',
      normal_arrive_date: '2026-04-21',
      fast_arrive_time: '2026-04-20T12:00:00+08:00',
      bank_cards: [icbcCard({ worth_value_enable: worth })],
    }),
  },
  {
    method: 'POST',
    path: '/funds/bao/buy/',
    reply: () =>
      pendingBuy({
        id: 140,
        fund: { symbol: '000198', abbr_name: '天弘余额宝货币', is_bao: true },
      }),
  },
  {
    method: 'POST',
    path: '/funds/bao/sell/',
    reply: () =>
      pendingBuy({
        id: 141,
        direction: 1,
        fund: { symbol: '000198', abbr_name: '天弘余额宝货币', is_bao: true },
      }),
  },
];

describe('Bao (/accounts/funds/bao/, spec 001 §2, §4 wallet sell)', () => {
  it('is named 理财宝 and says, from the server, which real day a replayed yield is', async () => {
    renderRoutes(
      '/accounts/funds/bao/',
      [{ path: '/accounts/funds/bao/', element: <BaoScreen /> }],
      baoApi(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '理财宝' })).toBeTruthy();
    expect(await screen.findByText(/该货币基金2014-01-12的真实数据/)).toBeTruthy();
  });

  it('shows 七日年化, 万份收益, the balance and 转入 / 转出', async () => {
    renderRoutes(
      '/accounts/funds/bao/',
      [{ path: '/accounts/funds/bao/', element: <BaoScreen /> }],
      baoApi(),
    );
    expect(await screen.findByText('+1.46%')).toBeTruthy();
    expect(screen.getByText('0.4042')).toBeTruthy();
    expect(await screen.findByTestId('bao-worth')).toHaveTextContent('500.00');
    expect(screen.getByRole('button', { name: '转出' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '转入' })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('shows 暂停转出 disabled when nothing can be transferred out', async () => {
    renderRoutes(
      '/accounts/funds/bao/',
      [{ path: '/accounts/funds/bao/', element: <BaoScreen /> }],
      baoApi('0.00'),
    );
    expect(await screen.findByRole('button', { name: '暂停转出' })).toBeDisabled();
  });

  it('transfers in with the password and an Idempotency-Key', async () => {
    const { user, calls, router } = renderRoutes(
      '/accounts/funds/bao/buy/',
      [{ path: '/accounts/funds/bao/buy/', element: <BaoTransferScreen direction="in" /> }],
      baoApi(),
    );
    await screen.findByText('中国工商银行（尾号1234）');
    await user.type(screen.getByRole('textbox', { name: '转入金额' }), '200');
    await user.click(screen.getByRole('button', { name: '确定转入' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/140/'));
    const call = calls.find((c) => c.path === '/funds/bao/buy/')!;
    expect(call.body).toEqual({ amount: '200.00', bank_card_id: 11, password: '135790' });
    expect(call.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('spec 001 §5 Fund buy amount: a transfer-in above the card’s single limit is not refused (the limit is "non-bao")', async () => {
    const { user } = renderRoutes(
      '/accounts/funds/bao/buy/',
      [{ path: '/accounts/funds/bao/buy/', element: <BaoTransferScreen direction="in" /> }],
      baoApi(),
    );
    await screen.findByText('中国工商银行（尾号1234）');
    await user.type(screen.getByRole('textbox', { name: '转入金额' }), '60000');
    expect(screen.queryByText(/超过银行单笔限额/)).toBeNull();
    expect(screen.getByRole('button', { name: '确定转入' })).toBeEnabled();
  });

  it('transfers out in yuan, says 余额不足 above the balance (spec 001 §4), and offers fast transfer-out', async () => {
    const { user, calls } = renderRoutes(
      '/accounts/funds/bao/sell/',
      [{ path: '/accounts/funds/bao/sell/', element: <BaoTransferScreen direction="out" /> }],
      baoApi(),
    );
    await screen.findByText('中国工商银行（尾号1234）');
    await user.type(screen.getByRole('textbox', { name: '转出金额' }), '600');
    expect(await screen.findByText('余额不足')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: '转出金额' }));
    await user.type(screen.getByRole('textbox', { name: '转出金额' }), '100');
    await user.click(screen.getByRole('checkbox', { name: /快速转出/ }));
    await user.click(screen.getByRole('button', { name: '确定转出' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/funds/bao/sell/')?.body).toEqual({
        amount: '100.00',
        bank_card_id: 11,
        password: '135790',
        is_fast: true,
      }),
    );
  });

  it('lists bao income history by type and transfer records', async () => {
    const { user, calls } = renderRoutes(
      '/accounts/funds/bao/income_history/?type=income',
      [{ path: '/accounts/funds/bao/income_history/', element: <BaoIncomeScreen /> }],
      [
        {
          path: '/funds/income/bao/',
          reply: () => ({
            current_page: 1,
            total_count: 1,
            total_page: 1,
            results: [
              {
                trade_date: '2026-04-19',
                income_latest: '0.02',
                year_yld: 1.463,
                tenthou_unit_incm: '0.4042',
              },
            ],
          }),
        },
      ],
    );
    expect(await screen.findByText('+0.02')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '七日年化' }));
    expect(await screen.findByText('+1.46%')).toBeTruthy();
    expect(calls.some((c) => c.query.get('type') === 'year_yld')).toBe(true);
    await expectNoAxeViolations();

    document.body.innerHTML = '';
    renderRoutes(
      '/accounts/funds/bao/trades/',
      [{ path: '/accounts/funds/bao/trades/', element: <BaoTradesScreen /> }],
      [
        {
          path: '/funds/bao/trades/',
          reply: () => ({
            current_page: 1,
            total_count: 1,
            total_page: 1,
            results: [
              pendingBuy({
                id: 140,
                fund: { symbol: '000198', abbr_name: '天弘余额宝货币', is_bao: true },
              }),
            ],
          }),
        },
      ],
    );
    expect(await screen.findByText('转入 · 天弘余额宝货币')).toBeTruthy();
  });

  it('spec 001 §4 wallet sell: nothing available says 暂停转出 (core walletSellState) and cannot transfer out', async () => {
    renderRoutes(
      '/accounts/funds/bao/sell/',
      [{ path: '/accounts/funds/bao/sell/', element: <BaoTransferScreen direction="out" /> }],
      baoApi('0.00'),
    );
    expect(await screen.findByText('暂停转出')).toBeTruthy();
    expect(screen.queryByText('余额不足')).toBeNull();
    expect(screen.getByRole('button', { name: '确定转出' })).toBeDisabled();
  });

  it('spec 001 §4 wallet sell: an amount above the available balance says 余额不足 and cannot transfer out', async () => {
    const { user } = renderRoutes(
      '/accounts/funds/bao/sell/',
      [{ path: '/accounts/funds/bao/sell/', element: <BaoTransferScreen direction="out" /> }],
      baoApi('500.00'),
    );
    await screen.findByText('中国工商银行（尾号1234）');
    await user.type(screen.getByRole('textbox', { name: '转出金额' }), '600');
    expect(await screen.findByText('余额不足')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确定转出' })).toBeDisabled();
  });
});

describe("a smart plan's detail (strategy and next deduction amount)", () => {
  const route = [
    { path: '/accounts/funds/fixed_investments/:id/', element: <FixedInvestmentDetailScreen /> },
  ];
  it('均线定投: shows the strategy and the next amount with how it was found', async () => {
    renderRoutes('/accounts/funds/fixed_investments/31/', route, [
      {
        path: '/funds/fixed_investment/31/',
        reply: () => ({
          ...plan(0),
          amount: '1000.00',
          strategy: 'ma',
          index_symbol: '000300',
          ma_days: 250,
          next_amount: '900.00',
          next_amount_note:
            '按沪深300 2026-05-07收盘4700.00、250日均线4300.00（偏离9.30%）估算：90%',
        }),
      },
    ]);
    expect(await screen.findByText('均线定投（沪深300 250日均线）')).toBeTruthy();
    expect(screen.getByText('下次扣款金额')).toBeTruthy();
    expect(screen.getByText('900.00元')).toBeTruthy();
    expect(screen.getByText(/偏离9\.30%/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('目标止盈定投: shows the target, the action, the holding return and the last take-profit day', async () => {
    renderRoutes('/accounts/funds/fixed_investments/31/', route, [
      {
        path: '/funds/fixed_investment/31/',
        reply: () => ({
          ...plan(0),
          strategy: 'take_profit',
          take_profit_percent: 15,
          take_profit_action: 'redeem_to_bao',
          next_amount: '100.00',
          holding_return_percent: '3.21',
          take_profit_date: '2026-05-19',
        }),
      },
    ]);
    expect(
      await screen.findByText('目标止盈定投（目标收益率15%，达到后赎回至理财宝）'),
    ).toBeTruthy();
    expect(screen.getByText('3.21%')).toBeTruthy();
    expect(screen.getByText('2026-05-19')).toBeTruthy();
    expect(screen.getByText('最近止盈日')).toBeTruthy();
  });
});
