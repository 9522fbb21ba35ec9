import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { renderRoutes } from '../../shared/test/render';
import type { FakeRoute } from '../../shared/test/fake-api';
import { page, researchUser } from './fixtures';
import { ComparisonScreen } from '../screens/comparison-screen';
import { CompareScreen } from '../screens/compare-screen';
import { FundAssetsScreen } from '../screens/fund-assets-screen';
import { FundStyleScreen } from '../screens/fund-style-screen';
import { FundStylesOverviewScreen } from '../screens/fund-styles-overview-screen';
import { IndexDetailScreen } from '../screens/index-detail-screen';
import { IndexFundScreen } from '../screens/index-fund-screen';
import { IndexesScreen } from '../screens/indexes-screen';
import { NewsScreen } from '../screens/news-screen';
import { RecommendScreen } from '../screens/recommend-screen';
import { SectorDetailScreen } from '../screens/sector-detail-screen';
import { SectorsScreen } from '../screens/sectors-screen';
import { StockDetailScreen } from '../screens/stock-detail-screen';
import { UserScreen } from '../screens/user-screen';

// jsdom has no canvas: stand in for ui's lazy echarts charts with an accessible label.
vi.mock('@jijin/ui/charts', () => ({
  NetValueChart: (p: { names: { main: string; track?: string }; points: unknown[] }) => (
    <div role="img" aria-label={`${p.names.main}与${p.names.track}走势（${p.points.length}点）`} />
  ),
  KLineChart: (p: { points: unknown[] }) => (
    <div role="img" aria-label={`K线（${p.points.length}根）`} />
  ),
}));

const fund = (symbol: string, abbr_name: string, symbol_stype: number, percent_year: number) => ({
  id: Number(symbol),
  symbol,
  code: symbol,
  abbr_name,
  symbol_type: 3,
  symbol_stype,
  percent_year,
  percent_month: 1.2,
});
const user7 = researchUser(7, '用户7');

