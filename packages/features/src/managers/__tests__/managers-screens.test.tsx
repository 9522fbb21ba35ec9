import { createMemoryStorage, managerFollowList } from '@jijin/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// jsdom has no canvas: stand in for ui's lazy echarts charts (their labels are tested in ui).
vi.mock('@jijin/ui/charts', () => ({
  RadarChart: (p: { series: { name: string; values: (number | null)[] }[] }) => (
    <div
      role="img"
      aria-label={`能力雷达图：${p.series.map((x) => `${x.name} ${x.values.join('/')}`).join('；')}`}
    />
  ),
  NetValueChart: (p: { names: { main: string } }) => (
    <div role="img" aria-label={`${p.names.main}走势`} />
  ),
}));
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { managersArea } from '../../managers/index';
import { GUEST_FOLLOW_MAX } from '../../managers/follow';
import { manager, NO_SCORES, page } from './fixtures';

const routes = managersArea.routes;

describe('manager list (spec 001 §2 Fund managers, §9 at most 3 tags)', () => {
  it('lists managers with at most 3 tags, the score and the recommended percent: 推荐 from the recommend call, the other tabs sorted by ?sort=', async () => {
    const r = renderRoute({
      url: '/symbols/funds/managers/',
      routes,
      handlers: {
        'GET /symbols/funds/managers/recommend/': { body: page([manager()]) },
        'GET /symbols/funds/managers/': { body: page([manager()]) },
      },
    });
    const list = await screen.findByRole('list', { name: '基金经理列表' });
    expect(await within(list).findByText('郑希')).toBeInTheDocument();
    expect(within(list).getByText('擅长混合型')).toBeInTheDocument();
    expect(within(list).queryByText('第四个标签')).not.toBeInTheDocument();
    expect(within(list).getByText('综合评分超过99.28%的基金经理')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: '评分76分' })).toBeInTheDocument();
    // 推荐 (the default tab) is the recommend call, 10 a page (spec 001 §7 default page_size)
    expect(r.api.callsTo('GET /symbols/funds/managers/recommend/')[0]!.query.get('page_size')).toBe(
      '10',
    );
    expect(r.api.callsTo('GET /symbols/funds/managers/')).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: '规模' }));
    await waitFor(() => expect(r.location()).toBe('/symbols/funds/managers/?sort=-assets_total'));
    await waitFor(() =>
      expect(r.api.callsTo('GET /symbols/funds/managers/').at(-1)!.query.get('sort')).toBe(
        '-assets_total',
      ),
    );
    await expectNoSeriousAxeViolations();
  });
});

