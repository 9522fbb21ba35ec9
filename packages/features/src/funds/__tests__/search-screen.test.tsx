// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchScreen } from '../screens/search-screen';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';

const routes = [{ path: '/symbols/funds/search/', element: <SearchScreen /> }];
/** 000001's suggestion (found by hxcz). */
const HXCZ = {
  id: 1,
  symbol: '000001',
  abbr_name: '华夏成长混合',
  pinyin: 'hxczhh',
  symbol_type: 3,
  symbol_stype: 301,
};
const api: FakeRoute[] = [
  {
    path: '/search/symbols/',
    reply: (c) =>
      c.query.get('q') === 'hxcz'
        ? {
            results: [HXCZ],
          }
        : c.query.get('q') === '白酒'
          ? {
              total_count: 2,
              results: [
                {
                  id: 161725,
                  symbol: '161725',
                  abbr_name: '招商中证白酒指数(LOF)A',
                  pinyin: 'zszzbjzslofa',
                  symbol_type: 3,
                  symbol_stype: 303,
                  net_value: '0.8123',
                  net_value_date: '2026-04-17',
                  percent_year: -12.34,
                  nav_stale: false,
                },
                {
                  id: 12414,
                  symbol: '012414',
                  abbr_name: '招商中证白酒指数(LOF)C',
                  pinyin: 'zszzbjzslofc',
                  symbol_type: 3,
                  symbol_stype: 303,
                  net_value: null,
                  net_value_date: null,
                  percent_year: null,
                  nav_stale: true,
                },
              ],
            }
          : c.query.get('q') === '睿泽'
            ? {
                results: [
                  {
                    id: 501054,
                    symbol: '501054',
                    abbr_name: '东方红睿泽三年持有混合A',
                    pinyin: 'dfhrzsncyhha',
                    symbol_type: 3,
                    symbol_stype: 301,
                    list_status: 3,
                    net_value: null,
                    net_value_date: null,
                    percent_year: null,
                    nav_stale: true,
                  },
                  { ...HXCZ, list_status: 1 },
                ],
              }
            : { results: [] },
  },
];

describe('SearchScreen (search by code, name or pinyin initials; spec 000 §3 search history)', () => {
  it('finds 000001 华夏成长混合 by hxcz with symbol_type 3 and page_size 5, and opens it', async () => {
    const { user, calls, router, cookies } = renderRoutes('/symbols/funds/search/', routes, api);
    await user.type(screen.getByRole('searchbox'), 'hxcz');
    await user.click(await screen.findByRole('button', { name: /华夏成长混合/ }));
    expect(router.state.location.pathname).toBe('/s/000001');
    expect(cookies.get('fund_detail_origin')).toBe('/symbols/funds/search/?q=hxcz');
    const call = calls.find((c) => c.path === '/search/symbols/')!;
    expect(call.query.get('symbol_type')).toBe('3');
    expect(call.query.get('page_size')).toBe('5');
  });

  it('shows each fund with its 近1年 return and NAV, and 暂无净值数据 for a fund without NAV', async () => {
    const { user } = renderRoutes('/symbols/funds/search/', routes, api);
    await user.type(screen.getByRole('searchbox'), '白酒');
    const withNav = await screen.findByRole('button', { name: /招商中证白酒指数\(LOF\)A/ });
    expect(within(withNav).getByText('近1年 · 净值 0.8123')).toBeTruthy();
    expect(within(withNav).queryByText('暂无净值数据')).toBeNull();
    const noNav = screen.getByRole('button', { name: /招商中证白酒指数\(LOF\)C/ });
    expect(within(noNav).getByText('暂无净值数据')).toBeTruthy();
    expect(within(noNav).queryByText(/净值 \d/)).toBeNull();
    expect(within(noNav).queryByText(/%/)).toBeNull();
  });

  it('remembers what was searched, newest first, and clears the history', async () => {
    const first = renderRoutes('/symbols/funds/search/', routes, api);
    await first.user.type(screen.getByRole('searchbox'), 'hxcz');
    await first.user.click(await screen.findByRole('button', { name: /华夏成长混合/ }));
    expect(
      JSON.parse(
        first.storage.getItem('ls.search_history') ??
          first.storage.getItem('ls_search_history') ??
          '[]',
      ),
    ).toContain('hxcz');
  });

  it('shows 暂无搜索历史 when empty and has no axe violations', async () => {
    renderRoutes('/symbols/funds/search/', routes, api);
    expect(screen.getByText('暂无搜索历史')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says 暂无数据 when nothing matches', async () => {
    const { user } = renderRoutes('/symbols/funds/search/', routes, api);
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
  });
});

describe('SearchScreen, a delisted fund (spec 001 §7 GET /search/symbols/, §3 list_status)', () => {
  it('marks a delisted suggestion (list_status 3) 已终止, and no listed one', async () => {
    const { user } = renderRoutes('/symbols/funds/search/', routes, api);
    await user.type(screen.getByRole('searchbox'), '睿泽');
    const delisted = await screen.findByRole('button', { name: /东方红睿泽三年持有混合A/ });
    expect(within(delisted).getByText('已终止')).toBeTruthy();
    expect(within(delisted).getByText('暂无净值数据')).toBeTruthy();
    const listed = screen.getByRole('button', { name: /华夏成长混合/ });
    expect(within(listed).queryByText('已终止')).toBeNull();
  });
});
