// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { feedback } from '@jijin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AchievementRankScreen } from '../screens/achievement-rank-screen';
import { DividendSplitScreen } from '../screens/dividend-split-screen';
import { HoldSymbolsScreen } from '../screens/hold-symbols-screen';
import { HolderSharesHistoryScreen } from '../screens/holder-shares-history-screen';
import { HoldersAnalyseScreen } from '../screens/holders-analyse-screen';
import { renderRoutes } from '../../shared/test/render';
import type { FakeRoute } from '../../shared/test/fake-api';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';

/** 000001 华夏成长混合 at its 2022-12-31 report, as the sandbox answers it from fund_holdings/. */
const ROWS: [string, string, number, number | null, boolean, string][] = [
  ['SZ300395', '菲利华', 9.38, -0.54, false, '国防军工'],
  ['SZ300593', '新雷能', 8.82, -0.51, false, '电力设备'],
  ['SZ002025', '航天电器', 5.31, 1.59, false, '国防军工'],
  ['SZ300034', '钢研高纳', 4.39, -0.33, false, '国防军工'],
  ['SH600862', '中航高科', 3.79, 0.99, false, '国防军工'],
  ['SH603259', '药明康德', 3.75, 1.11, false, '医药生物'],
  ['SH603712', '七一二', 3.57, -0.98, false, '国防军工'],
  ['SH600760', '中航沈飞', 2.62, -0.2, false, '国防军工'],
  ['SH688281', '华秦科技', 2.61, null, true, '国防军工'],
  ['SH603105', '芯能科技', 2.51, null, true, '公用事业'],
];
const allocation000001 = {
  report_date: '2022-12-31',
  previous_report_date: '2022-09-30',
  stock: 76.73,
  bond: null,
  cash: null,
  other: 23.27,
  other_label: '其他/未披露',
  note: '2022-12-31 报告期数据，占比为占基金总资产比例；债券、现金等未披露，计入其他/未披露；行业按申万一级汇总前十大重仓股',
  industry: [
    { name: '国防军工', percent: 31.67 },
    { name: '电力设备', percent: 8.82 },
    { name: '医药生物', percent: 3.75 },
    { name: '公用事业', percent: 2.51 },
  ],
  hold_symbols: ROWS.map(([symbol, abbr_name, percent, percent_change, is_new, industry]) => ({
    symbol,
    abbr_name,
    percent,
    percent_change,
    is_new,
    market_value: '100000000.00',
    industry,
  })),
  hold_bonds: [],
};

