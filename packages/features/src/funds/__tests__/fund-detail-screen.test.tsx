// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '@jijin/ui';
import { FundDetailScreen } from '../screens/fund-detail-screen';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { fund000001 } from '../../shared/test/fund-fixtures';

// jsdom has no canvas: stand in for ui's lazy echarts chart with its tabs and accessible label.
vi.mock('@jijin/ui/charts', () => ({
  NetValueChart: (p: {
    points: { percentage_begin: number }[];
    period: string;
    onPeriodChange: (k: string) => void;
    names: { main: string };
  }) => (
    <div>
      <div
        role="img"
        aria-label={`${p.names.main}${p.period === 'm' ? '近1月' : '近1年'}涨跌幅走势`}
      />
      <div role="tablist" aria-label="时间区间">
        {[
          ['m', '近1月'],
          ['y', '近1年'],
        ].map(([k, label]) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={p.period === k}
            onClick={() => p.onPeriodChange(k!)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  ),
}));

const routes = [{ path: '/s/:symbol', element: <FundDetailScreen /> }];

const history = (period: string) =>
  period === 'm'
    ? [
        { date: '2026-03-19', net_value: '1.0550', percentage_begin: 0, percent_track: 0 },
        { date: '2026-04-17', net_value: '1.1210', percentage_begin: 6.26, percent_track: 2.1 },
      ]
    : [
        { date: '2025-04-18', net_value: '0.8280', percentage_begin: 0, percent_track: 0 },
        { date: '2026-04-17', net_value: '1.1210', percentage_begin: 35.39, percent_track: 12.5 },
      ];

function api(fund = fund000001(), extra: FakeRoute[] = []): FakeRoute[] {
  return [
    ...extra,
    { path: '/symbols/funds/000001/', reply: () => fund },
    {
      path: '/symbols/funds/000001/net_history/',
      reply: (c) => history(c.query.get('period') ?? 'y'),
    },
    {
      path: '/symbols/funds/000001/asset_conf/',
      reply: () => ({
        report_date: '2026-03-31',
        stock: 80.1,
        bond: 10.2,
        cash: 7.7,
        other: 2,
        hold_symbols: [
          { symbol: '600519', abbr_name: '贵州茅台', percent: 9.5, percent_change: -0.4 },
        ],
      }),
    },
    {
      path: '/symbols/funds/000001/achievement_rank/',
      reply: () => [
        { period: 'm', percent: 6.26, rank_index: 12, rank_total: 345, quartile: '优秀' },
        { period: 'y', percent: 35.39, rank_index: 200, rank_total: 345, quartile: '一般' },
        { period: 'start', percent: 632.95, rank_index: null, rank_total: null, quartile: null },
      ],
    },
    { method: 'POST', path: '/symbols/1/follow/', reply: () => ({ followed: true }) },
  ];
}

describe('FundDetailScreen failures (spec 000 §8, spec 001 §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('spec 001 §8: missing quote data (404) shows 请求的数据不存在 as a toast, the loading indicator hidden', async () => {
    const toast = vi.spyOn(feedback, 'toast');
    renderRoutes('/s/000001', routes, [
      {
        path: '/symbols/funds/000001/',
        reply: () => ({ status: 404, body: { detail: 'Not found' } }),
      },
    ]);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('请求的数据不存在'));
    expect(screen.queryByText(/加载中/)).not.toBeInTheDocument();
  });
});

