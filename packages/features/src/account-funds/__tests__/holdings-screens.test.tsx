// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DiviTypeScreen } from '../screens/divi-type-screen';
import { FundFixedScreen } from '../screens/fund-fixed-screen';
import { HoldingDetailScreen } from '../screens/holding-detail-screen';
import { HoldingsScreen } from '../screens/holdings-screen';
import { SharesInfoScreen } from '../screens/shares-info-screen';
import { renderRoutes } from '../../shared/test/render';
import { apiError, type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { holding000001, pendingBuy } from '../../shared/test/fund-fixtures';

const holdingRow = {
  fund: { id: 1, symbol: '000001', abbr_name: '华夏成长混合', investment_risk: 3 },
  worth_value: '998.50',
  income_latest: '5.32',
  income_total: '-1.50',
  shares_current: '885.98',
  amount_unconfirm: '100.00',
  trade_date: '2026-04-21',
  has_fixed_investment: true,
};
const assets = {
  assets_total: '998.50',
  trade_date: '2026-04-21',
  income_latest: '5.32',
  fare: '0.00',
  income_total: '-1.50',
  bank_cards_count: 1,
  wallets_available: '0.00',
  funds: {
    trade_date: '2026-04-21',
    income_latest: '5.32',
    income_total: '-1.50',
    worth_value: '998.50',
    fare: '0.00',
  },
};

const api = (extra: FakeRoute[] = []): FakeRoute[] => [
  ...extra,
  { path: '/funds/fund/mine/', reply: () => [holdingRow] },
  { path: '/funds/assets/mine/', reply: () => assets },
  { path: '/funds/fund/fund_info/', reply: () => holding000001() },
  { path: '/funds/fund/shares_info/', reply: () => holding000001().shares_list },
  {
    path: '/funds/fixed_investment/',
    reply: () => [
      {
        id: 31,
        amount: '100.00',
        first_date: '2026-05-08',
        next_date: '2026-05-08',
        period_unit: 0,
        trade_day: 8,
        status: 0,
        total_amount: '0.00',
        fund: { symbol: '000001', abbr_name: '华夏成长混合' },
      },
    ],
  },
  { method: 'POST', path: '/funds/divi_type/change/', reply: () => ({ detail: '提交成功' }) },
];

describe('HoldingsScreen (/accounts/funds/, spec 001 §2 My funds)', () => {
  it('shows the totals and each holding as a list cell with its risk level, income red up / green down with the NAV date, and money awaiting confirmation', async () => {
    renderRoutes(
      '/accounts/funds/',
      [{ path: '/accounts/funds/', element: <HoldingsScreen /> }],
      api(),
    );
    expect(await screen.findByTestId('funds-worth')).toHaveTextContent('998.50');
    const list = await screen.findByRole('list', { name: '持有基金' });
    const [row] = within(list).getAllByRole('listitem');
    const link = within(row!).getByRole('link', { name: '华夏成长混合' });
    expect(link).toHaveAttribute('href', '/accounts/funds/000001/');
    expect(row).toHaveTextContent('中风险');
    expect(row).toHaveTextContent('持有885.98份 · 定投中');
    expect(row).toHaveTextContent('待确认 100.00元');
    expect(row).toHaveTextContent('昨日（04-21） +5.32');
    expect(within(row!).getByText('+5.32').getAttribute('style')).toContain('--jj-up');
    expect(within(row!).getByText('-1.50').getAttribute('style')).toContain('--jj-down');
    await expectNoAxeViolations();
  });

  it('says 暂无持仓 with a link to the market when nothing is held', async () => {
    renderRoutes(
      '/accounts/funds/',
      [{ path: '/accounts/funds/', element: <HoldingsScreen /> }],
      api([{ path: '/funds/fund/mine/', reply: () => [] }]),
    );
    expect(await screen.findByRole('link', { name: '去看看基金' })).toHaveAttribute(
      'href',
      '/symbols/funds/',
    );
  });
});

describe('HoldingDetailScreen (/accounts/funds/{symbol}/, spec 001 §3 Fund account detail)', () => {
  it('shows shares summed to 2 decimals, the NAV with its date, the dividend type and the sub-pages', async () => {
    renderRoutes(
      '/accounts/funds/000001/',
      [{ path: '/accounts/funds/:symbol/', element: <HoldingDetailScreen /> }],
      api(),
    );
    expect(await screen.findByTestId('holding-shares')).toHaveTextContent('885.98份');
    expect(screen.getByTestId('holding-nav')).toHaveTextContent('1.1270');
    expect(screen.getByText('最新净值（04-20）')).toBeTruthy();
    for (const name of ['收益明细', '交易记录', '定投计划', '份额明细', '修改分红方式']) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: '卖出' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: '最近交易' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows the latest trades of the fund', async () => {
    renderRoutes(
      '/accounts/funds/000001/',
      [{ path: '/accounts/funds/:symbol/', element: <HoldingDetailScreen /> }],
      api([
        {
          path: '/funds/fund/fund_info/',
          reply: () => holding000001({ trade_record_list: [pendingBuy({ status: 1 })] }),
        },
      ]),
    );
    expect(await screen.findByRole('heading', { name: '最近交易' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /买入 · 华夏成长混合/ })).toHaveAttribute(
      'href',
      '/accounts/funds/trades/101/',
    );
  });

  it('shows the shares per card', async () => {
    renderRoutes(
      '/accounts/funds/000001/shares_info/',
      [{ path: '/accounts/funds/:symbol/shares_info/', element: <SharesInfoScreen /> }],
      api(),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByText('中国工商银行（1234）')).toBeTruthy();
    expect(within(table).getAllByText('885.98')).toHaveLength(2);
  });

  it("lists this fund's fixed investments", async () => {
    renderRoutes(
      '/accounts/funds/000001/fixed_investment/',
      [{ path: '/accounts/funds/:symbol/fixed_investment/', element: <FundFixedScreen /> }],
      api(),
    );
    expect(await screen.findByText('每月8日定投 100.00元')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增定投' })).toBeTruthy();
  });
});

describe('DiviTypeScreen (spec 001 §4 Dividend type)', () => {
  it('changes to 现金分红 with the trade password, toasts 提交成功 and goes back after 1.5 s', async () => {
    const { user, calls, router } = renderRoutes(
      '/accounts/funds/000001/divi_type/',
      [
        { path: '/accounts/funds/:symbol/', element: <p>持仓</p> },
        { path: '/accounts/funds/:symbol/divi_type/', element: <DiviTypeScreen /> },
      ],
      api(),
    );
    await act(async () => {
      await router.navigate('/accounts/funds/000001/');
      await router.navigate('/accounts/funds/000001/divi_type/');
    });
    expect(await screen.findByRole('radio', { name: /红利再投资（当前）/ })).toBeChecked();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('radio', { name: /现金分红/ }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.type(within(dialog).getByLabelText('交易密码'), '135790');
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await screen.findByText('提交成功')).toBeTruthy();
      expect(calls.find((c) => c.path === '/funds/divi_type/change/')!.body).toEqual({
        fund_id: 1,
        divi_type: 2,
        password: '135790',
      });
      expect(router.state.location.pathname).toBe('/accounts/funds/000001/divi_type/');
      await act(async () => {
        vi.advanceTimersByTime(1500);
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/000001/'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the dialog open with the server message on a wrong password', async () => {
    const { user } = renderRoutes(
      '/accounts/funds/000001/divi_type/',
      [{ path: '/accounts/funds/:symbol/divi_type/', element: <DiviTypeScreen /> }],
      api([
        {
          method: 'POST',
          path: '/funds/divi_type/change/',
          reply: () => apiError(400, { password: ['交易密码错误'] }),
        },
      ]),
    );
    await user.click(await screen.findByRole('radio', { name: /现金分红/ }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    await user.type(within(dialog).getByLabelText('交易密码'), '111111');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('交易密码错误');
  });

  it('cannot change while the type is being changed (3, 4)', async () => {
    renderRoutes(
      '/accounts/funds/000001/divi_type/',
      [{ path: '/accounts/funds/:symbol/divi_type/', element: <DiviTypeScreen /> }],
      api([{ path: '/funds/fund/fund_info/', reply: () => holding000001({ divi_type: 3 }) }]),
    );
    expect(await screen.findByText('分红方式变更中，确认后可再次修改')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
  });
});