describe('fund comparison (spec 001 §2 /compare/?symbol&abbr_name, /comparison/detail/?symbolA&symbolB)', () => {
  it('says which compared fund has a stale NAV (净值未更新 with its date) beside the window both share', async () => {
    renderRoutes(
      '/symbols/funds/comparison/detail/?symbolA=000001&symbolB=110011',
      [{ path: '/symbols/funds/comparison/detail/', element: <ComparisonScreen /> }],
      [
        {
          path: '/symbols/funds/comparison/',
          reply: () => ({
            funds: [
              fund('000001', '华夏成长混合', 301, 35.39),
              {
                ...fund('110011', '易方达优质精选混合(QDII)', 301, 4.5),
                nav_stale: true,
                net_value_date: '2026-02-13',
              },
            ],
            period: 'y',
            end_date: '2026-02-13',
            metrics: [
              { symbol: '000001', percent: 30.1, start_date: '2025-02-13', end_date: '2026-02-13' },
              { symbol: '110011', percent: 4.5, start_date: '2025-02-13', end_date: '2026-02-13' },
            ],
            overlap: null,
            net_values: [],
          }),
        },
      ],
    );
    const table = await screen.findByRole('table', { name: /区间 2025-02-13 至 2026-02-13/ });
    const head = within(table).getAllByRole('columnheader');
    expect(head[2]).toHaveTextContent('净值未更新（02-13）');
    expect(head[1]).not.toHaveTextContent('净值未更新');
  });

  it('the detail shows both funds side by side: return, drawdown, fees, size with its date, managers, overlap', async () => {
    const { container, calls } = renderRoutes(
      '/symbols/funds/comparison/detail/?symbolA=000001&symbolB=161725',
      [{ path: '/symbols/funds/comparison/detail/', element: <ComparisonScreen /> }],
      [
        {
          path: '/symbols/funds/comparison/',
          reply: () => ({
            funds: [
              fund('000001', '华夏成长混合', 301, 35.39),
              fund('161725', '招商中证白酒', 303, -8),
            ],
            period: 'y',
            metrics: [
              {
                symbol: '000001',
                percent: 33.93,
                max_drawdown: -15.89,
                volatility: 22.97,
                start_date: '2025-04-21',
                end_date: '2026-04-17',
                fare_ratio_buy: 0.15,
                manage_fare: 1.2,
                scale: '2937000000.00',
                scale_date: '2026-02-17',
                managers: [{ id: 1, name: '万方方' }],
              },
              {
                symbol: '161725',
                percent: -8.1,
                max_drawdown: -20.5,
                volatility: 25.1,
                start_date: '2025-04-21',
                end_date: '2026-04-17',
                fare_ratio_buy: 0.12,
                manage_fare: 1,
                scale: null,
                scale_date: null,
                managers: [{ id: 2, name: '侯昊' }],
              },
            ],
            overlap: {
              report_date: '2022-12-31',
              percent: 0,
              stocks: [],
            },
            net_values: [
              { date: '2025-04-21', percents: [0, 0] },
              { date: '2026-04-17', percents: [33.93, -8.1] },
            ],
          }),
        },
      ],
    );
    const table = await screen.findByRole('table', { name: /区间 2025-04-21 至 2026-04-17/ });
    expect(calls.find((c) => c.path === '/symbols/funds/comparison/')!.query.get('symbols')).toBe(
      '000001,161725',
    );
    expect(within(table).getByRole('row', { name: /区间收益/ })).toHaveTextContent('+33.93%-8.10%');
    expect(within(table).getByRole('row', { name: /最大回撤/ })).toHaveTextContent('-15.89%');
    expect(within(table).getByRole('row', { name: /基金规模/ })).toHaveTextContent(
      '29.37亿元（2026-02-17）',
    );
    expect(within(table).getByRole('row', { name: /基金经理/ })).toHaveTextContent('万方方侯昊');
    expect(screen.getByText('前十大重仓股没有重合')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '华夏成长混合与招商中证白酒走势（2点）' })).toBeTruthy();
    await expectNoSeriousAxeViolations(container);
  });

  it('the compare list adds a searched fund, then two picked open the detail', async () => {
    const { user, router, container } = renderRoutes(
      '/symbols/funds/compare/?symbol=000001&abbr_name=华夏成长混合',
      [{ path: '/symbols/funds/compare/', element: <CompareScreen /> }],
      [
        {
          path: '/search/symbols/',
          reply: (c) => {
            expect(c.query.get('page_size')).toBe('5');
            expect(c.query.get('symbol_type')).toBe('3');
            return page([{ symbol: '161725', abbr_name: '招商中证白酒', symbol_type: 3 }]);
          },
        },
      ],
    );
    await user.type(screen.getByLabelText('搜索基金代码、名称或拼音'), '161725');
    const hits = await screen.findByRole('list', { name: '搜索结果' });
    await user.click(await within(hits).findByRole('button', { name: '加入' }));
    await user.click(screen.getByRole('checkbox', { name: /招商中证白酒/ }));
    await expectNoSeriousAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '开始对比' }));
    expect(router.state.location.pathname).toBe('/symbols/funds/comparison/detail/');
    expect(router.state.location.search).toBe('?symbolA=000001&symbolB=161725');
  });
});

