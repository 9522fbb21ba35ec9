// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FollowingScreen } from '../screens/following-screen';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';

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

const routes = [{ path: '/symbols/following/', element: <FollowingScreen /> }];
const many = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  symbol: String(i + 1).padStart(6, '0'),
  abbr_name: `自选基金${i + 1}`,
  symbol_type: 3,
  net_value: '1.0000',
  percent_day: i % 2 ? -0.5 : 0.5,
}));
const api: FakeRoute[] = [
  {
    path: '/symbols/following/',
    reply: () => ({ current_page: 1, total_count: many.length, total_page: 1, results: many }),
  },
  { method: 'POST', path: /\/symbols\/\d+\/unfollow\/$/, reply: () => ({ followed: false }) },
];

describe('FollowingScreen (/symbols/following/, spec 001 §9 page size 10000)', () => {
  it('asks for up to 10,000 followed funds, stocks and indexes', async () => {
    const { calls } = renderRoutes('/symbols/following/', routes, api);
    await screen.findByText('共10000只');
    const call = calls.find((c) => c.path === '/symbols/following/')!;
    expect(call.query.get('page_size')).toBe('10000');
    expect(call.query.get('symbol_type')).toBe('1,3,5');
  });

  it('keeps fewer than 300 rows in the DOM for 10,000 followed symbols', async () => {
    renderRoutes('/symbols/following/', routes, api);
    const list = await screen.findByRole('list', { name: '自选列表' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(300);
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    await expectNoAxeViolations(list);
  });

  it('removes a symbol with 删自选', async () => {
    const { user, calls } = renderRoutes('/symbols/following/', routes, api);
    await user.click(await screen.findByRole('button', { name: '删自选 自选基金1' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/symbols/1/unfollow/')).toBe(true));
  });
});
