import { createMemoryStorage } from '@jijin/core';
import { firstGuideFlag } from '@jijin/core/lists';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HomeScreen } from '../screens/home-screen';
import { SearchScreen } from '../screens/search-screen';
import { FaqDetailScreen } from '../screens/faq-detail-screen';
import { FaqUnionpayScreen } from '../screens/faq-unionpay-screen';
import { FaqPortfolioBuyScreen } from '../screens/faq-portfolio-buy-screen';
import { SafeScreen } from '../screens/safe-screen';
import { AppDownloadScreen } from '../screens/app-download-screen';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { FIRST_GUIDE_STORAGE_KEY } from '../../app/guide-slice';
import { fund000001 } from '../../shared/test/fund-fixtures';

/** A fund of the master list the server has no NAV for (012414), as the fund list answers it. */
const listedFund = (overrides: Parameters<typeof fund000001>[0] = {}) =>
  fund000001({
    id: 12414,
    symbol: '012414',
    code: '012414',
    abbr_name: '招商中证白酒指数(LOF)C',
    symbol_stype: 303,
    net_value: null,
    net_value_date: null,
    percent_year: null,
    nav_stale: true,
    ...overrides,
  });

const routes = [
  { path: '/', element: <HomeScreen /> },
  { path: '/search/', element: <SearchScreen /> },
  { path: '/faq/detail/:id', element: <FaqDetailScreen /> },
  { path: '/faq/unionpay/', element: <FaqUnionpayScreen /> },
  { path: '/faq/portfolio_buy/', element: <FaqPortfolioBuyScreen /> },
  { path: '/safe/', element: <SafeScreen /> },
  { path: '/app/download', element: <AppDownloadScreen /> },
];

const ADS = [
  {
    id: 1,
    image: 'http://sandbox.test/static/ads/home-1.svg',
    title: '新人专享：注册领3元红包',
    badge: '新人',
    redirect_url: '/accounts/signup/',
  },
  {
    id: 2,
    image: 'http://sandbox.test/static/ads/home-2.svg',
    title: '理财宝：灵活存取，每日收益',
    badge: null,
    redirect_url: '/accounts/funds/bao/',
  },
];

