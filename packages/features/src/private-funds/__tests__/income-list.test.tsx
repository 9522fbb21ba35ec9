// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { renderRoute } from '../../shared/test/render';
import { PrivateFundIncomeListScreen } from '../screens/income-list-screen';

const day = (page: number, i: number) =>
  `2026-${String(page).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`;

function incomePage(page: number) {
  const size = page === 1 ? 30 : 5;
  return {
    current_page: page,
    total_count: 35,
    total_page: 2,
    results: Array.from({ length: size }, (_, i) => ({
      trade_date: day(page, i),
      income_latest: '1.00',
    })),
  };
}

describe('private-fund income list (spec 001 §9 income list page size 30, spec 000 §3 Pager)', () => {
  it('spec 001 §9: asks 30 a page; spec 000 §3: 加载更多 appends page 2 below page 1; no serious axe violation', async () => {
    const user = userEvent.setup();
    const r = renderRoute({
      url: '/accounts/private_funds/1/income_list/',
      routes: [
        {
          path: '/accounts/private_funds/:id/income_list/',
          element: <PrivateFundIncomeListScreen />,
        },
      ],
      handlers: {
        'GET /private_funds/income/fund/': (call) => ({
          body: incomePage(Number(call.query.get('page') ?? '1')),
        }),
        'GET /private_funds/trades/': {
          body: { current_page: 1, total_count: 0, total_page: 1, results: [] },
        },
      },
      token: 't',
    });
    const list = await screen.findByRole('list', { name: '收益明细' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(r.api.callsTo('GET /private_funds/income/fund/')[0]!.query.get('page_size')).toBe('30');
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(35));
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(day(1, 0));
    expect(rows[34]).toHaveTextContent(day(2, 4));
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    await expectNoSeriousAxeViolations();
  });
});
