import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations as expectNoAxeViolations } from '../../shared/test/axe';
import { renderRoute } from '../../shared/test/render';
import { BlockTradesTopScreen } from '../screens/block-trades-top-screen';
import { MarketDetailScreen } from '../screens/market-detail-screen';
import { MarketSectorScreen } from '../screens/market-sector-screen';
import { ShareholderChampionsScreen } from '../screens/shareholder-champions-screen';
import { ShareholderScreen } from '../screens/shareholder-screen';
import { ToolsSearchScreen } from '../screens/tools-search-screen';

const bank = {
  id: 31,
  name: '银行',
  stocks_count: 42,
  market_value: '1234567890000.00',
  pe_median: 5.81,
  pb_median: 0.55,
};
const overview = (trade_status: string) => ({
  trade_status,
  valuation_date: '2026-02-06',
  indexes: [
    {
      id: 1,
      symbol: '000001',
      abbr_name: '上证指数',
      price: '3200.50',
      price_date: '2026-04-17',
      percent_day: 0.52,
    },
  ],
  sectors: [bank],
});
const quote = (symbol: string, name: string, percent_day: number | null, market_value: string) => ({
  id: Number(symbol.slice(2)),
  symbol,
  abbr_name: name,
  symbol_type: 1,
  price: '35.20',
  price_date: percent_day === null ? '2026-02-06' : '2026-04-17',
  percent_day,
  amount: null,
  market_value,
  pe: 6.1,
  pb: 0.9,
  sw_industry: '银行',
});
const page = (results: unknown[]) => ({
  current_page: 1,
  total_count: results.length,
  total_page: 1,
  results,
});

describe('the A-share board (spec 001 §2 /symbols/markets/cn/detail/?sort= and /sect/{id}/, §9)', () => {
  it('shows the trade status, the Shenwan sectors and the stocks; a sort chip keeps the sort in the query string', async () => {
    const r = renderRoute({
      url: '/symbols/markets/cn/detail/',
      routes: [{ path: '/symbols/markets/cn/detail/', element: <MarketDetailScreen /> }],
      handlers: {
        'GET /symbols/markets/cn/': { body: overview('call_auction') },
        'GET /symbols/markets/cn/detail/': {
          body: page([
            quote('SH600036', '招商银行', 1.25, '900000000000.00'),
            quote('SZ000001', '平安银行', null, '200000000000.00'),
          ]),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: '集合竞价' })).toBeInTheDocument();
    const sectors = screen.getByRole('list', { name: '行业板块' });
    // a list cell: the sector's name is the link, its count sits on the line under it
    const bank = within(sectors).getByRole('link', { name: '银行' });
    expect(bank).toHaveAttribute('href', '/symbols/markets/cn/sect/31/');
    expect(bank.closest('[role="listitem"]')).toHaveTextContent(/银行.*42只/);
    expect(within(sectors).getByText('12345.68亿')).toBeInTheDocument();
    const stocks = await screen.findByRole('list', { name: '沪深个股' });
    expect(within(stocks).getByText('+1.25%')).toBeInTheDocument();
    // no day change without a daily series: the snapshot close is dated instead
    expect(within(stocks).getByText('2026-02-06 收盘')).toBeInTheDocument();
    expect(r.api.callsTo('GET /symbols/markets/cn/detail/')[0]!.query.get('sort')).toBe(
      '-market_value',
    );
    await userEvent.click(screen.getByRole('button', { name: '市盈率' }));
    expect(r.location()).toBe('/symbols/markets/cn/detail/?sort=pe');
    await waitFor(() =>
      expect(r.api.callsTo('GET /symbols/markets/cn/detail/').at(-1)!.query.get('sort')).toBe('pe'),
    );
    await expectNoAxeViolations(r.container);
  });

  afterEach(() => vi.useRealTimers());

  it('polls every 5,000 ms while the market is open and not while it is closed (spec 001 §9)', async () => {
    for (const [status, more] of [
      ['open', true],
      ['closed', false],
    ] as const) {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const r = renderRoute({
        url: '/symbols/markets/cn/detail/',
        routes: [{ path: '/symbols/markets/cn/detail/', element: <MarketDetailScreen /> }],
        handlers: {
          'GET /symbols/markets/cn/': { body: overview(status) },
          'GET /symbols/markets/cn/detail/': { body: page([]) },
        },
      });
      await screen.findByRole('list', { name: '沪深个股' });
      const before = r.api.callsTo('GET /symbols/markets/cn/detail/').length;
      await vi.advanceTimersByTimeAsync(5_100);
      const after = r.api.callsTo('GET /symbols/markets/cn/detail/').length;
      expect(after > before).toBe(more);
      r.unmount();
      vi.useRealTimers();
    }
  });

  it('a sector shows its size and median valuation, then its stocks', async () => {
    const r = renderRoute({
      url: '/symbols/markets/cn/sect/31/?sort=-percent_day',
      routes: [{ path: '/symbols/markets/cn/sect/:id/', element: <MarketSectorScreen /> }],
      handlers: {
        'GET /symbols/markets/cn/': { body: overview('closed') },
        'GET /symbols/markets/cn/sect/31/': {
          body: { ...page([quote('SH600036', '招商银行', 1.25, '900000000000.00')]), sector: bank },
        },
      },
    });
    expect(await screen.findByText('42只')).toBeInTheDocument();
    expect(screen.getByText('5.81')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /招商银行/ })).toHaveAttribute(
      'href',
      '/symbols/stocks/SH600036/',
    );
    expect(r.api.callsTo('GET /symbols/markets/cn/sect/31/')[0]!.query.get('sort')).toBe(
      '-percent_day',
    );
    expect(await screen.findByText(/已收盘/)).toBeInTheDocument();
    await expectNoAxeViolations(r.container);
  });
});

