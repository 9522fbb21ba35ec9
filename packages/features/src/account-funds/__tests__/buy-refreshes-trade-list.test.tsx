// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountFundsApi } from '../api';
import { TradesScreen } from '../screens/trades-screen';
import { pendingBuy } from '../../shared/test/fund-fixtures';
import { renderRoutes } from '../../shared/test/render';

describe('paged lists are in the cache (spec 000 §3 Pager, spec 001 §7 Fund trading)', () => {
  it('after a buy (理财宝 转入, invalidating SharedTrades as every buy does), the trade list shows the new order without a reload', async () => {
    const trades = [pendingBuy({ id: 101 })];
    const { store, calls } = renderRoutes(
      '/accounts/funds/trades/',
      [{ path: '/accounts/funds/trades/', element: <TradesScreen /> }],
      [
        {
          path: '/funds/trades/',
          reply: () => ({
            current_page: 1,
            total_count: trades.length,
            total_page: 1,
            results: [...trades],
          }),
        },
        {
          method: 'POST',
          path: '/funds/bao/buy/',
          reply: () => {
            trades.unshift(pendingBuy({ id: 202, amount: '500.00' }));
            return { id: 202 };
          },
        },
      ],
    );
    const list = await screen.findByRole('list', { name: '交易记录' });
    expect(await within(list).findAllByRole('link')).toHaveLength(1);

    await store.dispatch(
      accountFundsApi.endpoints.buyBao.initiate({
        body: { amount: '500.00', password: '123456' } as never,
        idempotencyKey: 'buy-1',
      }),
    );

    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    // the row's cell: the link is its title, the amount sits beside it
    expect(within(list).getAllByRole('link')[0]!.closest('[role="listitem"]')).toHaveTextContent(
      '500.00',
    );
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/funds/trades/')).toHaveLength(2);
  });
});