describe('sectors and index funds (spec 001 §2 /sectors/, /sectors/{id}/?sort=, /index_fund/)', () => {
  it('lists the Shenwan sectors with their fund counts, and a sector sorts in the query string', async () => {
    const routes: FakeRoute[] = [
      {
        path: '/symbols/funds/sectors/',
        reply: () => [
          {
            id: 7,
            name: '国防军工',
            percent_day: 0.5,
            percent_year: 66.35,
            funds_count: 9,
            report_date: '2022-12-31',
          },
        ],
      },
      {
        path: '/symbols/funds/sectors/7/',
        reply: () => ({
          ...page([fund('000001', '华夏成长混合', 301, 35.39)]),
          sector: { id: 7, name: '国防军工', funds_count: 1, report_date: '2022-12-31' },
        }),
      },
    ];
    const { user, router, calls, container } = renderRoutes(
      '/symbols/funds/sectors/',
      [
        { path: '/symbols/funds/sectors/', element: <SectorsScreen /> },
        { path: '/symbols/funds/sectors/:id/', element: <SectorDetailScreen /> },
      ],
      routes,
    );
    const list = await screen.findByRole('list', { name: '板块列表' });
    expect(
      within(list)
        .getByRole('link', { name: /国防军工/ })
        .closest('[role="listitem"]'),
    ).toHaveTextContent('9 只基金');
    expect(screen.getByText(/持仓数据截至 2022-12-31 报告期/)).toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
    await user.click(within(list).getByRole('link', { name: /国防军工/ }));
    expect(await screen.findByRole('list', { name: '板块基金' })).toHaveTextContent('华夏成长混合');
    expect(screen.getByText(/按 2022-12-31 报告期前十大重仓股归入本板块的 1 只基金/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '近1月' }));
    expect(router.state.location.search).toBe('?sort=-percent_month');
    await waitFor(() =>
      expect(calls.some((c) => c.query.get('sort') === '-percent_month')).toBe(true),
    );
  });

  it('recommended funds list each fund with its 1-year return, linking to the fund', async () => {
    const { container } = renderRoutes(
      '/symbols/funds/recommend/',
      [{ path: '/symbols/funds/recommend/', element: <RecommendScreen /> }],
      [
        {
          path: '/symbols/funds/recommend/',
          reply: () => page([fund('000001', '华夏成长混合', 301, 35.39)]),
        },
      ],
    );
    const link = await screen.findByRole('link', { name: /华夏成长混合/ });
    expect(link).toHaveAttribute('href', '/s/000001');
    expect(screen.getByText('+35.39%')).toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
  });

  it('index funds ask for symbol_stype 303 sorted by -percent_year', async () => {
    const { calls } = renderRoutes(
      '/symbols/funds/index_fund/?fund_type=zs&sort=-percent_year',
      [{ path: '/symbols/funds/index_fund/', element: <IndexFundScreen /> }],
      [
        {
          path: '/symbols/funds/',
          reply: () => page([fund('000051', '华夏沪深300ETF联接A', 303, 21.37)]),
        },
      ],
    );
    expect(await screen.findByRole('list', { name: '指数基金' })).toHaveTextContent('华夏沪深300');
    const call = calls.find((c) => c.path === '/symbols/funds/')!;
    expect(call.query.get('type')).toBe('303');
    expect(call.query.get('sort')).toBe('-percent_year');
  });
});

describe('fund styles (spec 001 §2 /symbols/fund_styles/overview, monthly_overview, info, history)', () => {
  const overview = {
    date: '2022-12-31',
    styles: [
      '大盘价值',
      '大盘平衡',
      '大盘成长',
      '中盘价值',
      '中盘平衡',
      '中盘成长',
      '小盘价值',
      '小盘平衡',
      '小盘成长',
    ].map((style, i) => ({
      style,
      funds_count: i === 2 ? 102 : 1,
      percent_month: i === 8 ? null : -5.37,
    })),
  };
  it('the overview counts funds per style box cell at the report date; a month asks monthly_overview', async () => {
    const { calls, container } = renderRoutes(
      '/symbols/fund_styles/monthly_overview?month=2026-03',
      [{ path: '/symbols/fund_styles/monthly_overview', element: <FundStylesOverviewScreen /> }],
      [{ path: '/symbols/fund_styles/monthly_overview/', reply: () => overview }],
    );
    const box = await screen.findByRole('table', { name: '风格箱' });
    expect(within(box).getByRole('row', { name: /大盘/ })).toHaveTextContent('大盘11102');
    expect(screen.getByText(/风格按 2022-12-31 报告期持仓计算/)).toBeInTheDocument();
    expect(calls[0]!.query.get('month')).toBe('2026-03');
    expect(screen.getByRole('link', { name: '查看单只基金的风格与历史' })).toHaveAttribute(
      'href',
      '/symbols/fund_styles/info',
    );
    await expectNoSeriousAxeViolations(container);
  });

  it("a fund's style marks its cell and lists its history (240 a page, spec 001 §9)", async () => {
    const { calls, container } = renderRoutes(
      '/symbols/fund_styles/info?symbol=000001',
      [{ path: '/symbols/fund_styles/info', element: <FundStyleScreen /> }],
      [
        {
          path: '/symbols/fund_styles/info/',
          reply: () => ({
            symbol: '000001',
            abbr_name: '华夏成长混合',
            date: '2022-12-31',
            style: '大盘成长',
            size_score: 81.61,
            value_score: 73.59,
          }),
        },
        {
          path: '/symbols/fund_styles/history/',
          reply: () =>
            page([
              { symbol: '000001', date: '2022-12-31', style: '大盘成长' },
              { symbol: '000001', date: '2020-12-31', style: '大盘价值' },
            ]),
        },
      ],
    );
    expect(await screen.findByRole('heading', { name: '华夏成长混合 · 大盘成长' })).toBeTruthy();
    const marked = screen.getByRole('table', { name: '风格箱' }).querySelector('[aria-current]');
    expect(marked).toHaveTextContent('●');
    expect(await screen.findByRole('row', { name: /2020-12-31/ })).toHaveTextContent('大盘价值');
    const hist = calls.find((c) => c.path === '/symbols/fund_styles/history/')!;
    expect([hist.query.get('page'), hist.query.get('page_size')]).toEqual(['1', '240']);
    await expectNoSeriousAxeViolations(container);
  });

  it('without a symbol, info offers a fund search that opens the fund’s style', async () => {
    const { user } = renderRoutes(
      '/symbols/fund_styles/info',
      [{ path: '/symbols/fund_styles/info', element: <FundStyleScreen /> }],
      [
        {
          path: '/search/symbols/',
          reply: () => page([{ symbol: '000001', abbr_name: '华夏成长混合', symbol_type: 3 }]),
        },
      ],
    );
    await user.type(screen.getByLabelText('搜索基金代码、名称或拼音'), 'hxcz');
    expect(await screen.findByRole('link', { name: '查看华夏成长混合的风格' })).toHaveAttribute(
      'href',
      '/symbols/fund_styles/info?symbol=000001',
    );
  });
});