describe('FundDetailScreen (/s/{symbol}, spec 001 §2 Fund and stock detail)', () => {
  it('a stock symbol at /s/{stock} (spec 001 §2) replaces the route with the stock detail, asking no fund', async () => {
    const r = renderRoutes('/s/sh600519', routes, api());
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/symbols/stocks/SH600519/');
    expect(r.location()).toBe('/symbols/stocks/SH600519/');
    expect(r.calls).toHaveLength(0);
  });

  it('shows the net value with its date and the returns red up / green down, without axe violations', async () => {
    renderRoutes('/s/000001', routes, api());
    expect(await screen.findByTestId('net-value')).toHaveTextContent('1.1210');
    expect(screen.getByText('单位净值（04-17）')).toBeTruthy();
    expect(screen.getByText('+0.27%').getAttribute('style')).toContain('--jj-up');
    expect(screen.getByText('-6.19%').getAttribute('style')).toContain('--jj-down');
    expect(screen.getByText('R4 中高风险')).toBeTruthy();
    await screen.findByText('贵州茅台');
    await expectNoAxeViolations();
  });

  it('a stale NAV (core README "Freshness") shows 净值未更新 with its date and 暂停交易 with the reason', async () => {
    const stale = {
      ...fund000001(),
      net_value_date: '2026-02-13',
      nav_stale: true,
      allow_buy: false,
      allow_sell: false,
      allow_fixed: false,
      desc: '净值未更新（02-13），暂停交易',
    };
    renderRoutes('/s/000001', routes, api(stale));
    const nav = await screen.findByRole('region', { name: '净值' });
    expect(within(nav).getByText('净值未更新（02-13）')).toBeTruthy();
    expect(screen.getByText('净值未更新（02-13），暂停交易')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: '暂停交易' });
    expect(buttons).toHaveLength(2);
    for (const b of buttons) expect(b).toBeDisabled();
    expect(screen.getByRole('button', { name: '定投' })).toBeDisabled();
  });

  it('a fund without any NAV (a master-list fund) shows 暂无净值数据 as an empty state, no figure, no buy, and can be followed', async () => {
    // as the server answers it: no risk level, fee or minimum either
    const none = {
      ...fund000001(),
      id: 12414,
      symbol: '012414',
      code: '012414',
      investment_risk: null,
      amount_min_buy: null,
      amount_subscribe_min: null,
      amount_fixed_min: null,
      fare_ratio_buy: null,
      fare_ratio_sell: null,
      discount_rate_buy: null,
      abbr_name: '招商中证白酒指数(LOF)C',
      net_value: null,
      net_value_date: null,
      percent_day: null,
      percent_week: null,
      percent_month: null,
      percent_season: null,
      percent_year: null,
      nav_stale: true,
      allow_buy: false,
      allow_sell: false,
      allow_fixed: false,
      allow_trade: false,
      desc: '暂无净值数据，暂停交易',
    };
    const toast = vi.spyOn(feedback, 'toast');
    const { calls, user } = renderRoutes('/s/012414', routes, [
      { path: '/symbols/funds/012414/', reply: () => none },
      { method: 'POST', path: '/symbols/12414/follow/', reply: () => ({ followed: true }) },
    ]);
    const nav = await screen.findByRole('region', { name: '净值' });
    expect(within(nav).getByText('暂无净值数据')).toBeTruthy();
    expect(screen.getAllByText('招商中证白酒指数(LOF)C').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('net-value')).toBeNull();
    expect(screen.queryByRole('button', { name: /买入|暂停交易|定投|卖出/ })).toBeNull();
    // no NAV history, holdings or ranks are asked for a fund the server has no data about
    expect(calls.map((c) => c.path)).toEqual(['/symbols/funds/012414/']);
    // no risk level is made up for it
    expect(screen.queryByText(/^R[1-5] /)).toBeNull();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: '加自选' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已加入自选'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/symbols/12414/follow/')).toBe(
      true,
    );
    toast.mockRestore();
  });

  it('shows 单位净值 and 累计净值 with the NAV date, the periods with 同类排名 and 四分位, and says returns reinvest dividends', async () => {
    renderRoutes('/s/000001', routes, api({ ...fund000001(), cumulative: '3.4560' }));
    expect(await screen.findByTestId('cumulative')).toHaveTextContent('3.4560');
    expect(screen.getByText('累计净值（04-17）')).toBeTruthy();
    const table = await screen.findByRole('table', { name: '阶段涨幅、同类排名与四分位' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('近1月+6.26%12/345优秀');
    expect(rows[2]).toHaveTextContent('近1年+35.39%200/345一般');
    expect(rows[3]).toHaveTextContent('成立以来+632.95%----');
    expect(screen.getAllByText(/收益率按分红再投资计算/).length).toBeGreaterThan(0);
    await expectNoAxeViolations();
  });

  it("opens the fund's 量化分析 (spec 001 §2 Quant /quant/{id}/analyse/) from 更多", async () => {
    const r = renderRoutes('/s/000001', routes, api());
    await screen.findByTestId('net-value');
    screen.getByText('量化分析').click();
    await waitFor(() => expect(r.location()).toBe('/quant/000001/analyse/'));
  });

  it('draws the return against CSI 300 and switches period (近1月 asks for period m)', async () => {
    const { user, calls } = renderRoutes('/s/000001', routes, api());
    const legend = await screen.findByTestId('net-value-legend');
    expect(legend).toHaveTextContent('华夏成长混合 +35.39%');
    expect(legend).toHaveTextContent('沪深300 +12.50%');
    expect(await screen.findByRole('img', { name: /华夏成长混合近1年涨跌幅走势/ })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '近1月' }));
    await waitFor(() =>
      expect(screen.getByTestId('net-value-legend')).toHaveTextContent('华夏成长混合 +6.26%'),
    );
    expect(
      calls.some((c) => c.path.endsWith('/net_history/') && c.query.get('period') === 'm'),
    ).toBe(true);
  });

  it('shows no real-time estimated NAV (估值), per ARCHITECTURE.md', async () => {
    renderRoutes('/s/000001', routes, api());
    await screen.findByTestId('net-value');
    expect(screen.queryByText(/估值|估算/)).toBeNull();
  });

  it('labels the buttons from core: 买入 / 卖出 / 定投 enabled for an open fund', async () => {
    renderRoutes('/s/000001', routes, api());
    expect(await screen.findByRole('button', { name: '买入' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '卖出' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '定投' })).toBeEnabled();
  });

  it('shows 未代销 and 暂停卖出 disabled when the fund is not traded here', async () => {
    renderRoutes('/s/000001', routes, api(fund000001({ allow_trade: false, allow_sell: false })));
    expect(await screen.findByRole('button', { name: '未代销' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '暂停卖出' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '定投' })).toBeDisabled();
  });

  it('shows the top holdings and allocation', async () => {
    renderRoutes('/s/000001', routes, api());
    const holding = await screen.findByText('贵州茅台');
    expect(holding.closest('table')).not.toBeNull();
    expect(holding.closest('table')).not.toBe(
      screen.queryByRole('table', { name: '阶段涨幅、同类排名与四分位' }),
    );
    expect(
      screen.getByRole('img', { name: '股票80.10%，债券10.20%，现金7.70%，其他2.00%' }),
    ).toBeTruthy();
  });

  it('opens the research sub-pages: holdings, industry and asset history, holder atlas, style, compare', async () => {
    const { user, router } = renderRoutes('/s/000001', routes, api());
    expect(await screen.findByRole('link', { name: '查看全部持仓' })).toHaveAttribute(
      'href',
      '/s/000001/hold_symbols/',
    );
    expect(screen.getByRole('link', { name: '行业配置与资产历史' })).toHaveAttribute(
      'href',
      '/s/000001/assets/',
    );
    expect(screen.getByRole('link', { name: '持仓图谱' })).toHaveAttribute(
      'href',
      '/s/000001/holders_atlas/?type=holders_atlas',
    );
    expect(screen.getByRole('link', { name: '基金风格' })).toHaveAttribute(
      'href',
      '/symbols/fund_styles/info?symbol=000001',
    );
    await user.click(screen.getByText('加入对比'));
    expect(router.state.location.pathname).toBe('/symbols/funds/compare/');
    expect(new URLSearchParams(router.state.location.search).get('symbol')).toBe('000001');
  });

  it('follows with 加自选 when logged in, and sends a guest to login with next', async () => {
    const { user, calls } = renderRoutes('/s/000001', routes, api());
    await user.click(await screen.findByRole('button', { name: '加自选' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/symbols/1/follow/')).toBe(true),
    );

    document.body.innerHTML = '';
    const guest = renderRoutes('/s/000001', routes, api(), { loggedIn: false });
    await guest.user.click(await screen.findByRole('button', { name: '加自选' }));
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/accounts/login/'));
    expect(guest.router.state.location.search).toBe('?next=%2Fs%2F000001');
  });
});
