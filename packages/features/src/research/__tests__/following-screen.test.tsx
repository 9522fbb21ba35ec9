// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { FollowingScreen } from '../screens/following-screen';
import { StockDetailScreen } from '../screens/stock-detail-screen';

// jsdom has no layout: give ui's virtual list a 600 px viewport and 60 px rows, as a phone would.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.classList.contains('jj-virtual-list') ? 600 : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('jj-virtual-list__row') ? 60 : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
});

const routes = [
  '/symbols/following/',
  '/symbols/following/funds',
  '/symbols/following/stocks',
  '/symbols/following/indexes',
  '/symbols/following/managers',
].map((path) => ({ path, element: <FollowingScreen /> }));

const many = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  symbol: String(i + 1).padStart(6, '0'),
  abbr_name: `自选基金${i + 1}`,
  symbol_type: 3,
  net_value: '1.0000',
  percent_day: i % 2 ? -0.5 : 0.5,
}));
const stock = {
  id: 600519,
  symbol: 'SH600519',
  code: '600519',
  abbr_name: '贵州茅台',
  symbol_type: 1,
  price: '1330.03',
  percent_day: -1.52,
};
const index = { id: 300, symbol: '000300', abbr_name: '沪深300', symbol_type: 5, price: '4000.12' };
const pageOf = (results: unknown[]) => ({
  current_page: 1,
  total_count: results.length,
  total_page: 1,
  results,
});
const api: FakeRoute[] = [
  {
    path: '/symbols/following/',
    reply: (c) =>
      pageOf({ '3': many, '1': [stock], '5': [index] }[c.query.get('symbol_type') ?? '3'] ?? []),
  },
  {
    path: '/symbols/funds/managers/following/',
    reply: () =>
      pageOf([
        {
          id: 30189741,
          name: '张坤',
          post_status: 1,
          fund_company: { id: 1, name: '易方达基金' },
          work_seniority: 11.4,
          tags: [],
        },
      ]),
  },
  { method: 'POST', path: /\/symbols\/\d+\/(un)?follow\/$/, reply: () => ({ followed: false }) },
];

describe('the 自选 tabs (spec 001 §7 /symbols/following/ symbol_type 1,3,5; followed managers)', () => {
  it('the funds tab asks for up to 10,000 funds (spec 001 §9) and keeps fewer than 300 rows in the DOM', async () => {
    const { calls } = renderRoutes('/symbols/following/', routes, api);
    await screen.findByText('共10000只');
    const call = calls.find((c) => c.path === '/symbols/following/')!;
    expect(call.query.get('page_size')).toBe('10000');
    expect(call.query.get('symbol_type')).toBe('3');
    const list = screen.getByRole('list', { name: '自选列表' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(300);
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    await expectNoAxeViolations(list);
  });

  it('a followed fund names the NAV date its net value and day change are as of; a row without a NAV no date', async () => {
    const funds = [
      { ...many[0]!, net_value: '1.2345', net_value_date: '2026-04-17' },
      { ...many[1]!, net_value: null, net_value_date: null },
    ];
    const dated: FakeRoute[] = [
      {
        path: '/symbols/following/',
        reply: (c) => pageOf(c.query.get('symbol_type') === '1' ? [stock] : funds),
      },
    ];
    renderRoutes('/symbols/following/funds', routes, dated);
    const row = (await screen.findByRole('link', { name: /自选基金1\b/ })).closest(
      '[role="listitem"]',
    )!;
    expect(row).toHaveTextContent('000001 · 截至2026-04-17');
    expect(row).toHaveTextContent('1.2345');
    const bare = screen.getByRole('link', { name: /自选基金2/ }).closest('[role="listitem"]')!;
    expect(bare).toHaveTextContent('000002');
    expect(bare).not.toHaveTextContent('截至');
  });

  it('the stocks tab lists followed stocks (symbol_type 1); 删自选 names the type, since ids are shared', async () => {
    const { user, calls } = renderRoutes('/symbols/following/stocks', routes, api);
    const link = await screen.findByRole('link', { name: /贵州茅台/ });
    expect(link).toHaveAttribute('href', '/symbols/stocks/SH600519/');
    expect(calls.find((c) => c.path === '/symbols/following/')!.query.get('symbol_type')).toBe('1');
    await user.click(screen.getByRole('button', { name: '删自选 贵州茅台' }));
    await waitFor(() => {
      const post = calls.find((c) => c.path === '/symbols/600519/unfollow/');
      expect(post?.query.get('symbol_type')).toBe('1');
    });
    await expectNoAxeViolations();
  });

  it('switching tabs changes the path: indexes link to the index, managers come from the managers list', async () => {
    const r = renderRoutes('/symbols/following/stocks', routes, api);
    await screen.findByRole('link', { name: /贵州茅台/ });
    await r.user.click(screen.getByRole('tab', { name: '指数' }));
    expect(r.location()).toBe('/symbols/following/indexes');
    expect(await screen.findByRole('link', { name: /沪深300/ })).toHaveAttribute(
      'href',
      '/symbols/indexes/000300/',
    );
    await r.user.click(screen.getByRole('tab', { name: '基金经理' }));
    expect(r.location()).toBe('/symbols/following/managers');
    const m = await screen.findByRole('link', { name: /张坤/ });
    expect(m).toHaveAttribute('href', '/symbols/funds/managers/30189741/');
    expect(m.closest('[role="listitem"]')).toHaveTextContent('易方达基金 · 从业11.4年');
    await expectNoAxeViolations();
  });
});

describe('following a stock from its detail (spec 001 §4 follow button)', () => {
  it('加自选 posts the stock id with symbol_type 1', async () => {
    const { user, calls } = renderRoutes(
      '/symbols/stocks/SH600519/',
      [{ path: '/symbols/stocks/:symbol/', element: <StockDetailScreen /> }],
      [
        {
          path: '/symbols/stocks/SH600519/',
          reply: () => ({
            symbol: 'SH600519',
            code: '600519',
            abbr_name: '贵州茅台',
            symbol_type: 1,
            market: 'SH',
            price: '1330.03',
            price_date: '2026-04-17',
            percent_day: -1.52,
            has_k_line: false,
            trade_status: 'closed',
            funds: [],
          }),
        },
        { path: '/symbols/following/', reply: () => pageOf([]) },
        { method: 'POST', path: '/symbols/600519/follow/', reply: () => ({ followed: true }) },
      ],
    );
    // The button waits for the followed state (disabled until the following check answers).
    const add = await screen.findByRole('button', { name: /加自选/ });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => {
      const post = calls.find((c) => c.path === '/symbols/600519/follow/');
      expect(post?.query.get('symbol_type')).toBe('1');
    });
    const check = calls.find((c) => c.path === '/symbols/following/')!;
    expect(check.query.get('symbols')).toBe('SH600519');
  });
});
