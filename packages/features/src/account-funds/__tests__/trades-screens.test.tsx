// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IncomeScreen } from '../screens/income-screen';
import { TradeDetailScreen } from '../screens/trade-detail-screen';
import { TradesScreen } from '../screens/trades-screen';
import { renderRoutes } from '../../shared/test/render';
import { apiError, type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { pendingBuy } from '../../shared/test/fund-fixtures';
import styles from '../account-funds.module.css';

const detailRoutes = [{ path: '/accounts/funds/trades/:id', element: <TradeDetailScreen /> }];

function tradesPage(page: number) {
  const results = [
    pendingBuy({ id: 101 }),
    pendingBuy({ id: 102, direction: 1, amount: null, shares: '100.00', status: 1 }),
    pendingBuy({ id: 103, direction: 0, status: 6 }),
    pendingBuy({
      id: 104,
      direction: 0,
      status: 0,
      fund: { symbol: '000198', abbr_name: '天弘余额宝货币', is_bao: true },
    }),
  ];
  return { current_page: page, total_count: 4, total_page: 1, results };
}

describe('TradesScreen (/accounts/funds/trades/)', () => {
  it('lists trades with status texts and colours from core (bao naming 转入)', async () => {
    renderRoutes(
      '/accounts/funds/trades/',
      [{ path: '/accounts/funds/trades/', element: <TradesScreen /> }],
      [{ path: '/funds/trades/', reply: (c) => tradesPage(Number(c.query.get('page'))) }],
    );
    const list = await screen.findByRole('list', { name: '交易记录' });
    const links = await within(list).findAllByRole('link');
    expect(links).toHaveLength(4);
    // each row is a list cell: the link is its title, amount and status sit beside it
    const rows = links.map((a) => a.closest<HTMLElement>('.jj-list-row')!);
    expect(links[0]).toHaveAccessibleName('买入 · 华夏成长混合');
    expect(within(rows[0]!).getByText('委托成功').getAttribute('style')).toContain('--jj-orange');
    expect(within(rows[1]!).getByText('确认成功').getAttribute('style')).toContain('--jj-blue');
    expect(rows[1]).toHaveTextContent('100.00份');
    expect(within(rows[2]!).getByText('已撤单')).toBeTruthy();
    expect(links[3]).toHaveAccessibleName('转入 · 天弘余额宝货币');
    expect(within(rows[3]!).getByText('待支付')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('filters by tab (卖出 -> direction 1) and by fund on trade_record_list', async () => {
    const { user, calls } = renderRoutes(
      '/accounts/funds/000001/trade_record_list/',
      [{ path: '/accounts/funds/:symbol/trade_record_list/', element: <TradesScreen /> }],
      [{ path: '/funds/trades/', reply: (c) => tradesPage(Number(c.query.get('page'))) }],
    );
    await screen.findAllByRole('link');
    expect(calls[0]!.query.get('symbol')).toBe('000001');
    await user.click(screen.getByRole('tab', { name: '卖出' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('direction') === '1')).toBe(true));
  });
});

describe('TradeDetailScreen (/accounts/funds/trades/{id}, spec 001 §3-4)', () => {
  const api = (extra: FakeRoute[] = []): FakeRoute[] => [
    ...extra,
    { path: '/funds/trades/101/', reply: () => pendingBuy() },
    {
      method: 'POST',
      path: '/funds/undo/',
      reply: () => pendingBuy({ status: 6, allow_undo: false }),
    },
  ];

  it('shows status 0 as 委托成功 in orange, the amount, fee and the status_info timeline', async () => {
    renderRoutes('/accounts/funds/trades/101', detailRoutes, api());
    const status = await screen.findByTestId('trade-status');
    expect(status).toHaveTextContent('委托成功');
    expect(status).toHaveAttribute('data-status', '0');
    expect(status.getAttribute('style')).toContain('--jj-orange');
    expect(screen.getByText('1,000.00元', { selector: `.${styles.big}` })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '交易进度' })).toBeTruthy();
    expect(screen.getByText('确认份额')).toBeTruthy();
    expect(screen.getByText('1.50元')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows a coupon as 返现 with two decimals once the trade counts as success', async () => {
    renderRoutes('/accounts/funds/trades/101', detailRoutes, [
      {
        path: '/funds/trades/101/',
        reply: () =>
          pendingBuy({ status: 1, coupon_record: { id: 1, amount: '5', name: '买基金立减券' } }),
      },
    ]);
    expect(await screen.findByText('返现5.00元')).toBeTruthy();
  });

  it('undoes while allowed, with the trade password', async () => {
    const { user, calls } = renderRoutes('/accounts/funds/trades/101', detailRoutes, api());
    await user.click(await screen.findByRole('button', { name: '撤单' }));
    const dialog = await screen.findByRole('dialog', { name: '撤单' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/funds/undo/')?.body).toEqual({
        trade_id: 101,
        password: '135790',
      }),
    );
  });

  it('shows the server message when undo is no longer allowed (after 15:00)', async () => {
    const { user } = renderRoutes(
      '/accounts/funds/trades/101',
      detailRoutes,
      api([
        {
          method: 'POST',
          path: '/funds/undo/',
          reply: () => apiError(409, { trade_id: ['已过15:00，不能撤单'] }),
        },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: '撤单' }));
    const dialog = await screen.findByRole('dialog', { name: '撤单' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('已过15:00，不能撤单');
  });

  it('shows the sell note on a sell and remittance info for status 0 with is_remittance', async () => {
    renderRoutes('/accounts/funds/trades/101', detailRoutes, [
      {
        path: '/funds/trades/101/',
        reply: () =>
          pendingBuy({ direction: 1, amount: null, shares: '100.00', allow_undo: false }),
      },
    ]);
    expect(
      await screen.findByText('委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准'),
    ).toBeTruthy();
    expect(screen.getByTestId('trade-status')).toHaveTextContent('确认中');
    expect(screen.queryByRole('button', { name: '撤单' })).toBeNull();

    document.body.innerHTML = '';
    renderRoutes('/accounts/funds/trades/101', detailRoutes, [
      {
        path: '/funds/trades/101/',
        reply: () => pendingBuy({ is_remittance: true, remittance_date: '2026-04-21' }),
      },
    ]);
    expect(await screen.findByText(/请尽快完成汇款/)).toBeTruthy();
  });
});

describe('IncomeScreen (/accounts/funds/income/, spec 001 §9 income list 30 a page from page 1)', () => {
  it('lists daily income red up / green down, 30 a page', async () => {
    const { calls } = renderRoutes(
      '/accounts/funds/income/',
      [{ path: '/accounts/funds/income/', element: <IncomeScreen /> }],
      [
        {
          path: '/funds/income/mine/',
          reply: () => ({
            current_page: 1,
            total_count: 2,
            total_page: 1,
            results: [
              { trade_date: '2026-04-21', income_latest: '5.32' },
              { trade_date: '2026-04-20', income_latest: '-2.10' },
            ],
          }),
        },
      ],
    );
    expect(await screen.findByText('+5.32')).toBeTruthy();
    expect(screen.getByText('-2.10').getAttribute('style')).toContain('--jj-down');
    expect(calls[0]!.query.get('page')).toBe('1');
    expect(calls[0]!.query.get('page_size')).toBe('30');
    await expectNoAxeViolations();
  });

  it("asks for one fund's income on /accounts/funds/{symbol}/income_list/", async () => {
    const { calls } = renderRoutes(
      '/accounts/funds/000001/income_list/',
      [{ path: '/accounts/funds/:symbol/income_list/', element: <IncomeScreen /> }],
      [
        {
          path: '/funds/income/fund/',
          reply: () => ({ current_page: 1, total_count: 0, total_page: 0, results: [] }),
        },
      ],
    );
    expect(await screen.findByText('暂无收益记录')).toBeTruthy();
    expect(calls[0]!.query.get('symbol')).toBe('000001');
  });
});
