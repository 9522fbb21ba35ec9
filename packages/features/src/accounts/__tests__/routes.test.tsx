import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isLazyRoute } from '../../app/area';
import { withAppFrame } from '../../app/router';
import { ServicesProvider } from '../../app/services-context';
import { makeStore } from '../../app/store';
import { fakeServices } from '../../shared/test/fake-api';
import { accountsArea } from '../index';

/** Every accounts route of spec 000 §2 (full forms) the area must answer. */
const SPEC_ROUTES = [
  '/accounts/login/',
  '/accounts/signup/',
  '/accounts/mine/',
  '/accounts/my_assets/',
  '/accounts/settings/',
  '/accounts/profile/',
  '/accounts/income/',
  '/accounts/more/',
  '/accounts/trade_password/',
  '/accounts/trade_password/reset/',
  '/accounts/bank_cards/',
  '/accounts/bank_cards/detail/:id/',
  '/accounts/bank_cards/bind/',
  '/accounts/bank_cards/bind/user/',
  '/accounts/bank_cards/bind/user_address/',
  '/accounts/bank_cards/bind/complete/',
  '/accounts/investment_risk/',
  '/accounts/investment_risk/questions/',
  '/accounts/investment_risk/questions/again/',
  '/accounts/investment_risk/mismatch_assets/',
  '/accounts/logout/',
];

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}

describe('accounts route table (spec 000 §2)', () => {
  it('answers every accounts route of spec 000 §2 with a lazily loaded screen', () => {
    const all = flatten(accountsArea.routes);
    const paths = all.flatMap((r) => (r.path ? [r.path] : []));
    for (const route of SPEC_ROUTES) expect(paths).toContain(route);
    for (const r of all.filter((x) => x.path && !x.element)) expect(isLazyRoute(r)).toBe(true);
  });

  it('declares the 我的 tab at the end of the bar', () => {
    expect(accountsArea.tabs?.map((t) => [t.path, t.label, t.order])).toEqual([
      ['/accounts/mine/', '我的', 90],
    ]);
  });

  it('short forms of the spec (/bind/user/?cardNo&id) redirect to the full route keeping the query', async () => {
    const { services } = fakeServices();
    const store = makeStore(services);
    const router = createMemoryRouter(withAppFrame(accountsArea.routes), {
      initialEntries: ['/bind/user/?cardNo=1&id=2'],
    });
    render(
      <Provider store={store}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </Provider>,
    );
    // A guest: the full route is guarded, so the redirect chain ends on login with next.
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/accounts/login/?next=%2Faccounts%2Fbank_cards%2Fbind%2Fuser%2F%3FcardNo%3D1%26id%3D2',
      ),
    );
  });
});
