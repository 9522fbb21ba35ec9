// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnalysisScreen } from '../screens/analysis-screen';
import { ReturnsScreen, shiftMonth } from '../screens/returns-screen';
import { renderRoutes } from '../../shared/test/render';
import type { FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';

const summary = {
  start_date: '2026-04-20',
  end_date: '2026-04-28',
  twr: 1.2345,
  xirr: null,
  xirr_status: 'insufficient',
  holding_return_rate: 0.91,
  benchmark: {
    symbol: '000300',
    name: '沪深300',
    return: 2.5,
    excess: -1.2655,
    as_of: '2026-04-28',
  },
  line: [
    { date: '2026-04-24', account: -0.5, benchmark: 1.1 },
    { date: '2026-04-28', account: 1.2345, benchmark: 2.5 },
  ],
};
const april = {
  month: '2026-04',
  total: '9.13',
  days: [
    {
      date: '2026-04-20',
      income: '-1.50',
      funds: [{ symbol: '000001', name: '华夏成长混合', income: '-1.50' }],
    },
    {
      date: '2026-04-22',
      income: '15.95',
      funds: [
        { symbol: '000001', name: '华夏成长混合', income: '12.00' },
        { symbol: '110011', name: '易方达中小盘混合', income: '3.95' },
      ],
    },
  ],
};
const march = { month: '2026-03', total: '0.00', days: [] };

const api: FakeRoute[] = [
  { path: '/funds/returns/summary/', reply: () => summary },
  {
    path: '/funds/returns/calendar/',
    reply: (call) => (call.query.get('month') === '2026-03' ? march : april),
  },
];

describe('收益分析 (/accounts/funds/returns/, spec 001 §2 My funds): TWR, XIRR, 沪深300 and the 收益日历', () => {
  it('shows TWR, XIRR as not enough data, 持有收益率, 沪深300 with its date and the excess, and why they differ', async () => {
    renderRoutes(
      '/accounts/funds/returns/',
      [{ path: '/accounts/funds/returns/', element: <ReturnsScreen /> }],
      api,
    );
    expect(await screen.findByTestId('twr')).toHaveTextContent('1.23%');
    expect(screen.getByTestId('xirr')).toHaveTextContent('数据不足');
    expect(screen.getByTestId('holding-rate')).toHaveTextContent('0.91%');
    expect(screen.getByTestId('benchmark')).toHaveTextContent('2.50%');
    expect(screen.getByText('同期沪深300（截至04-28）')).toBeTruthy();
    expect(screen.getByTestId('excess')).toHaveTextContent('-1.27%');
    expect(screen.getByText(/持有收益率只看现在还持有的份额赚了多少/)).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: /收益走势：2026-04-24至2026-04-28，组合1\.23%，沪深3002\.50%/,
      }),
    ).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('draws the month grid red up / green down, lists a tapped day per fund, and pages months', async () => {
    const { user } = renderRoutes(
      '/accounts/funds/returns/',
      [{ path: '/accounts/funds/returns/', element: <ReturnsScreen /> }],
      api,
    );
    const grid = await screen.findByRole('grid', { name: '2026-04每日收益' });
    const up = within(grid).getByRole('button', { name: '22日收益+15.95元' });
    expect(within(up).getByText('+15.95').getAttribute('style')).toContain('--jj-up');
    const down = within(grid).getByRole('button', { name: '20日收益-1.50元' });
    expect(within(down).getByText('-1.50').getAttribute('style')).toContain('--jj-down');
    // 2026-04-01 is a Wednesday: two blanks before it
    expect(grid.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(within(grid).getAllByRole('gridcell')[0]).toHaveTextContent(/^1$/);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(30);
    await user.click(up);
    const list = await screen.findByRole('list', { name: '2026-04-22各基金收益' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['华夏成长混合（000001）+12.00元', '易方达中小盘混合（110011）+3.95元']);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: '上一月' }));
    expect(await screen.findByText(/本月没有收益记录/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /收益日历 · 2026年03月/ })).toBeTruthy();
  });

  it('shows an empty state for a user with no trades', async () => {
    renderRoutes(
      '/accounts/funds/returns/',
      [{ path: '/accounts/funds/returns/', element: <ReturnsScreen /> }],
      [
        {
          path: '/funds/returns/summary/',
          reply: () => ({ ...summary, start_date: null, end_date: null, twr: null, line: [] }),
        },
        {
          path: '/funds/returns/calendar/',
          reply: () => ({ month: '2026-04', total: '0.00', days: [] }),
        },
      ],
    );
    expect(await screen.findByText('暂无收益记录')).toBeTruthy();
  });

  it('shifts months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });
});

const lookThrough = {
  total: '3000.00',
  undisclosed: '2100.00',
  stocks: [
    { key: 'SH:600519', name: '贵州茅台', amount: '500.00', percent: 16.67, funds: [] },
    { key: 'SZ:300750', name: '宁德时代', amount: '400.00', percent: 13.33, funds: [] },
  ],
  industries: [
    { key: '食品饮料', name: '食品饮料', amount: '500.00', percent: 16.67, funds: [] },
    { key: '电力设备', name: '电力设备', amount: '400.00', percent: 13.33, funds: [] },
  ],
  reports: [
    { symbol: '000001', name: '华夏成长混合', report_date: '2022-12-31' },
    { symbol: '110011', name: '易方达中小盘混合', report_date: '2022-09-30' },
  ],
  overlaps: [
    { a: '000001', b: '110011', weight: 8.5, count_ratio: 20, common: ['贵州茅台', '宁德时代'] },
  ],
};

describe('持仓分析 (/accounts/funds/analysis/, spec 001 §2 My funds): industries, top stocks and overlap with report dates', () => {
  it('shows each fund report date, the industries, the stocks and the top-10 overlap', async () => {
    renderRoutes(
      '/accounts/funds/analysis/',
      [{ path: '/accounts/funds/analysis/', element: <AnalysisScreen /> }],
      [{ path: '/funds/returns/look_through/', reply: () => lookThrough }],
    );
    const reports = await screen.findByRole('list', { name: '各基金报告期' });
    expect(reports).toHaveTextContent('华夏成长混合（000001）2022-12-31季报');
    expect(reports).toHaveTextContent('易方达中小盘混合（110011）2022-09-30季报');
    const ind = screen.getByRole('table', { name: '行业分布（申万一级）' });
    expect(within(ind).getAllByRole('row')[1]).toHaveTextContent('食品饮料500.0016.67%');
    const stocks = screen.getByRole('table', { name: '重仓股票' });
    expect(within(stocks).getAllByRole('row')[2]).toHaveTextContent('宁德时代400.0013.33%');
    expect(screen.getByRole('list', { name: '基金两两重合度' })).toHaveTextContent(
      '华夏成长混合 与 易方达中小盘混合：重合权重8.50%，共同重仓贵州茅台、宁德时代',
    );
    expect(screen.getByText(/未披露部分/)).toHaveTextContent('2,100.00元');
    await expectNoAxeViolations();
  });

  it('says 暂无持仓 without held funds', async () => {
    renderRoutes(
      '/accounts/funds/analysis/',
      [{ path: '/accounts/funds/analysis/', element: <AnalysisScreen /> }],
      [
        {
          path: '/funds/returns/look_through/',
          reply: () => ({
            total: '0.00',
            undisclosed: '0.00',
            stocks: [],
            industries: [],
            reports: [],
            overlaps: [],
          }),
        },
      ],
    );
    expect(await screen.findByText('暂无持仓')).toBeTruthy();
  });
});
