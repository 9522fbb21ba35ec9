// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketScreen } from '../screens/market-screen';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { fund000001 } from '../../shared/test/fund-fixtures';

const routes = [{ path: '/symbols/funds/', element: <MarketScreen /> }];

function page(n: number, total = 2) {
  return {
    current_page: n,
    total_count: total * 20,
    total_page: total,
    results: Array.from({ length: 20 }, (_, i) =>
      fund000001({
        symbol: String((n - 1) * 20 + i + 1).padStart(6, '0'),
        abbr_name: `基金${(n - 1) * 20 + i + 1}`,
        percent_year: 50 - i,
      }),
    ),
  };
}

const api: FakeRoute[] = [
  { path: '/symbols/funds/', reply: (c) => page(Number(c.query.get('page') ?? 1)) },
  {
    path: '/symbols/funds/companies/',
    reply: () => ({
      current_page: 1,
      total_count: 1,
      total_page: 1,
      results: [{ id: 51, name: '华夏基金', abbr_name: '华夏' }],
    }),
  },
];

describe('MarketScreen (/symbols/funds/, spec 001 §2 Funds market, §9 default list)', () => {
  it('asks for the default list: allow_trade 1, page 1, 20 a page, sort -percent_year, type all', async () => {
    const { calls } = renderRoutes('/symbols/funds/', routes, api);
    expect(await screen.findByText('基金1')).toBeTruthy();
    const first = calls.find((c) => c.path === '/symbols/funds/')!;
    expect(Object.fromEntries(first.query)).toEqual({
      allow_trade: '1',
      page: '1',
      page_size: '20',
      sort: '-percent_year',
      type: 'all',
    });
    await expectNoAxeViolations();
  });

  it('leads to the research tools: screener, comparison, sectors, indexes, styles, news', async () => {
    renderRoutes('/symbols/funds/', routes, api);
    const tools = await screen.findByRole('navigation', { name: '选基工具' });
    const hrefs = within(tools)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/symbols/funds/advance/',
        '/symbols/funds/compare/',
        '/symbols/funds/sectors/',
        '/symbols/funds/index_fund/?fund_type=zs&sort=-percent_year',
        '/symbols/fund_styles/overview',
        '/symbols/indexes/',
        '/symbols/markets/cn/detail/',
        '/quant/strategies/',
        '/statuses/news/',
      ]),
    );
  });

  it('filters by type and company, restarting from page 1', async () => {
    const { user, calls } = renderRoutes('/symbols/funds/', routes, api);
    await screen.findByText('基金1');
    await user.click(screen.getByRole('tab', { name: '债券型' }));
    await waitFor(() =>
      expect(calls.some((c) => c.query.get('type') === '302' && c.query.get('page') === '1')).toBe(
        true,
      ),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: '基金公司' }), '51');
    await waitFor(() => expect(calls.some((c) => c.query.get('company_id') === '51')).toBe(true));
  });

  it('sorts by another period', async () => {
    const { user, calls } = renderRoutes('/symbols/funds/', routes, api);
    await screen.findByText('基金1');
    await user.selectOptions(screen.getByRole('combobox', { name: '排序' }), '-percent_month');
    await waitFor(() =>
      expect(calls.some((c) => c.query.get('sort') === '-percent_month')).toBe(true),
    );
  });

  it('shows each fund with its return coloured red up', async () => {
    renderRoutes('/symbols/funds/', routes, api);
    const list = await screen.findByRole('list', { name: '基金列表' });
    const first = (await within(list).findAllByRole('link'))[0]!;
    expect(first).toHaveAttribute('href', '/s/000001');
    expect(within(first).getByText('+50.00%').getAttribute('style')).toContain('--jj-up');
  });
});

describe('MarketScreen, a delisted fund (spec 001 §7 GET symbols/funds/, §3 list_status)', () => {
  it('marks a delisted fund (list_status 3) 已终止 in its row, and no listed one', async () => {
    const rows = {
      current_page: 1,
      total_count: 2,
      total_page: 1,
      results: [
        fund000001(),
        fund000001({
          id: 501054,
          symbol: '501054',
          abbr_name: '东方红睿泽三年持有混合A',
          list_status: 3,
          allow_trade: false,
        }),
      ],
    };
    renderRoutes('/symbols/funds/', routes, [{ path: '/symbols/funds/', reply: () => rows }]);
    const delisted = await screen.findByRole('link', { name: /东方红睿泽三年持有混合A/ });
    expect(within(delisted).getByText('已终止')).toBeTruthy();
    const listed = screen.getByRole('link', { name: /华夏成长混合/ });
    expect(within(listed).queryByText('已终止')).toBeNull();
    await expectNoAxeViolations();
  });
});
