// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FundDetailScreen } from '../screens/fund-detail-screen';
import { renderRoutes } from '../../shared/test/render';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { fund000001 } from '../../shared/test/fund-fixtures';

// jsdom has no canvas: the chart is not under test here
vi.mock('@jijin/ui/charts', () => ({ NetValueChart: () => <div /> }));

const routes = [{ path: '/s/:symbol', element: <FundDetailScreen /> }];
/** What the server answers for a fund it has no NAV for, and for one that is not traded. */
const NO_NAV = { net_value: null, net_value_date: null, nav_stale: true };
const NOT_TRADED = { allow_trade: false, allow_buy: false, allow_sell: false, allow_fixed: false };

describe('a delisted fund on its detail (spec 001 §3 list_status 3 terminated, 4 cancelled)', () => {
  it('501054 (终止上市, no NAV): tag 已终止, the empty state says it cannot be traded, no trade button', async () => {
    const named = { symbol: '501054', abbr_name: '东方红睿泽三年持有混合A' };
    const gone = { ...fund000001(), ...named, ...NO_NAV, ...NOT_TRADED, list_status: 3 };
    renderRoutes('/s/501054', routes, [{ path: '/symbols/funds/501054/', reply: () => gone }]);
    const head = await screen.findByRole('region', { name: '基金' });
    expect(within(head).getByTestId('list-status')).toHaveTextContent('已终止');
    const nav = screen.getByRole('region', { name: '净值' });
    expect(within(nav).getByText('该基金已终止')).toBeTruthy();
    expect(
      within(nav).getByText('该基金已终止，不能交易；暂无该基金的净值、业绩与持仓数据'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /买入|卖出|定投|已终止/ })).toBeNull();
    await expectNoAxeViolations();
  });

  it('a cancelled fund with figures (list_status 4): tag 已注销 beside the name, no trade bar', async () => {
    renderRoutes('/s/000001', routes, [
      { path: '/symbols/funds/000001/', reply: () => ({ ...fund000001(), list_status: 4 }) },
    ]);
    expect(await screen.findByTestId('list-status')).toHaveTextContent('已注销');
    expect(screen.getByTestId('net-value')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /买入|卖出|定投|已注销/ })).toBeNull();
  });

  it('a listed fund (list_status 1) has no tag and keeps its buy button', async () => {
    renderRoutes('/s/000001', routes, [
      { path: '/symbols/funds/000001/', reply: () => fund000001() },
    ]);
    expect(await screen.findByRole('button', { name: '买入' })).toBeEnabled();
    expect(screen.queryByTestId('list-status')).toBeNull();
  });
});
