import { createMemoryStorage, managerCompareList } from '@jijin/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// jsdom has no canvas: stand in for ui's lazy echarts radar (its labels are tested in ui).
vi.mock('@jijin/ui/charts', () => ({
  RadarChart: (p: { series: { name: string }[] }) => (
    <div role="img" aria-label={`能力雷达图：${p.series.map((x) => x.name).join('；')}`} />
  ),
  NetValueChart: () => null,
}));
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { managersArea } from '../../managers/index';
import { manager, NO_SCORES, page } from './fixtures';

const routes = managersArea.routes;
const zhang = manager({ id: 7, name: '张坤', overall_score: 60.2 });

describe('manager compare (spec 001 §2: /compare/list/, /{id}/compare/, /compare/selector/)', () => {
  it('compares two managers of the device list side by side, with one radar', async () => {
    const storage = createMemoryStorage();
    managerCompareList(storage).add(7);
    managerCompareList(storage).add(686);
    const r = renderRoute({
      url: '/symbols/funds/managers/compare/list/',
      routes,
      storage,
      handlers: {
        'GET /symbols/funds/managers/686/': { body: manager() },
        'GET /symbols/funds/managers/7/': { body: zhang },
        'GET /symbols/funds/managers/compare/': { body: [manager(), zhang] },
      },
    });
    const list = await screen.findByRole('list', { name: '对比列表' });
    expect(await within(list).findByRole('link', { name: '张坤' })).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: '对比郑希' })).toBeChecked();
    await expectNoSeriousAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: '开始对比' }));
    await waitFor(() =>
      expect(r.location()).toBe('/symbols/funds/managers/686/compare/?managers=7'),
    );
    expect(await screen.findByRole('img', { name: '能力雷达图：郑希；张坤' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '基金经理对比' });
    expect(within(table).getByRole('rowheader', { name: '盈利能力' })).toBeInTheDocument();
    expect(r.api.callsTo('GET /symbols/funds/managers/compare/')[0]!.query.get('managers')).toBe(
      '686,7',
    );
    await expectNoSeriousAxeViolations();
  });

  it('needs two managers: 开始对比 is disabled with one, and removing empties the list', async () => {
    const storage = createMemoryStorage();
    managerCompareList(storage).add(686);
    renderRoute({
      url: '/symbols/funds/managers/compare/list/',
      routes,
      storage,
      handlers: { 'GET /symbols/funds/managers/686/': { body: manager() } },
    });
    expect(await screen.findByRole('button', { name: '开始对比' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: '移除郑希' }));
    expect(await screen.findByText('对比列表是空的')).toBeInTheDocument();
    expect(managerCompareList(storage).all()).toEqual([]);
  });

  it('adds a manager found by name in the selector, then returns to next', async () => {
    const storage = createMemoryStorage();
    const r = renderRoute({
      url: '/symbols/funds/managers/compare/selector/?managers=&next=%2Fsymbols%2Ffunds%2Fmanagers%2Fcompare%2Flist%2F',
      routes: routes.filter((x) => !String(x.path).includes('compare/list')),
      storage,
      handlers: {
        'GET /search/fund_managers/': {
          body: { results: [{ id: 7, name: '张坤', avatar: null, post_status: 1 }] },
        },
      },
    });
    await userEvent.type(await screen.findByRole('searchbox'), '张坤');
    const results = await screen.findByRole('list', { name: '搜索结果' });
    await userEvent.click(await within(results).findByRole('button', { name: '加入对比' }));
    expect(managerCompareList(storage).all()).toEqual([7]);
    await userEvent.click(screen.getByRole('button', { name: '完成（对比列表1位）' }));
    await waitFor(() => expect(r.location()).toBe('/symbols/funds/managers/compare/list/'));
  });
});

describe('manager lists, opinions and introduction (spec 001 §2 Fund managers)', () => {
  it('shows each ranking with its first managers and opens one', async () => {
    renderRoute({
      url: '/symbols/funds/managers/lists/',
      routes,
      handlers: {
        'GET /symbols/funds/managers/lists/': {
          body: [
            {
              id: 1,
              title: '综合评分榜',
              description: '按综合评分排序',
              managers_count: 20,
              managers: [manager()],
            },
          ],
        },
      },
    });
    const top = await screen.findByRole('list', { name: '综合评分榜前三' });
    expect(within(top).getByText('郑希')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看综合评分榜（共20位）' })).toHaveAttribute(
      'href',
      '/symbols/funds/managers/lists/1/',
    );
    await expectNoSeriousAxeViolations();
  });

  it('ranks the managers of one list', async () => {
    renderRoute({
      url: '/symbols/funds/managers/lists/1/',
      routes,
      handlers: {
        'GET /symbols/funds/managers/lists/1/': {
          body: { id: 1, title: '综合评分榜', managers: [manager(), zhang] },
        },
      },
    });
    const list = await screen.findByRole('list', { name: '综合评分榜' });
    expect(within(list).getByText('第2名')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('says there are no opinions when the timeline is empty', async () => {
    const r = renderRoute({
      url: '/symbols/funds/managers/686/opinions/?name=郑希',
      routes,
      handlers: {
        'GET /statuses/category_timeline/': {
          body: { count: 0, total_count: 0, total_page: 0, page: 1, page_size: 20, results: [] },
        },
      },
    });
    expect(await screen.findByText('暂无经理观点')).toBeInTheDocument();
    const q = r.api.callsTo('GET /statuses/category_timeline/')[0]!.query;
    expect([q.get('content_type'), q.get('content_subtype'), q.get('manager_id')]).toEqual([
      '10',
      '103',
      '686',
    ]);
  });

  it('introduces the manager from the data and says there is no biography', async () => {
    renderRoute({
      url: '/symbols/funds/managers/9/introduction/',
      routes,
      handlers: { 'GET /symbols/funds/managers/9/': { body: manager({ id: 9, ...NO_SCORES }) } },
    });
    expect(await screen.findByText('易方达基金')).toBeInTheDocument();
    expect(screen.getByText('暂无经理个人履历（数据来源未提供）。')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('shows the managers matching ?tags= as cards and changes the tags from the conditions', async () => {
    const r = renderRoute({
      url: '/symbols/funds/managers/card?tags=seniority_10',
      routes,
      handlers: {
        'GET /symbols/funds/managers/filter_conditions/': {
          body: [
            {
              key: 'seniority',
              title: '从业年限',
              multiple: true,
              options: [
                { value: 'seniority_10', label: '10年以上' },
                { value: 'seniority_5', label: '5-10年' },
              ],
            },
          ],
        },
        'GET /symbols/funds/managers/': { body: page([manager()]) },
      },
    });
    const cards = await screen.findByRole('list', { name: '基金经理卡片' });
    expect(within(cards).getByText('郑希')).toBeInTheDocument();
    expect(r.api.callsTo('GET /symbols/funds/managers/')[0]!.query.get('tags')).toBe(
      'seniority_10',
    );
    await userEvent.click(await screen.findByText('5-10年'));
    await waitFor(() =>
      expect(r.location()).toBe('/symbols/funds/managers/card?tags=seniority_10%2Cseniority_5'),
    );
    await expectNoSeriousAxeViolations();
  });
});
