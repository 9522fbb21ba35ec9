import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MineScreen } from '../screens/mine-screen';
import { MyAssetsScreen, showsFare } from '../screens/my-assets-screen';
import { SettingsScreen } from '../screens/settings-screen';
import { ProfileScreen } from '../screens/profile-screen';
import { IncomeScreen } from '../screens/income-screen';
import { MoreScreen } from '../screens/more-screen';
import { LogoutScreen } from '../screens/logout-screen';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { ASSETS, settingsAt } from './fixtures';

const routes = [
  { path: '/accounts/mine/', element: <MineScreen /> },
  { path: '/accounts/my_assets/', element: <MyAssetsScreen /> },
  { path: '/accounts/settings/', element: <SettingsScreen /> },
  { path: '/accounts/profile/', element: <ProfileScreen /> },
  { path: '/accounts/income/', element: <IncomeScreen /> },
  { path: '/accounts/more/', element: <MoreScreen /> },
  { path: '/accounts/logout/', element: <LogoutScreen /> },
];

describe('MineScreen (/accounts/mine/)', () => {
  it('a guest sees a guest page (登录 / 注册 and what it unlocks), asks the server nothing, and login returns here (spec 000 §2)', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({ url: '/accounts/mine/', routes, handlers: {} });
    expect(await screen.findByRole('heading', { name: '登录后查看我的资产' })).toBeInTheDocument();
    expect(screen.getByText('查看总资产、持仓与每日收益')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '投顾店铺' })).toHaveAttribute(
      'href',
      '/store/portfolios/recommend/',
    );
    expect(screen.getByRole('link', { name: 'AI 助手' })).toHaveAttribute('href', '/ai/chat/');
    expect(api.calls).toHaveLength(0);
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: '登录 / 注册' }));
    await waitFor(() => expect(location()).toBe('/accounts/login/?next=%2Faccounts%2Fmine%2F'));
  });

  it('shows the user, total assets and the open-account step still to do', async () => {
    renderRoute({
      url: '/accounts/mine/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('trade_password') },
        'GET /funds/assets/mine/': { body: ASSETS },
      },
    });
    expect(await screen.findByText('用户8000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '继续开户' })).toHaveAttribute(
      'href',
      '/accounts/trade_password/?open_account=1',
    );
    expect(await screen.findByText('12,345.67')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^银行卡\s*1张$/ })).toHaveAttribute(
      'href',
      '/accounts/bank_cards/',
    );
    await expectNoSeriousAxeViolations();
  });

  it('shows the unread messages of the message centre as a badge on its row', async () => {
    renderRoute({
      url: '/accounts/mine/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'GET /funds/assets/mine/': { body: ASSETS },
        'GET /messages/unread/': {
          body: { total: 3, trade: 2, fixed: 1, alert: 0, activity: 0 },
        },
      },
    });
    expect(await screen.findByRole('link', { name: /^消息中心\s*3$/ })).toHaveAttribute(
      'href',
      '/accounts/messages/',
    );
    await expectNoSeriousAxeViolations();
  });

  it('has no open-account banner once the account is open', async () => {
    renderRoute({
      url: '/accounts/mine/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'GET /funds/assets/mine/': { body: ASSETS },
      },
    });
    expect(await screen.findByText('用户8000')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '继续开户' })).not.toBeInTheDocument();
  });
});

describe('MyAssetsScreen (/accounts/my_assets/, spec 000 §3)', () => {
  it('shows totals and sections in yuan with 2 decimals, gains red and losses green, fare only above 0', async () => {
    renderRoute({
      url: '/accounts/my_assets/',
      routes,
      token: 't',
      handlers: { 'GET /funds/assets/mine/': { body: ASSETS } },
    });
    expect(await screen.findByTestId('assets-total')).toHaveTextContent('12,345.67');
    expect(screen.getByText(/2026-04-17/, { selector: 'h2' })).toBeInTheDocument();
    const total = screen.getByRole('region', { name: /总资产/ });
    expect(within(total).getByText('-12.30')).toHaveStyle({ color: 'var(--jj-down)' });
    expect(within(total).getByText('+345.60')).toHaveStyle({ color: 'var(--jj-up)' });
    expect(within(total).queryByText('服务费')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '理财宝' })).toHaveTextContent('2,000.00');
    expect(screen.getByRole('region', { name: '公募基金' })).toHaveTextContent('10,345.67');
    const topic = screen.getByRole('region', { name: '投顾组合' });
    expect(within(topic).getByText('投顾服务费')).toBeInTheDocument();
    expect(within(topic).getByRole('link', { name: '投顾组合' })).toHaveAttribute(
      'href',
      '/accounts/funds/funds_portfolios/?topic=xds',
    );
    expect(screen.queryByRole('region', { name: '私募基金' })).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('shows a fare only when above 0', () => {
    expect(showsFare('0.00')).toBe(false);
    expect(showsFare('0.01')).toBe(true);
    expect(showsFare(null)).toBe(false);
  });

  it('shows a failed load with its message, also as a toast (spec 000 §8), and a retry', async () => {
    renderRoute({
      url: '/accounts/my_assets/',
      routes,
      token: 't',
      handlers: { 'GET /funds/assets/mine/': 'offline' },
    });
    // The inline error state and the toast (spec 000 §8 "shown as a toast").
    await waitFor(() => expect(screen.getAllByText('网络连接失败，请检查网络')).toHaveLength(2));
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('SettingsScreen (/accounts/settings/)', () => {
  it('lists the settings from the server', async () => {
    renderRoute({
      url: '/accounts/settings/',
      routes,
      token: 't',
      handlers: { 'GET /accounts/settings/': { body: settingsAt('done') } },
    });
    expect(await screen.findByRole('link', { name: /修改交易密码/ })).toHaveAttribute(
      'href',
      '/accounts/trade_password/',
    );
    expect(screen.getByRole('link', { name: /找回交易密码/ })).toHaveAttribute(
      'href',
      '/accounts/trade_password/reset/',
    );
    expect(screen.getByRole('link', { name: /实名认证/ })).toHaveTextContent('已认证 *三');
    expect(screen.getByRole('link', { name: /风险测评/ })).toHaveTextContent('平衡型');
    await expectNoSeriousAxeViolations();
  });
});

describe('ProfileScreen (/accounts/profile/)', () => {
  it('applies core username rule before saving and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/accounts/profile/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'POST /accounts/set_username/': { body: { id: 7, username: '投资达人' } },
      },
    });
    const input = await screen.findByRole('textbox', { name: '昵称' });
    await waitFor(() => expect(input).toHaveValue('用户8000'));
    await expectNoSeriousAxeViolations();
    await user.clear(input);
    await user.type(input, 'ab!');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('用户名只能包含中文、英文字母、数字、下划线和减号'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('ab!');
    await user.clear(input);
    await user.type(input, '投');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('用户名长度为4-20个字符（一个汉字占2个字符）'),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '投资达人');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.callsTo('POST /accounts/set_username/')[0]?.body).toEqual({
        username: '投资达人',
      }),
    );
  });

  it('uploads the avatar with the image POST (multipart)', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/accounts/profile/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'POST /accounts/avatar/': {
          body: {
            avatar_xs: 'http://x/a.png',
            avatar_sm: 'http://x/a.png',
            avatar_md: 'http://x/a.png',
            avatar_lg: 'http://x/a.png',
          },
        },
      },
    });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('更换头像'), file);
    expect(await screen.findByText('头像已更新')).toBeInTheDocument();
    const call = api.callsTo('POST /accounts/avatar/')[0];
    expect(call?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
  });
});