describe('reads without a source show their empty state (no invented data)', () => {
  it('block trades: 大宗交易日榜 and 个股大宗交易 say 暂无数据', async () => {
    for (const [url, title] of [
      ['/symbols/block_trades/daily_top/', '大宗交易日榜'],
      ['/symbols/stocks/block_trade/', '个股大宗交易'],
    ] as const) {
      const r = renderRoute({
        url,
        routes: [{ path: url, element: <BlockTradesTopScreen /> }],
        handlers: { 'GET /symbols/block_trades/daily_top/': { body: [] } },
      });
      expect(await screen.findByText(/暂无大宗交易的数据来源/)).toBeInTheDocument();
      expect(screen.getByText('暂无数据')).toBeInTheDocument();
      expect(screen.getByText(title)).toBeInTheDocument();
      await expectNoAxeViolations(r.container);
      r.unmount();
    }
  });

  it('shareholders: the ranking is empty and an unknown shareholder (404) is an empty state, not an error', async () => {
    const a = renderRoute({
      url: '/symbols/shareholders/champions/',
      routes: [
        { path: '/symbols/shareholders/champions/', element: <ShareholderChampionsScreen /> },
      ],
      handlers: { 'GET /symbols/shareholders/champions/': { body: page([]) } },
    });
    expect(await screen.findByText(/暂无上市公司股东持股的数据来源/)).toBeInTheDocument();
    a.unmount();
    const b = renderRoute({
      url: '/symbols/shareholders/7/',
      routes: [{ path: '/symbols/shareholders/:id/', element: <ShareholderScreen /> }],
      handlers: {
        'GET /symbols/shareholders/7/': {
          status: 404,
          body: { errors: { detail: ['请求的数据不存在'] } },
        },
      },
    });
    expect(await screen.findByText(/暂无上市公司股东持股的数据来源/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /重试/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(b.container);
  });
});

describe('tools search (spec 001 §2 /symbols/tools_search/{id}/)', () => {
  it("lists the preset's funds with its rule", async () => {
    const r = renderRoute({
      url: '/symbols/tools_search/1/',
      routes: [{ path: '/symbols/tools_search/:id/', element: <ToolsSearchScreen /> }],
      handlers: {
        'GET /symbols/tools_search/1/': {
          body: page([
            {
              id: 1,
              symbol: '000001',
              code: '000001',
              abbr_name: '华夏成长混合',
              symbol_type: 3,
              symbol_stype: 300,
              percent_year: 35.39,
            },
          ]),
        },
      },
    });
    expect(await screen.findByText('华夏成长混合')).toBeInTheDocument();
    expect(screen.getByText('股票型基金优选')).toBeInTheDocument();
    expect(screen.getByText(/近1年收益不为负/)).toBeInTheDocument();
    await expectNoAxeViolations(r.container);
  });
});