describe('indexes and stocks (spec 001 §2 /symbols/indexes/ and /{id}, /s/{stock})', () => {
  const csi300 = {
    id: 300,
    symbol: '000300',
    abbr_name: '沪深300',
    price: '4728.67',
    price_date: '2026-04-17',
    percent_day: -0.17,
    change: '-8.05',
    trade_status: 'closed',
  };
  it('the list shows each index with its last real close; the detail its date, K-line, no invented constituents, tracking funds', async () => {
    const { user, container } = renderRoutes(
      '/symbols/indexes/',
      [
        { path: '/symbols/indexes/', element: <IndexesScreen /> },
        { path: '/symbols/indexes/:symbol', element: <IndexDetailScreen /> },
      ],
      [
        { path: '/symbols/indexes/', reply: () => [csi300] },
        {
          path: '/symbols/indexes/000300/',
          reply: () => ({ ...csi300, funds: [fund('000051', '华夏沪深300ETF联接A', 303, 21.37)] }),
        },
        {
          path: '/symbols/indexes/000300/k_line/',
          reply: () => [
            {
              date: '2026-04-17',
              open: '4729.00',
              close: '4728.67',
              high: '4738.32',
              low: '4714.47',
              volume: 1,
              percent: -0.17,
            },
          ],
        },
        { path: '/symbols/following/', reply: () => page([]) },
      ],
      { loggedIn: false },
    );
    const list = await screen.findByRole('list', { name: '指数列表' });
    expect(
      within(list)
        .getByRole('link', { name: /沪深300/ })
        .closest('[role="listitem"]'),
    ).toHaveTextContent('000300 · 04-17 收盘');
    await expectNoSeriousAxeViolations(container);
    await user.click(within(list).getByRole('link', { name: /沪深300/ }));
    expect(await screen.findByText('2026-04-17 收盘')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'K线（1根）' })).toBeTruthy();
    expect(screen.getByText(/暂无指数成分股名单的数据来源/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '跟踪基金' })).toHaveTextContent('华夏沪深300ETF联接A');
    await expectNoSeriousAxeViolations(container);
  });

  it('a stock without a bar series shows its dated snapshot close, no K-line, and the funds holding it', async () => {
    const { container } = renderRoutes(
      '/symbols/stocks/SZ300395/',
      [{ path: '/symbols/stocks/:symbol/', element: <StockDetailScreen /> }],
      [
        {
          path: '/symbols/stocks/SZ300395/',
          reply: () => ({
            symbol: 'SZ300395',
            code: '300395',
            abbr_name: '菲利华',
            symbol_type: 1,
            market: 'SZ',
            industry: '玻璃',
            sw_industry: '国防军工',
            price: '45.10',
            price_date: '2026-02-06',
            percent_day: null,
            pe: 60.2,
            pb: 5.1,
            market_value: '23400000000.00',
            valuation_date: '2026-02-06',
            has_k_line: false,
            trade_status: 'closed',
            funds_report_date: '2022-12-31',
            funds_count: 159,
            funds: [
              {
                fund: { symbol: '000001', abbr_name: '华夏成长混合' },
                percent: 9.38,
                market_value: '295280000.00',
              },
            ],
          }),
        },
      ],
      { loggedIn: false },
    );
    expect(await screen.findByText('2026-02-06 收盘')).toBeInTheDocument();
    expect(screen.getByText('暂无该股的K线数据')).toBeInTheDocument();
    expect(screen.getByText('估值数据日期 2026-02-06')).toBeInTheDocument();
    expect(screen.getByText(/2022-12-31 报告期，全市场 159 只基金前十大重仓/)).toBeInTheDocument();
    const holders = screen.getByRole('list', { name: '持有基金' });
    expect(within(holders).getByRole('link', { name: /华夏成长混合/ })).toHaveAttribute(
      'href',
      '/s/000001',
    );
    expect(holders).toHaveTextContent('9.38%');
    await expectNoSeriousAxeViolations(container);
  });
});

