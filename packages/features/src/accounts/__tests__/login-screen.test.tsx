import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginScreen } from '../screens/login-screen';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { AUTH_RESULT } from './fixtures';

const routes = [{ path: '/accounts/login/', element: <LoginScreen /> }];

describe('LoginScreen (spec 000 §2, §5)', () => {
  it('renders the captcha login form with no serious axe violation', async () => {
    renderRoute({ url: '/accounts/login/', routes });
    expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '手机号' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '验证码' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('shows 请输入正确的手机号码 for a mobile whose second digit is 2, keeps it, and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({ url: '/accounts/login/', routes });
    const mobile = screen.getByRole('textbox', { name: '手机号' });
    await user.type(mobile, '12345678901');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确的手机号码');
    expect(mobile).toHaveValue('12345678901');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('asks an unregistered mobile whether to register; confirm goes to signup carrying the mobile and next', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({
      url: '/accounts/login/?next=%2Faccounts%2Fbank_cards%2F',
      routes,
    });
    api.on('GET /accounts/check_mobile/', { body: { status: 0 } });
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const dialog = await screen.findByRole('dialog', { name: '该手机号尚未注册，是否直接注册？' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(location()).toBe(
        '/accounts/signup/?mobile=13800138000&next=%2Faccounts%2Fbank_cards%2F',
      ),
    );
    expect(api.callsTo('GET /accounts/new_mobile_captcha/')).toHaveLength(0);
  });

  it('sends the captcha for a registered mobile and toasts 验证码已发送，请查收', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({ url: '/accounts/login/', routes });
    api.on('GET /accounts/check_mobile/', { body: { status: 1 } });
    api.on('GET /accounts/new_mobile_captcha/', { body: { detail: '验证码已发送，请查收' } });
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送，请查收')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /重新发送\(60\)|重新发送\(59\)/ }),
    ).toBeDisabled();
    expect(api.callsTo('GET /accounts/new_mobile_captcha/')[0]?.query.get('mobile')).toBe(
      '13800138000',
    );
  });

  it('shows 请求过于频繁，请稍后重试 on 429 and leaves the button usable', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({ url: '/accounts/login/', routes });
    api.on('GET /accounts/check_mobile/', { body: { status: 1 } });
    api.on('GET /accounts/new_mobile_captcha/', {
      status: 429,
      body: { errors: { mobile: ['请求过于频繁，请59秒后再试'] } },
    });
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请求过于频繁，请稍后重试')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
  });

  it('logs in with the captcha, saves the token and goes to a safe next', async () => {
    const user = userEvent.setup();
    const { api, location, services, store } = renderRoute({
      url: '/accounts/login/?next=%2Fs%2F000001%2Fbuy%2F%3Famount%3D100',
      routes,
    });
    api.on('POST /accounts/login/', { body: AUTH_RESULT });
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/s/000001/buy/?amount=100'));
    expect(api.callsTo('POST /accounts/login/')[0]?.body).toEqual({
      mobile: '13800138000',
      captcha: '123456',
    });
    expect(services.api.getToken()).toBe('token-abc');
    expect(store.getState().auth).toEqual({ loggedIn: true, userId: 7 });
  });

  it('refuses an unsafe next (//evil) and goes to /accounts/mine/', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({
      url: '/accounts/login/?next=%2F%2Fevil.example%2F',
      routes,
    });
    api.on('POST /accounts/login/', { body: AUTH_RESULT });
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/accounts/mine/'));
  });

  it('logs in with the password and shows a wrong password as a toast, keeping the input', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({ url: '/accounts/login/', routes });
    api.on('POST /accounts/login/', {
      status: 400,
      body: { errors: { password: ['手机号或密码错误'] } },
    });
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.type(screen.getByLabelText('登录密码'), 'abc12345');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('手机号或密码错误')).toBeInTheDocument();
    expect(screen.getByLabelText('登录密码')).toHaveValue('abc12345');
    expect(api.callsTo('POST /accounts/login/')[0]?.body).toEqual({
      mobile: '13800138000',
      password: 'abc12345',
    });
  });

  it('shows the lock-out message and switches to captcha login with one button', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({ url: '/accounts/login/', routes });
    const message = '密码错误次数过多，请于10:15后重试或使用验证码登录';
    api.on('POST /accounts/login/', { status: 403, body: { errors: { login_locked: [message] } } });
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.type(screen.getByLabelText('登录密码'), 'abc12345');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await expectNoSeriousAxeViolations();
    await user.click(within(alert).getByRole('button', { name: '使用验证码登录' }));
    expect(screen.getByRole('textbox', { name: '验证码' })).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
  });

  it('links to signup carrying its query', () => {
    renderRoute({ url: '/accounts/login/?next=%2Fp%2F1%2F&mobile=13800138000', routes });
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute(
      'href',
      '/accounts/signup/?next=%2Fp%2F1%2F&mobile=13800138000',
    );
  });
});

describe('LoginScreen — foreign mobile and cookies (spec 000 §3, §5)', () => {
  it('accepts an 8-11 digit foreign mobile with its calling code id', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/accounts/login/',
      routes,
      handlers: {
        'GET /accounts/mobile_codes/': {
          body: [
            { id: 1, code: '+86', name: '中国大陆', is_foreign: false },
            { id: 2, code: '+852', name: '中国香港', is_foreign: true },
          ],
        },
        'GET /accounts/check_mobile/': { body: { status: 1 } },
        'GET /accounts/new_mobile_captcha/': { body: { detail: '验证码已发送，请查收' } },
        'POST /accounts/login/': { body: AUTH_RESULT },
      },
    });
    await user.click(screen.getByRole('button', { name: '+86 境外手机号' }));
    expect(await screen.findByRole('option', { name: '中国香港 +852' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '91234567');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送，请查收')).toBeInTheDocument();
    const sent = api.callsTo('GET /accounts/new_mobile_captcha/')[0];
    expect(sent?.query.get('mobile')).toBe('91234567');
    expect(sent?.query.get('mobile_code_id')).toBe('2');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(api.callsTo('POST /accounts/login/')[0]?.body).toEqual({
        mobile: '91234567',
        captcha: '123456',
        mobile_code_id: 2,
      }),
    );
  });

  it('says cookies must be enabled when the browser has them off', () => {
    const spy = vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    renderRoute({ url: '/accounts/login/', routes });
    expect(screen.getByRole('alert')).toHaveTextContent('请开启浏览器的Cookie功能后重试');
    spy.mockRestore();
  });
});