describe('manager detail (spec 001 §3 Fund manager: nine skill scores, max 100)', () => {
  it('shows the initial when there is no photo, the nine scores, markets and tenure returns', async () => {
    renderRoute({
      url: '/symbols/funds/managers/686/',
      routes,
      handlers: {
        'GET /symbols/funds/managers/686/': { body: manager() },
        'GET /symbols/funds/managers/686/index_history/': { body: [] },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: /郑希/ })).toBeInTheDocument();
    expect(screen.getByText('郑', { selector: 'span' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: '能力雷达图：郑希 100/72.2/100/35.3/100/90.7/44.7/100/38.4',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('盈利能力').nextSibling).toHaveTextContent('100');
    expect(screen.getByText('牛市')).toBeInTheDocument();
    expect(screen.getByText('2020年疫情冲击')).toBeInTheDocument();
    expect(screen.getByText(/评分依据：在管2只基金中有净值数据的\s*1只/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '全部基金（在管2只，曾管0只）' })).toHaveAttribute(
      'href',
      '/symbols/funds/managers/686/fund_list/',
    );
    await expectNoSeriousAxeViolations();
  });

  it('says the scores are absent when the manager has no NAV series', async () => {
    renderRoute({
      url: '/symbols/funds/managers/9/',
      routes,
      handlers: { 'GET /symbols/funds/managers/9/': { body: manager({ id: 9, ...NO_SCORES }) } },
    });
    expect(
      await screen.findByText('暂无该经理在管基金的净值数据，无法计算能力评分'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '经理指数' })).not.toBeInTheDocument();
  });

  it('keeps a guest follow on the device and does not call the server (spec 001 §6)', async () => {
    const storage = createMemoryStorage();
    const r = renderRoute({
      url: '/symbols/funds/managers/686/',
      routes,
      storage,
      handlers: {
        'GET /symbols/funds/managers/686/': { body: manager() },
        'GET /symbols/funds/managers/686/index_history/': { body: [] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '加自选' }));
    expect(await screen.findByRole('button', { name: '删自选' })).toBeInTheDocument();
    expect(managerFollowList(storage).all()).toEqual([686]);
    expect(r.api.callsTo('POST /symbols/funds/managers/686/follow/')).toHaveLength(0);
  });

  it('follows on the server once logged in', async () => {
    const r = renderRoute({
      url: '/symbols/funds/managers/686/',
      routes,
      token: 't',
      handlers: {
        'GET /symbols/funds/managers/686/': { body: manager() },
        'GET /symbols/funds/managers/686/index_history/': { body: [] },
        'POST /symbols/funds/managers/686/follow/': { body: { followed: true } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '加自选' }));
    await waitFor(() =>
      expect(r.api.callsTo('POST /symbols/funds/managers/686/follow/')).toHaveLength(1),
    );
  });
});

describe('followed managers (spec 001 §6: guests locally, merged on login)', () => {
  it('merges the guest follows into the account after login and empties the local list', async () => {
    const storage = createMemoryStorage();
    managerFollowList(storage).add(686);
    const r = renderRoute({
      url: '/symbols/funds/managers/following/',
      routes,
      storage,
      token: 't',
      handlers: {
        'POST /symbols/funds/managers/686/follow/': { body: { followed: true } },
        'GET /symbols/funds/managers/following/': { body: page([manager({ followed: true })]) },
      },
    });
    await waitFor(() =>
      expect(r.api.callsTo('POST /symbols/funds/managers/686/follow/')).toHaveLength(1),
    );
    expect(await screen.findByText('郑希')).toBeInTheDocument();
    await waitFor(() => expect(managerFollowList(storage).all()).toEqual([]));
  });

  it('shows a guest the managers followed on the device', async () => {
    const storage = createMemoryStorage();
    managerFollowList(storage).add(686);
    renderRoute({
      url: '/symbols/funds/managers/following/',
      routes,
      storage,
      handlers: { 'GET /symbols/funds/managers/686/': { body: manager() } },
    });
    expect(await screen.findByText('郑希')).toBeInTheDocument();
    expect(screen.getByText('未登录时关注保存在本机，登录后将同步到账户。')).toBeInTheDocument();
  });
});

describe('manager funds (/{id}/fund_list/)', () => {
  it('links funds the app has and names the others without a link', async () => {
    renderRoute({
      url: '/symbols/funds/managers/686/fund_list/',
      routes,
      handlers: { 'GET /symbols/funds/managers/686/': { body: manager() } },
    });
    const links = await screen.findAllByRole('link', {
      name: '易方达全球成长精选混合(QDII)人民币A',
    });
    expect(links[0]).toHaveAttribute('href', '/s/012920');
    expect(screen.getByText('易方达优质精选混合(QDII)')).toBeInTheDocument();
    expect(screen.getByText(/暂无该基金数据/)).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });
});

describe('the guest manager follow list keeps the local-list default (spec 000 §3 local lists)', () => {
  it('spec 000 §3: keeps the newest 10 followed managers on the device', () => {
    const storage = createMemoryStorage();
    const list = managerFollowList(storage, GUEST_FOLLOW_MAX);
    for (let id = 1; id <= 12; id++) list.add(id);
    expect(GUEST_FOLLOW_MAX).toBe(10);
    expect(list.all()).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });
});