describe("a fund's assets (spec 001 §2 allocation, industry, asset history, holder structure; §9 sizes)", () => {
  it('industry from the top 10, asset history 100 a page, holder structure 1,000 a page and empty with its reason', async () => {
    const alloc = {
      report_date: '2022-12-31',
      stock: 76.73,
      bond: null,
      cash: null,
      other: 23.27,
      other_label: '其他/未披露',
      industry: [{ name: '国防军工', percent: 31.67 }],
      hold_symbols: [],
    };
    const { user, calls, container } = renderRoutes(
      '/s/000001/assets/?tab=industry',
      [{ path: '/s/:symbol/assets/', element: <FundAssetsScreen /> }],
      [
        { path: '/symbols/funds/000001/asset_conf/', reply: () => alloc },
        {
          path: '/symbols/funds/000001/asset_history/',
          reply: () =>
            page([alloc, { ...alloc, report_date: '2022-09-30', stock: 75.59, other: 24.41 }]),
        },
        { path: '/symbols/funds/000001/hold_struct/', reply: () => page([]) },
      ],
    );
    expect(await screen.findByRole('row', { name: /国防军工/ })).toHaveTextContent('31.67%');
    await expectNoSeriousAxeViolations(container);
    await user.click(screen.getByRole('tab', { name: '资产历史' }));
    expect(await screen.findByRole('row', { name: /2022-09-30/ })).toHaveTextContent(
      '75.59%24.41%',
    );
    expect(calls.find((c) => c.path.endsWith('/asset_history/'))!.query.get('page_size')).toBe(
      '100',
    );
    await user.click(screen.getByRole('tab', { name: '持有人结构' }));
    expect(
      await screen.findByText(/暂无基金持有人结构（机构\/个人占比）的数据来源/),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/hold_struct/'))!.query.get('page_size')).toBe(
      '1000',
    );
    await expectNoSeriousAxeViolations(container);
  });
});

