import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations as expectNoAxeViolations } from '../../shared/test/axe';
import { renderRoute } from '../../shared/test/render';
import { HoldersAtlasScreen } from '../../research/screens/holders-atlas-screen';
import { ScreenerScreen } from '../../research/screens/screener-screen';
import { StatusDetailScreen } from '../../research/screens/status-detail-screen';
import { FriendsScreen } from '../../research/screens/friends-screen';
import { UserScreen } from '../../research/screens/user-screen';
import { page, researchUser } from './fixtures';

const fund = (symbol: string, name: string, percent_year: number) => ({
  id: Number(symbol),
  symbol,
  code: symbol,
  abbr_name: name,
  symbol_type: 3,
  symbol_stype: 301,
  percent_year,
});

describe('research screens (spec 001 §2 Funds market, Fund and stock detail)', () => {
  it('the screener keeps its filters in the query string and lists the answer', async () => {
    const r = renderRoute({
      url: '/symbols/funds/advance/?type=301&period=year',
      routes: [{ path: '/symbols/funds/advance/', element: <ScreenerScreen /> }],
      handlers: {
        'GET /symbols/funds/companies/': {
          body: page([{ id: 51, name: '华夏基金管理有限公司', abbr_name: '华夏基金' }]),
        },
        'GET /symbols/funds/advance/': {
          body: {
            current_page: 1,
            total_count: 1,
            total_page: 1,
            results: [fund('000001', '华夏成长混合', 35.39)],
          },
        },
      },
    });
    expect(await screen.findByText('华夏成长混合')).toBeInTheDocument();
    expect(screen.getByText('共 1 只基金')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '中高' }));
    expect(r.location()).toContain('risk=4');
    // company: the list of 200 by -assets_total (spec 001 §9), kept in the query string
    await userEvent.selectOptions(
      screen.getByLabelText('基金公司'),
      await screen.findByRole('option', { name: '华夏基金' }),
    );
    expect(r.location()).toContain('company_id=51');
    const companies = r.api.calls.find((c) => c.path === '/symbols/funds/companies/')!;
    expect([companies.query.get('page_size'), companies.query.get('sort')]).toEqual([
      '200',
      '-assets_total',
    ]);
    const last = r.api.calls.filter((c) => c.path === '/symbols/funds/advance/').pop()!;
    expect(last.query.get('company_id')).toBe('51');
    expect(r.location()).toContain('type=301');
    await userEvent.type(screen.getByLabelText('区间收益不低于（%）'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的收益率');
    expect(screen.getByLabelText('区间收益不低于（%）')).toHaveValue('abc');
    await expectNoAxeViolations(r.container);
  });

  it('the holder atlas shows 4 stocks and 查看全部 when there are over 5 (spec 001 §9)', async () => {
    const holders = Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      symbol: `SH60000${i}`,
      name: `股票${i}`,
      shares: null,
      percent: 5,
      change: null,
      market_value: '100000000.00',
      funds_count: 10 + i,
    }));
    const r = renderRoute({
      url: '/s/000001/holders_atlas/?type=holders_atlas',
      routes: [{ path: '/s/:symbol/holders_atlas/', element: <HoldersAtlasScreen /> }],
      handlers: {
        'GET /symbols/000001/holders_analyse/': {
          body: {
            symbol: '000001',
            type: 'holders_atlas',
            report_date: '2022-12-31',
            total_count: 6,
            holders,
          },
        },
      },
    });
    const list = await screen.findByRole('list', { name: '重仓股' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: '查看全部（6）' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expectNoAxeViolations(r.container);
  });

  it('a post renders sanitized: an HTML payload keeps its text but loses its script', async () => {
    const r = renderRoute({
      url: '/statuses/100001',
      routes: [{ path: '/statuses/:id', element: <StatusDetailScreen /> }],
      handlers: {
        'GET /statuses/100001/': {
          body: {
            id: 100001,
            title: '标题',
            text: '<p>正文</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
            content_type: 0,
            publish_at: '2026-04-20T10:00:00+08:00',
            likes_count: 3,
            comments_count: 0,
            liked: false,
            user: researchUser(7, '用户7'),
          },
        },
        'GET /statuses/100001/comments/': {
          body: { current_page: 1, total_count: 0, total_page: 0, results: [] },
        },
      },
    });
    expect(await screen.findByText('正文')).toBeInTheDocument();
    expect(r.container.querySelector('script')).toBeNull();
    expect(r.container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('button', { name: /点赞 3/ })).toBeInTheDocument();
    await expectNoAxeViolations(r.container);
  });

  it('a comment keeps the line breaks its author typed (plain text, one line per line)', async () => {
    const r = renderRoute({
      url: '/statuses/100001',
      routes: [{ path: '/statuses/:id', element: <StatusDetailScreen /> }],
      handlers: {
        'GET /statuses/100001/': {
          body: {
            id: 100001,
            title: '标题',
            text: '正文',
            content_type: 0,
            publish_at: '2026-04-20T10:00:00+08:00',
            likes_count: 0,
            comments_count: 1,
            liked: false,
            user: researchUser(7, '用户7'),
          },
        },
        'GET /statuses/100001/comments/': {
          body: {
            current_page: 1,
            total_count: 1,
            total_page: 1,
            results: [
              {
                id: 5,
                text: '第一行\n第二行 <b>不是标签</b>',
                created_at: '2026-04-20T11:00:00+08:00',
                user: researchUser(8, '用户8'),
              },
            ],
          },
        },
      },
    });
    const list = await screen.findByRole('list', { name: '评论列表' });
    const text = within(list).getByText(/第一行/);
    expect(text.querySelectorAll('br')).toHaveLength(1);
    expect(text).toHaveTextContent('第一行第二行 <b>不是标签</b>');
    expect(r.container.querySelector('b')).toBeNull();
  });

  it('我的关注 lists the users I follow, each opening their page (spec 001 §7 Users)', async () => {
    const user = researchUser;
    const r = renderRoute({
      url: '/users/friends/',
      routes: [
        { path: '/users/friends/', element: <FriendsScreen /> },
        { path: '/users/:id/', element: <UserScreen /> },
      ],
      handlers: {
        'GET /users/friends/': {
          body: {
            current_page: 1,
            total_count: 2,
            total_page: 1,
            results: [user(7, '价值投资者'), user(9, '定投老手')],
          },
        },
        'GET /users/7/': {
          body: { ...user(7, '价值投资者'), followed: true, friends_count: 0, followers_count: 1 },
        },
        'GET /statuses/user_timeline/': {
          body: { current_page: 1, total_count: 0, total_page: 0, results: [] },
        },
        'GET /accounts/settings/': { body: { id: 1 } },
      },
    });
    expect(await screen.findByRole('link', { name: '定投老手' })).toHaveAttribute(
      'href',
      '/users/9/',
    );
    await expectNoAxeViolations(r.container);
    await userEvent.click(screen.getByRole('link', { name: '价值投资者' }));
    expect(await screen.findByRole('button', { name: '已关注' })).toBeInTheDocument();
    expect(r.location()).toBe('/users/7/');
  });

  it('我的关注 shows its empty state when I follow nobody', async () => {
    renderRoute({
      url: '/users/friends/',
      routes: [{ path: '/users/friends/', element: <FriendsScreen /> }],
      handlers: {
        'GET /users/friends/': {
          body: { current_page: 1, total_count: 0, total_page: 0, results: [] },
        },
      },
    });
    expect(await screen.findByText(/还没有关注任何人/)).toBeInTheDocument();
  });
});
