// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoldingDetailScreen } from '../screens/holding-detail-screen';
import { renderRoutes } from '../../shared/test/render';
import { apiError, type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { holding000001 } from '../../shared/test/fund-fixtures';

const returns = {
  symbol: '000001',
  nav_date: '2026-04-22',
  net_value: '1.1390',
  shares: '885.98',
  cost: '1000.00',
  cost_per_share: '1.1287',
  worth_value: '1009.13',
  holding_return: '9.13',
  holding_return_rate: 0.91,
  cumulative_return: '9.13',
  holding_days: 1,
};

const lot = {
  buy_date: '2026-04-20',
  confirm_date: '2026-04-21',
  shares: '885.98',
  cost: '1000.00',
  source: 'buy',
  days: 1,
  fee_rate: 1.5,
  penalty: true,
  falls_on: '2026-04-28',
  next_fee_rate: 0.5,
};

/** The Pager of `lots` a page of `size` at a time, as the server answers it. */
const pagerOf = (lots: unknown[], page: number, size: number) => ({
  current_page: page,
  total_count: lots.length,
  total_page: Math.ceil(lots.length / size),
  results: lots.slice((page - 1) * size, page * size),
});

const api = (reply: unknown, lots: unknown[], asked: URLSearchParams[]): FakeRoute[] => [
  { path: '/funds/fund/fund_info/', reply: () => holding000001() },
  { path: '/funds/returns/holding/', reply: () => reply },
  {
    path: '/funds/returns/holding/lots/',
    reply: ({ query }) => {
      asked.push(query);
      return pagerOf(lots, Number(query.get('page') ?? 1), Number(query.get('page_size') ?? 20));
    },
  },
];

const render = (reply: unknown, lots: unknown[] = [lot], asked: URLSearchParams[] = []) =>
  renderRoutes(
    '/accounts/funds/000001/',
    [{ path: '/accounts/funds/:symbol/', element: <HoldingDetailScreen /> }],
    api(reply, lots, asked),
  );

describe('the holding page shows cost, holding return, days and the paged lots with their fee tier (spec 001 §3 Fund account detail)', () => {
  it('shows 持仓成本, 持有收益 red when up, 持有收益率, 持有天数 and the lot under 7 days with when its fee falls', async () => {
    render(returns);
    const card = await screen.findByRole('region', { name: '持仓收益' });
    expect(within(card).getByTestId('holding-cost')).toHaveTextContent('1.1287');
    expect(within(card).getByTestId('holding-days')).toHaveTextContent('1天');
    const ret = within(card).getByText('+9.13');
    expect(ret.getAttribute('style')).toContain('--jj-up');
    expect(within(card).getByTestId('holding-return-rate')).toHaveTextContent('0.91%');
    const table = await within(card).findByRole('table', { name: '持有份额批次（先买先卖）' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('2026-04-21');
    expect(row).toHaveTextContent('885.98份');
    expect(row).toHaveTextContent('1.5%（不满7天）');
    expect(row).toHaveTextContent('2026-04-28起0.5%');
    // one page: no count line, nothing more to load
    expect(screen.queryByTestId('lots-count')).toBeNull();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows a loss green and a lot whose fee no longer falls', async () => {
    render({ ...returns, holding_return: '-12.40', holding_return_rate: -1.24 }, [
      { ...lot, days: 800, fee_rate: 0, penalty: false, falls_on: null, next_fee_rate: null },
    ]);
    const card = await screen.findByRole('region', { name: '持仓收益' });
    expect(within(card).getByText('-12.40').getAttribute('style')).toContain('--jj-down');
    expect(await within(card).findByRole('table')).toHaveTextContent('不再下调');
  });

  it('shows nothing of it when no shares are held', async () => {
    render({ ...returns, shares: '0.00', holding_days: null, cost_per_share: null }, []);
    expect(await screen.findByTestId('holding-shares')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '持仓收益' })).toBeNull();
  });

  it('shows the rest of the holding page and no 持仓收益 when the server answers the fund 404', async () => {
    render(apiError(404, { symbol: ['请求的数据不存在'] }), []);
    expect(await screen.findByTestId('holding-shares')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '持仓收益' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists many lots 20 at a time: 加载更多 asks for the next page until the last', async () => {
    const lots = Array.from({ length: 45 }, (_, i) => ({
      ...lot,
      shares: `${100 + i}.00`,
      days: 45 - i,
    }));
    const asked: URLSearchParams[] = [];
    render(returns, lots, asked);
    const card = await screen.findByRole('region', { name: '持仓收益' });
    const rows = async (n: number) =>
      waitFor(
        () => expect(within(card).getAllByRole('row')).toHaveLength(n + 1), // and the header row
      );
    await rows(20);
    expect(screen.getByTestId('lots-count')).toHaveTextContent('共45笔，已显示20笔');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await rows(40);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await rows(45);
    expect(screen.getByTestId('lots-count')).toHaveTextContent('共45笔，已显示45笔');
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    const shown = within(card)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]!.textContent);
    expect(shown).toEqual(lots.map((l) => `${l.shares}份`));
    expect(asked.map((q) => [q.get('symbol'), q.get('page'), q.get('page_size')])).toEqual([
      ['000001', '1', '20'],
      ['000001', '2', '20'],
      ['000001', '3', '20'],
    ]);
  });
});