describe('IncomeScreen (/accounts/income/)', () => {
  it('lists daily income, coloured by sign', async () => {
    renderRoute({
      url: '/accounts/income/',
      routes,
      token: 't',
      handlers: {
        'GET /funds/assets/mine/': { body: ASSETS },
        'GET /funds/income/mine/': {
          body: {
            current_page: 1,
            total_count: 2,
            total_page: 1,
            results: [
              { trade_date: '2026-04-17', income_latest: '-12.30' },
              { trade_date: '2026-04-16', income_latest: '8.00' },
            ],
          },
        },
      },
    });
    expect(await screen.findByText('2026-04-17')).toBeInTheDocument();
    expect(screen.getByText('+8.00')).toHaveStyle({ color: 'var(--jj-up)' });
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });
});

describe('MoreScreen and logout (/accounts/more/, /accounts/logout/)', () => {
  it('asks 确定要退出帐号吗？ and on confirm ends the session and goes home', async () => {
    const user = userEvent.setup();
    const { api, location, services, store } = renderRoute({
      url: '/accounts/more/',
      routes,
      token: 't',
      handlers: { 'POST /accounts/logout/': { body: { detail: '已退出登录' } } },
    });
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog', { name: '确定要退出帐号吗？' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(services.api.getToken()).toBeNull();
    expect(store.getState().auth.loggedIn).toBe(false);
    // the session was revoked on the server first
    expect(api.callsTo('POST /accounts/logout/')).toHaveLength(1);
  });

  it('cancel keeps the user logged in', async () => {
    const user = userEvent.setup();
    const { location, services } = renderRoute({ url: '/accounts/more/', routes, token: 't' });
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }),
    );
    expect(location()).toBe('/accounts/more/');
    expect(services.api.getToken()).toBe('t');
  });
});

describe('SettingsScreen — login password, qualification, bindings', () => {
  it('sets a login password with core rules (6-16, repeat must match)', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/accounts/settings/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done', { has_password: false }) },
        'GET /accounts/social_bindings/': { body: [{ provider: 'weixin', bound: false }] },
        'POST /accounts/set_password/': { body: { detail: '设置成功' } },
      },
    });
    expect(await screen.findByText('微信绑定')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '设置登录密码' }));
    const form = await screen.findByRole('form', { name: '设置登录密码' });
    await user.type(within(form).getByLabelText('登录密码'), 'abc12');
    await user.type(within(form).getByLabelText('确认密码'), 'abc12');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    expect(await screen.findAllByText('请输入6-16位登录密码')).not.toHaveLength(0);
    await user.type(within(form).getByLabelText('登录密码'), '345');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    expect(await screen.findAllByText('两次输入的密码不一致')).not.toHaveLength(0);
    await user.type(within(form).getByLabelText('确认密码'), '345');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.callsTo('POST /accounts/set_password/')[0]?.body).toEqual({
        password: 'abc12345',
        password_confirm: 'abc12345',
      }),
    );
  });

  it('confirms the private-fund qualification before sending it', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/accounts/settings/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': {
          body: settingsAt('done', { is_private_fund_qualified: false }),
        },
        'GET /accounts/social_bindings/': { body: [] },
        'POST /accounts/set_private_fund_qualified/': { body: { is_private_fund_qualified: true } },
      },
    });
    await user.click(await screen.findByRole('button', { name: '去认定' }));
    const dialog = await screen.findByRole('dialog', { name: '合格投资者认定' });
    await user.click(within(dialog).getByRole('button', { name: '我已确认' }));
    await waitFor(() =>
      expect(api.callsTo('POST /accounts/set_private_fund_qualified/')[0]?.body).toEqual({
        qualified: true,
      }),
    );
  });
});
