import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CouponPicker } from '../../shared/coupon-picker';
import { renderRoutes } from '../../shared/test/render';
import { BlockTradesScreen } from '../screens/block-trades-screen';
import { MarketScreen } from '../screens/market-screen';
import { TimelineStatusesScreen } from '../screens/timeline-statuses-screen';

// The constants replaced by values no screen could have typed itself: a screen that repeats the
// spec's number instead of importing the constant (core's rule, the app's screen number) fails here.
vi.mock('@jijin/core/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@jijin/core/constants')>()),
  PAGE_SIZE: 7,
}));
vi.mock('../../shared/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/constants')>()),
  COUPON_LIST_MAX_HEIGHT_PX: 123,
  COMPANY_LIST_PAGE_SIZE: 11,
  COMPANY_LIST_SORT: '-x',
}));
vi.mock('../constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../constants')>()),
  DEFAULT_FUND_LIST_QUERY: {
    allow_trade: 1,
    page: 1,
    page_size: 9,
    sort: '-percent_month',
    type: 'all',
  },
}));

describe('the funds screens take the business constants from core and the app (spec 000 §9, spec 001 §9)', () => {
  it('spec 001 §9 coupon list max height: the coupon picker is at most COUPON_LIST_MAX_HEIGHT_PX high', async () => {
    const user = userEvent.setup();
    render(<CouponPicker coupons={[]} amount="100" value={null} onChange={() => {}} />);
    await user.click(screen.getByText('优惠券'));
    expect(await screen.findByRole('dialog', { name: '选择优惠券' })).toHaveStyle({
      maxHeight: '123px',
    });
  });

  it('spec 001 §9 page sizes: the funds screens send the page sizes and defaults of the constants', async () => {
    const market: At = ['/symbols/funds/', '/symbols/funds/', <MarketScreen />];
    const timeline: At = [
      '/s/000001/timeline_statuses/',
      '/s/:symbol/timeline_statuses/',
      <TimelineStatusesScreen />,
    ];
    const blocks: At = [
      '/s/000001/block_trades/',
      '/s/:symbol/block_trades/',
      <BlockTradesScreen />,
    ];
    const cases: [At, path: string, sent: object][] = [
      [market, '/symbols/funds/', { page_size: '9', allow_trade: '1' }],
      [market, '/symbols/funds/companies/', { page_size: '11', sort: '-x' }],
      [timeline, '/statuses/symbol_timeline/', { page_size: '7' }],
      [blocks, '/symbols/000001/block_trades/', { page_size: '7' }],
    ];
    for (const [at, path, sent] of cases) {
      const query = await firstQuery(at, path);
      expect(Object.fromEntries(query), path).toMatchObject(sent);
      cleanup();
    }
  });
});

/** A screen where it is rendered: the url, the route pattern, the element. */
type At = [url: string, pattern: string, element: ReactElement];

/** The query of the first call to `path` the screen makes (every call answers an empty page). */
async function firstQuery([url, pattern, element]: At, path: string) {
  const empty = () => ({ current_page: 1, total_count: 0, total_page: 0, results: [] });
  const { calls } = renderRoutes(url, [{ path: pattern, element }], [{ path: /.*/, reply: empty }]);
  await waitFor(() => expect(calls.some((c) => c.path === path)).toBe(true));
  return calls.find((c) => c.path === path)!.query;
}