describe('news, posting and users (spec 001 §2 /statuses/news/, §7 Statuses, Users)', () => {
  it("a post the server flags is_example carries the one 示例 tag; a user's post none", async () => {
    const post = (id: number, title: string, is_example: boolean) => ({
      id,
      title,
      text: '<p>正文</p>',
      content_type: 10,
      publish_at: '2026-04-20T10:00:00+08:00',
      user: user7,
      is_example,
    });
    renderRoutes(
      '/statuses/news/?tab=topics',
      [{ path: '/statuses/news/', element: <NewsScreen /> }],
      [
        {
          path: '/statuses/category_timeline/',
          reply: () => page([post(1, '定投与一次性买入的讨论', true), post(9, '我的看法', false)]),
        },
      ],
    );
    const example = (await screen.findByText('定投与一次性买入的讨论')).closest<HTMLElement>(
      '[role="listitem"]',
    )!;
    expect(within(example).getByText('示例')).toBeInTheDocument();
    const mine = screen.getByText('我的看法').closest<HTMLElement>('[role="listitem"]')!;
    expect(within(mine).queryByText('示例')).toBeNull();
  });

  it('推荐 lists GET /statuses/recommend/ 10 a page (spec 001 §7 Statuses default page_size)', async () => {
    const st = (id: number) => ({
      id,
      title: `推荐帖子${id}`,
      text: '正文',
      content_type: 0,
      publish_at: '2026-04-20T10:00:00+08:00',
      user: user7,
    });
    const { calls } = renderRoutes(
      '/statuses/news/?tab=recommend',
      [{ path: '/statuses/news/', element: <NewsScreen /> }],
      [
        {
          path: '/statuses/recommend/',
          reply: () => ({
            current_page: 1,
            total_count: 2,
            total_page: 1,
            results: [st(3), st(2)],
          }),
        },
      ],
    );
    const list = await screen.findByRole('list', { name: '推荐列表' });
    expect(await within(list).findByRole('link', { name: /推荐帖子3/ })).toHaveAttribute(
      'href',
      '/statuses/3',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    const call = calls.find((c) => c.path === '/statuses/recommend/')!;
    expect(call.query.get('page_size')).toBe('10');
    expect(calls.some((c) => c.path === '/statuses/category_timeline/')).toBe(false);
    expect(screen.getByRole('tab', { name: '推荐' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the composer keeps what was typed on an error and opens the new post', async () => {
    let fail = true;
    const { user, router, container } = renderRoutes(
      '/statuses/news/?tab=topics',
      [{ path: '/statuses/news/', element: <NewsScreen /> }],
      [
        { path: '/statuses/category_timeline/', reply: () => page([]) },
        {
          method: 'POST',
          path: '/statuses/',
          reply: () =>
            fail
              ? { status: 400, body: { errors: { text: ['内容过长'] } } }
              : {
                  id: 100001,
                  title: null,
                  text: '我的看法',
                  content_type: 0,
                  publish_at: '2026-04-20T10:00:00+08:00',
                  user: user7,
                },
        },
      ],
    );
    await user.click(await screen.findByRole('button', { name: '发布' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入内容');
    await user.type(screen.getByLabelText('内容'), '我的看法');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('内容过长');
    expect(screen.getByLabelText('内容')).toHaveValue('我的看法');
    await expectNoSeriousAxeViolations(container);
    fail = false;
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/statuses/100001'));
  });

  it("a user's page follows and unfollows, with their posts", async () => {
    let followed = false;
    const { user, calls, container } = renderRoutes(
      '/users/7/',
      [{ path: '/users/:id/', element: <UserScreen /> }],
      [
        { path: '/accounts/settings/', reply: () => ({ id: 1 }) },
        {
          path: '/users/7/',
          reply: () => ({
            ...user7,
            followers_count: followed ? 1 : 0,
            friends_count: 0,
            followed,
          }),
        },
        {
          path: '/statuses/user_timeline/',
          reply: () =>
            page([
              {
                id: 100002,
                title: '我的第一帖',
                text: 'x',
                content_type: 0,
                publish_at: '2026-04-20T10:00:00+08:00',
                user: user7,
              },
            ]),
        },
        {
          method: 'POST',
          path: '/users/7/follow/',
          reply: () => {
            followed = true;
            return { followed: true };
          },
        },
      ],
    );
    expect(await screen.findByRole('list', { name: '用户动态' })).toHaveTextContent('我的第一帖');
    await user.click(await screen.findByRole('button', { name: '关注' }));
    expect(await screen.findByRole('button', { name: '已关注' })).toBeInTheDocument();
    expect(screen.getByText(/粉丝 1/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/users/7/follow/')).toBe(true);
    await expectNoSeriousAxeViolations(container);
  });
});
