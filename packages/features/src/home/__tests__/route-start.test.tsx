// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startRoute } from '../../app/area';
import { homeArea } from '../index';
import { HomeScreen } from '../screens/home-screen';
import { renderRoutes } from '../../shared/test/render';
import type { FakeRoute } from '../../shared/test/fake-api';

const answers: FakeRoute[] = [{ path: '/ads/area/home/', reply: () => [] }];

function open(withScreen: boolean) {
  return renderRoutes('/', withScreen ? [{ path: '/', element: <HomeScreen /> }] : [], answers, {
    loggedIn: false,
    beforeRender: (store) => startRoute(homeArea.routes, '/', store.dispatch, false),
  });
}

describe("home's start", () => {
  it('/ asks for the banner ads before the home screen renders', async () => {
    const { calls } = open(false);
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/ads/area/home/']));
  });

  it('the home screen finds the answer and asks nothing again', async () => {
    const { calls } = open(true);
    await screen.findByText('专业的基金投资平台');
    // The ads once; the market hub's own blocks ask for their data when they render.
    expect(calls.filter((c) => c.path === '/ads/area/home/')).toHaveLength(1);
  });
});
