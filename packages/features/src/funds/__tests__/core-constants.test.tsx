import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { CouponPicker } from '../../shared/coupon-picker';
import { fundsApi } from '../api';
import { sharedApi } from '../../shared/api';
import { fakeServices } from '../../shared/test/fake-api';

// Core's constants replaced by values no screen could have typed itself: a screen that repeats
// the spec's number instead of importing core's constant fails here.
vi.mock('@jijin/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@jijin/core')>()),
  COUPON_LIST_MAX_HEIGHT_PX: 123,
  PAGE_SIZE: 7,
  DEFAULT_FUND_LIST_QUERY: {
    allow_trade: 1,
    page: 1,
    page_size: 9,
    sort: '-percent_month',
    type: 'all',
  },
  COMPANY_LIST_PAGE_SIZE: 11,
  COMPANY_LIST_SORT: '-x',
}));

describe('the funds screens take the business constants from core (spec 000 §9, spec 001 §9)', () => {
  it('spec 001 §9 coupon list max height: the coupon picker is at most core COUPON_LIST_MAX_HEIGHT_PX high', async () => {
    const user = userEvent.setup();
    render(<CouponPicker coupons={[]} amount="100" value={null} onChange={() => {}} />);
    await user.click(screen.getByText('优惠券'));
    expect(await screen.findByRole('dialog', { name: '选择优惠券' })).toHaveStyle({
      maxHeight: '123px',
    });
  });

  it('spec 001 §9 page sizes: the funds calls send core page sizes and defaults', async () => {
    const { services, api } = fakeServices({
      handlers: {
        'GET /symbols/funds/': {
          body: { current_page: 1, total_count: 0, total_page: 0, results: [] },
        },
        'GET /symbols/funds/companies/': {
          body: { current_page: 1, total_count: 0, total_page: 0, results: [] },
        },
        'GET /statuses/symbol_timeline/': {
          body: { current_page: 1, total_count: 0, total_page: 0, results: [] },
        },
        'GET /symbols/000001/block_trades/': {
          body: { current_page: 1, total_count: 0, total_page: 0, results: [] },
        },
      },
    });
    const store = makeStore(services);
    await store.dispatch(fundsApi.endpoints.fundsList.initiate({ page: 1 }));
    await store.dispatch(sharedApi.endpoints.sharedListCompanies.initiate());
    await store.dispatch(fundsApi.endpoints.fundsSymbolTimeline.initiate({ symbol: '000001' }));
    await store.dispatch(
      fundsApi.endpoints.fundsBlockTrades.initiate({ symbol: '000001', page: 1 }),
    );
    const list = api.callsTo('GET /symbols/funds/')[0]!.query;
    expect(list.get('page_size')).toBe('9');
    expect(list.get('sort')).toBe('-percent_month');
    const companies = api.callsTo('GET /symbols/funds/companies/')[0]!.query;
    expect(companies.get('page_size')).toBe('11');
    expect(companies.get('sort')).toBe('-x');
    expect(api.callsTo('GET /statuses/symbol_timeline/')[0]!.query.get('page_size')).toBe('7');
    expect(api.callsTo('GET /symbols/000001/block_trades/')[0]!.query.get('page_size')).toBe('7');
  });
});
