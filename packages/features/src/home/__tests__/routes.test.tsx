import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isLazyRoute } from '../../app/area';
import { withAppFrame } from '../../app/router';
import { ServicesProvider } from '../../app/services-context';
import { makeStore } from '../../app/store';
import { fakeServices } from '../../shared/test/fake-api';
import { homeArea } from '../index';

/** The home area's routes of spec 000 §2 (Others). */
const SPEC_ROUTES = [
  '/',
  '/search/',
  '/faq/detail/:id',
  '/faq/unionpay/',
  '/safe/',
  '/app/download',
];

describe('home route table (spec 000 §2 Others)', () => {
  it('answers every home route of spec 000 §2 with a lazily loaded screen', () => {
    const paths = homeArea.routes.flatMap((r: RouteObject) => (r.path ? [r.path] : []));
    for (const route of SPEC_ROUTES) expect(paths).toContain(route);
    for (const r of homeArea.routes) expect(isLazyRoute(r)).toBe(true);
  });

  it('declares the 首页 tab at the start of the bar', () => {
    expect(homeArea.tabs?.map((t) => [t.path, t.label, t.order])).toEqual([['/', '首页', 0]]);
  });

  it('loads a lazy screen in the frame and shows not-found for an unknown path', async () => {
    const { services } = fakeServices({ handlers: { 'GET /ads/area/home/': { body: [] } } });
    const store = makeStore(services);
    const router = createMemoryRouter(withAppFrame(homeArea.routes), {
      initialEntries: ['/nowhere/'],
    });
    render(
      <Provider store={store}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    await act(() => router.navigate('/safe/'));
    expect(await screen.findByRole('heading', { name: '安全保障' })).toBeInTheDocument();
  });
});