describe('HomeScreen (/, spec 000 §2)', () => {
  it('shows the banner ads from /ads/area/home/, the entries and the tools', async () => {
    const { api } = renderRoute({
      url: '/',
      routes,
      storage: createMemoryStorage({ [FIRST_GUIDE_STORAGE_KEY]: '1' }),
      handlers: { 'GET /ads/area/home/': { body: ADS } },
    });
    expect(
      await screen.findByRole('link', { name: /新人专享：注册领3元红包/ }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /ads/area/home/')).toHaveLength(1);
    const entries = screen.getByRole('navigation', { name: '功能入口' });
    expect(within(entries).getByRole('link', { name: '基金' })).toHaveAttribute(
      'href',
      '/symbols/funds/',
    );
    expect(within(entries).getByRole('link', { name: '基金经理' })).toHaveAttribute(
      'href',
      '/symbols/funds/managers/',
    );
    expect(within(entries).getByRole('link', { name: '基金诊断' })).toHaveAttribute(
      'href',
      '/symbols/funds/diagnosis/',
    );
    expect(screen.queryByRole('dialog', { name: '新手引导' })).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('the entry grid reaches the first screen of every product area (spec 001 §2 routes)', async () => {
    renderRoute({
      url: '/',
      routes,
      storage: createMemoryStorage({ [FIRST_GUIDE_STORAGE_KEY]: '1' }),
      handlers: { 'GET /ads/area/home/': { body: [] } },
    });
    const entries = await screen.findByRole('navigation', { name: '功能入口' });
    const hrefs = Object.fromEntries(
      within(entries)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      基金: '/symbols/funds/',
      组合: '/portfolio/topics/',
      基金经理: '/symbols/funds/managers/',
      基金诊断: '/symbols/funds/diagnosis/',
      定投: '/promotion/fixed_invest/detail/',
      理财宝: '/accounts/funds/bao/',
      私募: '/privatefunds/fund_xinshili/',
      'AI 助手': '/ai/chat/',
      投顾店铺: '/store/portfolios/recommend/',
      活动: '/promotion/guessgame/',
      金币签到: '/promotion/check_in/',
      领券: '/promotion/coupons/activities/',
    });
  });

  it('the open-account card: 立即开户 for a guest, 继续开户 at the step left, none once the account is open', async () => {
    const user = userEvent.setup();
    const guest = renderRoute({
      url: '/',
      routes,
      storage: createMemoryStorage({ [FIRST_GUIDE_STORAGE_KEY]: '1' }),
      handlers: { 'GET /ads/area/home/': { body: [] } },
    });
    await user.click(await screen.findByRole('button', { name: '立即开户' }));
    await waitFor(() => expect(guest.location()).toBe('/accounts/signup/'));
    guest.unmount();

    const halfway = renderRoute({
      url: '/',
      routes,
      token: 't',
      storage: createMemoryStorage({ [FIRST_GUIDE_STORAGE_KEY]: '1' }),
      handlers: {
        'GET /ads/area/home/': { body: [] },
        'GET /accounts/settings/': { body: { open_account_step: 'bank_card' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: '继续开户' }));
    await waitFor(() =>
      expect(halfway.location()).toBe('/accounts/bank_cards/bind/?open_account=1'),
    );
    halfway.unmount();

    const open = renderRoute({
      url: '/',
      routes,
      token: 't',
      storage: createMemoryStorage({ [FIRST_GUIDE_STORAGE_KEY]: '1' }),
      handlers: {
        'GET /ads/area/home/': { body: [] },
        'GET /accounts/settings/': { body: { open_account_step: 'done' } },
      },
    });
    await waitFor(() => expect(open.api.callsTo('GET /accounts/settings/')).toHaveLength(1));
    await screen.findByRole('heading', { name: '投资工具' });
    expect(screen.queryByRole('button', { name: /开户/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /开户/ })).not.toBeInTheDocument();
  });

  it('shows the first guide once; tapping it stores the flag', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const { store, unmount } = renderRoute({
      url: '/',
      routes,
      storage,
      handlers: { 'GET /ads/area/home/': { body: [] } },
    });
    const guide = await screen.findByRole('dialog', { name: '新手引导' });
    await expectNoSeriousAxeViolations();
    await user.click(within(guide).getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('dialog', { name: '新手引导' })).not.toBeInTheDocument();
    expect(firstGuideFlag(storage).shouldShow()).toBe(false);
    expect(store.getState().guide.firstGuideDone).toBe(true);
    unmount();
    renderRoute({ url: '/', routes, storage, handlers: { 'GET /ads/area/home/': { body: [] } } });
    expect(await screen.findByRole('heading', { name: '投资工具' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '新手引导' })).not.toBeInTheDocument();
  });

  it('an app-only tool asks to download the app (去下载 / 取消); 去下载 opens /app/download', async () => {
    const user = userEvent.setup();
    const { location, services } = renderRoute({
      url: '/',
      routes,
      storage: createMemoryStorage({ [FIRST_GUIDE_STORAGE_KEY]: '1' }),
      handlers: { 'GET /ads/area/home/': { body: [] } },
    });
    await user.click(await screen.findByRole('button', { name: '资产体检' }));
    expect(services.bridge.openAppFeature).toHaveBeenCalledWith('asset_health');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('该功能仅在App中提供，请下载App使用');
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '去下载' }));
    await waitFor(() => expect(location()).toBe('/app/download'));
  });

  it('a host that has the tool opens it without the dialog', async () => {
    const user = userEvent.setup();
    const { services } = renderRoute({
      url: '/',
      routes,
      storage: createMemoryStorage({ [FIRST_GUIDE_STORAGE_KEY]: '1' }),
      bridge: { openAppFeature: async () => true },
      handlers: { 'GET /ads/area/home/': { body: [] } },
    });
    await user.click(await screen.findByRole('button', { name: '基金模型' }));
    expect(services.bridge.kind).toBe('browser');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SearchScreen (/search/?q=, spec 000 §2-3: search as you type, search history)', () => {
  const found = {
    current_page: 1,
    total_count: 1,
    total_page: 1,
    results: [fund000001({ id: 1 })],
  };

  it('searches as the investor types (no 搜索 press), rows with type, NAV and date, 近1年; 搜索 records the history', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage({ 'ls.search_history': JSON.stringify(['易方达']) });
    const { api, location } = renderRoute({
      url: '/search/',
      routes,
      storage,
      handlers: { 'GET /symbols/funds/': { body: found } },
    });
    expect(screen.getByRole('button', { name: '易方达' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.type(screen.getByRole('searchbox', { name: '搜索基金' }), 'hxcz');
    const row = await screen.findByRole('link', { name: '华夏成长混合' });
    expect(row).toHaveAttribute('href', '/s/000001');
    expect(screen.getByText('000001 · 混合型 · 净值 1.1210（04-17）')).toBeInTheDocument();
    expect(screen.getByText('+35.39%')).toBeInTheDocument();
    expect(screen.getByText('近1年')).toBeInTheDocument();
    // debounced: one request for the settled text, not one a keystroke
    const calls = api.callsTo('GET /symbols/funds/');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('q')).toBe('hxcz');
    await waitFor(() => expect(location()).toBe('/search/?q=hxcz'));
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(JSON.parse(storage.getItem('ls.search_history') ?? '[]')).toEqual(['hxcz', '易方达']);
  });

  it('a fund of the master list without NAV shows 暂无净值数据, no NAV and no 近1年 figure', async () => {
    const user = userEvent.setup();
    const noNav = listedFund();
    renderRoute({
      url: '/search/',
      routes,
      handlers: {
        'GET /symbols/funds/': {
          body: { current_page: 1, total_count: 1, total_page: 1, results: [noNav] },
        },
      },
    });
    await user.type(screen.getByRole('searchbox', { name: '搜索基金' }), '白酒');
    await screen.findByRole('link', { name: '招商中证白酒指数(LOF)C' });
    expect(screen.getByText('暂无净值数据')).toBeInTheDocument();
    expect(screen.getByText('012414 · 指数型')).toBeInTheDocument();
    expect(screen.queryByText('近1年')).not.toBeInTheDocument();
  });

  it('a delisted fund (list_status 3, spec 001 §3) reads 已终止 beside its name; a listed one does not', async () => {
    const user = userEvent.setup();
    const delisted = listedFund({
      id: 161907,
      symbol: '161907',
      code: '161907',
      abbr_name: '万家中证红利指数(LOF)',
      list_status: 3,
    });
    renderRoute({
      url: '/search/',
      routes,
      handlers: {
        'GET /symbols/funds/': {
          body: {
            current_page: 1,
            total_count: 2,
            total_page: 1,
            results: [delisted, fund000001()],
          },
        },
      },
    });
    await user.type(screen.getByRole('searchbox', { name: '搜索基金' }), '红利');
    const row = (await screen.findByRole('link', { name: /万家中证红利指数/ })).closest(
      '[role="listitem"]',
    );
    expect(within(row as HTMLElement).getByText('已终止')).toBeInTheDocument();
    const listed = screen.getByRole('link', { name: /华夏成长/ }).closest('[role="listitem"]');
    expect(within(listed as HTMLElement).queryByText('已终止')).not.toBeInTheDocument();
  });

  it('加自选 follows the fund for an investor; a guest is sent to login', async () => {
    const user = userEvent.setup();
    const investor = renderRoute({
      url: '/search/?q=000001',
      routes,
      token: 't',
      handlers: {
        'GET /symbols/funds/': { body: found },
        'POST /symbols/1/follow/': { body: { followed: true } },
      },
    });
    await user.click(await screen.findByRole('button', { name: '加自选 华夏成长混合' }));
    expect(await screen.findByRole('button', { name: '删自选 华夏成长混合' })).toBeInTheDocument();
    expect(investor.api.callsTo('POST /symbols/1/follow/')).toHaveLength(1);
    investor.unmount();

    const guest = renderRoute({
      url: '/search/?q=000001',
      routes,
      handlers: { 'GET /symbols/funds/': { body: found } },
    });
    await user.click(await screen.findByRole('button', { name: '加自选 华夏成长混合' }));
    await waitFor(() =>
      expect(guest.location()).toBe('/accounts/login/?next=%2Fsearch%2F%3Fq%3D000001'),
    );
  });

  it('加自选 on a master-list fund (no NAV, risk level, fee or minimum) follows it like any fund', async () => {
    const user = userEvent.setup();
    const listed = listedFund({
      investment_risk: null,
      amount_min_buy: null,
      fare_ratio_buy: null,
      allow_buy: false,
      allow_trade: false,
    });
    const investor = renderRoute({
      url: '/search/?q=012414',
      routes,
      token: 't',
      handlers: {
        'GET /symbols/funds/': {
          body: { current_page: 1, total_count: 1, total_page: 1, results: [listed] },
        },
        'POST /symbols/12414/follow/': { body: { followed: true } },
      },
    });
    await user.click(await screen.findByRole('button', { name: '加自选 招商中证白酒指数(LOF)C' }));
    expect(
      await screen.findByRole('button', { name: '删自选 招商中证白酒指数(LOF)C' }),
    ).toBeInTheDocument();
    expect(investor.api.callsTo('POST /symbols/12414/follow/')).toHaveLength(1);
    expect(screen.getByText('暂无净值数据')).toBeInTheDocument();
  });

  it('reads ?q= on open and says when nothing matches', async () => {
    renderRoute({
      url: '/search/?q=zzz',
      routes,
      handlers: {
        'GET /symbols/funds/': {
          body: { current_page: 1, total_count: 0, total_page: 0, results: [] },
        },
      },
    });
    expect(await screen.findByText('没有找到相关基金')).toBeInTheDocument();
  });
});

describe('FAQ, unionpay, safety and app download', () => {
  it('/faq/detail/{id} shows the article, an unknown id says so', async () => {
    renderRoute({ url: '/faq/detail/open_account', routes });
    expect(screen.getByRole('heading', { name: '开户常见问题' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('/faq/portfolio_buy/ (spec 001 §2 Other) explains how a portfolio buy splits and confirms', async () => {
    renderRoute({ url: '/faq/portfolio_buy/', routes });
    expect(screen.getByRole('heading', { name: '组合买入说明' })).toBeInTheDocument();
    expect(screen.getByText(/按组合中各基金的持仓比例拆分/)).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('/faq/detail/{unknown} says the article does not exist', () => {
    renderRoute({ url: '/faq/detail/nope', routes });
    expect(screen.getByText('文章不存在')).toBeInTheDocument();
  });

  it('/faq/unionpay/ lists the banks and their limits', async () => {
    renderRoute({
      url: '/faq/unionpay/',
      routes,
      handlers: {
        'GET /accounts/banks/': {
          body: [
            {
              id: 1,
              logo: 'http://x/l.svg',
              name: '中国工商银行',
              need_onlinepay: false,
              single_limit: '50000.00',
              single_day_limit: '0.00',
              status: 1,
            },
          ],
        },
      },
    });
    const row = await screen.findByRole('row', { name: /中国工商银行/ });
    expect(row).toHaveTextContent('50,000.00');
    expect(row).toHaveTextContent('无限额');
    await expectNoSeriousAxeViolations();
  });

  it('/safe/ and /app/download render their content', async () => {
    renderRoute({ url: '/safe/', routes });
    expect(screen.getByRole('heading', { name: '资金安全' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('/app/download offers both stores', async () => {
    renderRoute({ url: '/app/download', routes });
    expect(screen.getByRole('button', { name: 'iPhone版下载' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Android版下载' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });
});
