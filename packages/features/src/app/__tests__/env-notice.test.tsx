// @vitest-environment jsdom
import { createMemoryStorage } from '@jijin/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ENV_NOTICE_DISMISSED_KEY } from '../env-notice';
import { withAppFrame } from '../router';
import { ServicesProvider } from '../services-context';
import { makeStore } from '../store';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { fakeServices, type FakeServicesOptions } from '../../shared/test/fake-api';

const NOTICE = '演示环境：行情为历史真实数据回放，交易为模拟';
const env = (notice: string | null) => ({
  path: '/env/',
  reply: () => ({
    name: notice ? '演示环境' : '生产环境',
    notice,
    simulated: [],
    today: '2026-04-20',
  }),
});

function renderFrame(options: FakeServicesOptions) {
  const { services, api } = fakeServices(options);
  const router = createMemoryRouter(
    withAppFrame([
      { path: '/', element: <h1>首页</h1> },
      { path: '/b/', element: <h1>第二页</h1> },
    ]),
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={makeStore(services)}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </Provider>,
  );
  return { router, api };
}

describe('the frame shows the environment notice from GET /env/, once and dismissible', () => {
  it("shows the server's notice above the screen, without axe violations, until 关闭", async () => {
    const storage = createMemoryStorage();
    const { router } = renderFrame({ storage, fakeRoutes: [env(NOTICE)] });
    const notice = await screen.findByRole('complementary', { name: '环境提示' });
    expect(notice).toHaveTextContent(NOTICE);
    await expectNoSeriousAxeViolations();
    await router.navigate('/b/');
    expect(await screen.findByRole('heading', { name: '第二页' })).toBeInTheDocument();
    expect(screen.getAllByRole('complementary', { name: '环境提示' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('complementary', { name: '环境提示' })).not.toBeInTheDocument();
    expect(storage.getItem(ENV_NOTICE_DISMISSED_KEY)).toBe(NOTICE);
  });

  it('stays hidden once dismissed, when the server has no notice, or answers no /env/', async () => {
    const apis = [
      renderFrame({
        storage: createMemoryStorage({ [ENV_NOTICE_DISMISSED_KEY]: NOTICE }),
        fakeRoutes: [env(NOTICE)],
      }).api,
      renderFrame({ fakeRoutes: [env(null)] }).api,
      renderFrame({ fakeRoutes: [] }).api,
    ];
    for (const api of apis)
      await waitFor(() => expect(api.calls.filter((c) => c.path === '/env/')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByRole('heading', { name: '首页' })).toHaveLength(3);
    expect(screen.queryByRole('complementary', { name: '环境提示' })).not.toBeInTheDocument();
  });
});