describe('持仓明细 on real holdings (spec 001 §2 hold_symbols, §3 Asset allocation)', () => {
  it("000001's 持仓明细: real names with their weights, 新进, the report date, 未披露 bond and cash, the industries", async () => {
    const { container } = renderRoutes(
      '/s/000001/hold_symbols/',
      [{ path: '/s/:symbol/hold_symbols/', element: <HoldSymbolsScreen /> }],
      [{ path: '/symbols/funds/000001/hold_symbols/', reply: () => allocation000001 }],
    );
    const table = await screen.findByRole('table', { name: /2022-12-31 报告期，占基金总资产比例/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    for (const [, name, weight] of ROWS) {
      const row = within(table).getByRole('row', { name: new RegExp(name) });
      expect(row).toHaveTextContent(`${weight.toFixed(2)}%`);
    }
    expect(within(table).getByRole('link', { name: '菲利华' })).toHaveAttribute(
      'href',
      '/symbols/stocks/SZ300395/',
    );
    expect(within(table).getByRole('row', { name: /华秦科技/ })).toHaveTextContent('新进');
    expect(within(table).getByRole('row', { name: /航天电器/ })).toHaveTextContent('+1.59%');
    // the allocation sums to 100 %: stock + the undisclosed rest, bond and cash not invented
    const bar = screen.getByRole('img', { name: /股票/ });
    expect(bar).toHaveAccessibleName('股票76.73%，债券未披露，现金未披露，其他/未披露23.27%');
    expect(screen.getByText('报告期 2022-12-31')).toBeInTheDocument();
    expect(screen.getByText(/占比为占基金总资产比例/, { selector: 'p' })).toBeInTheDocument();
    const industries = screen.getByRole('table', { name: /申万一级行业汇总/ });
    expect(within(industries).getByRole('row', { name: /国防军工/ })).toHaveTextContent('31.67%');
    await expectNoSeriousAxeViolations(container);
  });

  afterEach(() => vi.restoreAllMocks());

  const holdSymbols = (reply: () => { status: number; body: unknown }) =>
    renderRoutes(
      '/s/000198/hold_symbols/',
      [{ path: '/s/:symbol/hold_symbols/', element: <HoldSymbolsScreen /> }],
      [{ path: '/symbols/funds/000198/hold_symbols/', reply }],
    );

  it("a fund that disclosed no holdings (404 with the server's errors): an empty section with the reason, no toast", async () => {
    const toast = vi.spyOn(feedback, 'toast');
    holdSymbols(() => ({
      status: 404,
      body: { errors: { detail: ['请求的数据不存在：该基金暂无持仓披露数据'] } },
    }));
    expect(await screen.findByText(/该基金暂无持仓披露数据/)).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('an allocation that fails to load: its message as a toast and 暂无数据 (spec 001 §8)', async () => {
    const toast = vi.spyOn(feedback, 'toast');
    holdSymbols(() => ({ status: 500, body: {} }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('业绩排名 (spec 001 §3 Achievement rank; real peers)', () => {
  it('labels every period the sandbox answers in Chinese, with 同类排名 and 四分位, and says who the peers are', async () => {
    const periods = ['w', 'm', '3m', '6m', 'ty', 'y', '2y', '3y', '5y', 'start'];
    const quartiles = ['优秀', '良好', '一般', '不佳'];
    const { container } = renderRoutes(
      '/s/000001/achievement_rank/',
      [{ path: '/s/:symbol/achievement_rank/', element: <AchievementRankScreen /> }],
      [
        {
          path: '/symbols/funds/000001/achievement_rank/',
          reply: () =>
            periods.map((period, i) => ({
              period,
              percent: i - 2,
              track_name: '沪深300',
              track_percent: 1,
              rank_index: 10 + i,
              rank_total: 354,
              quartile: quartiles[i % 4],
            })),
        },
      ],
    );
    const table = await screen.findByRole('table');
    const labels = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(labels).toEqual([
      '近1周',
      '近1月',
      '近3月',
      '近6月',
      '今年以来',
      '近1年',
      '近2年',
      '近3年',
      '近5年',
      '成立以来',
    ]);
    const row2 = within(table).getAllByRole('row')[2]!;
    expect(
      within(row2)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['近1月', '-1.00%', '沪深300 +1.00%', '11/354', '良好']);
    expect(screen.getByText(/收益率按分红再投资计算/)).toBeInTheDocument();
    expect(table.textContent).not.toMatch(/[a-z]{2,}/);
    expect(within(table).getByText('14/354')).toBeInTheDocument();
    expect(screen.getByText(/同类排名为在本平台收录的同类型基金中的名次/)).toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
  });
});

describe('分红拆分 from NAV moves (derived_corporate_actions, labelled 推算)', () => {
  it('marks estimated dividends and splits 推算 and shows how they were inferred', async () => {
    const { user, container } = renderRoutes(
      '/s/000001/dividend_split/',
      [{ path: '/s/:symbol/dividend_split/', element: <DividendSplitScreen /> }],
      [
        {
          path: '/symbols/funds/000001/dividend_split/',
          reply: () => ({
            is_estimated: true,
            note: '由单位净值与日增长率的差异推算，非基金公告数据；权益登记日按场外基金惯例与除息日相同',
            dividends: [
              {
                record_date: '2021-12-17',
                ex_date: '2021-12-17',
                pay_date: null,
                amount_per_share: '0.0500',
              },
            ],
            splits: [{ split_date: '2007-01-12', ratio: '3.4178' }],
          }),
        },
      ],
    );
    expect(await screen.findByText('0.0500（推算）')).toBeInTheDocument();
    expect(screen.getByText(/非基金公告数据/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '拆分' }));
    expect(screen.getByText('1:3.4178（推算）')).toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
  });
});

describe('holders_analyse and holders_shares_history on real holdings (spec 001 §2)', () => {
  const atlas = {
    symbol: '000001',
    type: 'holders_atlas',
    report_date: '2022-12-31',
    total_count: 2,
    holders: [
      {
        id: 300395,
        symbol: 'SZ300395',
        name: '菲利华',
        shares: null,
        percent: 9.38,
        change: '-0.54',
        market_value: '295280000.00',
        funds_count: 159,
      },
      {
        id: 688281,
        symbol: 'SH688281',
        name: '华秦科技',
        shares: null,
        percent: 2.61,
        change: null,
        market_value: '82160000.00',
        funds_count: 40,
      },
    ],
  };
  const routes: FakeRoute[] = [
    { path: '/symbols/000001/holders_analyse/', reply: () => atlas },
    {
      path: '/symbols/000001/holders_shares_history/300395/',
      reply: () => [
        {
          report_date: '2022-12-31',
          shares: null,
          percent: 9.38,
          change: '-0.54',
          market_value: '295280000.00',
        },
        {
          report_date: '2021-12-31',
          shares: null,
          percent: 1.99,
          change: null,
          market_value: '50000000.00',
        },
      ],
    },
    {
      path: '/symbols/SH600519/holders_analyse/',
      reply: () => ({
        symbol: 'SH600519',
        type: 'funds',
        report_date: '2022-12-31',
        total_count: 1,
        holders: [
          {
            id: 161725,
            symbol: '161725',
            name: '招商中证白酒指数(LOF)A',
            shares: null,
            percent: null,
            change: null,
            market_value: '7000000000.00',
            funds_count: null,
          },
        ],
      }),
    },
  ];

  it("a fund's held stocks: weight, change in points, funds holding each — no share column without share counts", async () => {
    const { user, container, router } = renderRoutes(
      '/s/000001/holders_analyse/',
      [
        { path: '/s/:symbol/holders_analyse/', element: <HoldersAnalyseScreen /> },
        {
          path: '/s/:symbol/holders_shares_history/:id/',
          element: <HolderSharesHistoryScreen />,
        },
      ],
      routes,
    );
    const table = await screen.findByRole('table', { name: /占比为占基金总资产比例/ });
    expect(within(table).queryByRole('columnheader', { name: '持股' })).toBeNull();
    const row = within(table).getByRole('row', { name: /菲利华/ });
    expect(row).toHaveTextContent('9.38%');
    expect(row).toHaveTextContent('-0.54%');
    expect(row).toHaveTextContent('159 只');
    await expectNoSeriousAxeViolations(container);
    await user.click(within(table).getByRole('link', { name: '菲利华' }));
    expect(router.state.location.pathname).toBe('/s/000001/holders_shares_history/300395/');
    const hist = await screen.findByRole('table', { name: /000001 持有 300395/ });
    expect(within(hist).getByRole('row', { name: /2022-12-31/ })).toHaveTextContent('2.95亿元');
    expect(within(hist).queryByRole('columnheader', { name: '持股' })).toBeNull();
    await expectNoSeriousAxeViolations(container);
  });

  it("a stock's holders are the funds holding it, each opening the fund", async () => {
    renderRoutes(
      '/s/SH600519/holders_analyse/',
      [{ path: '/s/:symbol/holders_analyse/', element: <HoldersAnalyseScreen /> }],
      routes,
    );
    const link = await screen.findByRole('link', { name: '招商中证白酒指数(LOF)A' });
    expect(link).toHaveAttribute('href', '/s/161725');
    expect(screen.getByRole('row', { name: /招商中证白酒/ })).toHaveTextContent('70.00亿元');
  });
});
