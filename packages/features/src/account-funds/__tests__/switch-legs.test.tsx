// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoldingDetailScreen } from '../screens/holding-detail-screen';
import { TradeDetailScreen } from '../screens/trade-detail-screen';
import { TradeRow } from '../screens/trade-row';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderRoutes } from '../../shared/test/render';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { holding000001, pendingBuy } from '../../shared/test/fund-fixtures';

const brief = (symbol: string, abbr_name: string) => ({ symbol, abbr_name, is_bao: false });
const leg = (role: 'out' | 'in', status: 0 | 1) => ({
  role,
  trade_id: role === 'out' ? 201 : 202,
  fund: role === 'out' ? brief('000001', '华夏成长混合') : brief('001042', '华夏领先股票'),
  shares: role === 'out' ? '100.00' : null,
  shares_confirm: status ? (role === 'out' ? '100.00' : '152.71') : null,
  amount_confirm: status ? '118.20' : null,
  net_value: status ? (role === 'out' ? '1.2000' : '0.7740') : null,
  fare: status ? (role === 'out' ? '1.80' : '0.00') : null,
  status,
  status_display: status ? '确认成功' : '确认中',
  confirm_date: '2026-04-24',
});
const switchTrade = (status: 0 | 1) =>
  pendingBuy({
    id: 201,
    direction: 1,
    direction_display: '转换转出',
    shares: '100.00',
    amount: null,
    status,
    allow_undo: status === 0,
    switch_legs: [leg('out', status), leg('in', status)] as never,
  });

describe('基金转换 in the account: the holding’s 转换 button and both legs on the trade detail', () => {
  it('the trade detail lists 转出 and 转入, each with its own status, NAV and shares; no axe violations', async () => {
    renderRoutes(
      '/accounts/funds/trades/201',
      [{ path: '/accounts/funds/trades/:id', element: <TradeDetailScreen /> }],
      [{ path: '/funds/trades/201/', reply: () => switchTrade(1) }],
    );
    const section = await screen.findByRole('region', { name: '转换明细' });
    const [out, into] = within(section).getAllByRole('listitem');
    expect(out).toHaveTextContent('转出 · 华夏成长混合（000001）');
    expect(out).toHaveTextContent('确认成功');
    expect(out).toHaveTextContent('确认净值 1.2000');
    expect(out).toHaveTextContent('手续费1.80元');
    expect(into).toHaveTextContent('转入 · 华夏领先股票（001042）');
    expect(into).toHaveTextContent('确认份额 152.71份');
    expect(into).toHaveTextContent('确认净值 0.7740');
    expect(screen.getByText(/转换转出 ·/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('a pending switch says when both legs confirm and offers 撤单', async () => {
    renderRoutes(
      '/accounts/funds/trades/201',
      [{ path: '/accounts/funds/trades/:id', element: <TradeDetailScreen /> }],
      [{ path: '/funds/trades/201/', reply: () => switchTrade(0) }],
    );
    const section = await screen.findByRole('region', { name: '转换明细' });
    const [out, into] = within(section).getAllByRole('listitem');
    expect(out).toHaveTextContent('转出100.00份，预计2026-04-24确认');
    expect(into).toHaveTextContent('预计2026-04-24确认');
    expect(screen.getByRole('button', { name: '撤单' })).toBeTruthy();
  });

  it('in the trade list each leg reads 转换转出 / 转换转入 with its shares', () => {
    const inLeg = {
      ...switchTrade(1),
      id: 202,
      direction: 0 as const,
      direction_display: '转换转入',
      fund: brief('001042', '华夏领先股票'),
      shares: null,
      shares_confirm: '152.71',
    };
    render(
      <MemoryRouter>
        <TradeRow t={switchTrade(0)} />
        <TradeRow t={inLeg} />
      </MemoryRouter>,
    );
    expect(screen.getByText('转换转出 · 华夏成长混合')).toBeTruthy();
    expect(screen.getByText('100.00份')).toBeTruthy();
    expect(screen.getByText('转换转入 · 华夏领先股票')).toBeTruthy();
    expect(screen.getByText('152.71份')).toBeTruthy();
  });

  it('the holding page’s 转换 opens /s/{symbol}/switch/', async () => {
    const { user, router } = renderRoutes(
      '/accounts/funds/000001/',
      [
        { path: '/accounts/funds/:symbol/', element: <HoldingDetailScreen /> },
        { path: '/s/:symbol/switch/', element: <h1>基金转换</h1> },
      ],
      [
        { path: '/funds/fund/fund_info/', reply: () => holding000001() },
        { path: '/funds/fund/shares_info/', reply: () => holding000001().shares_list },
        { path: '/funds/fixed_investment/', reply: () => ({ count: 0, results: [] }) },
      ],
    );
    await user.click(await screen.findByRole('button', { name: '转换' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/000001/switch/'));
  });
});
