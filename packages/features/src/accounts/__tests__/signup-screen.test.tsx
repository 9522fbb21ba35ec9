import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignupScreen } from '../screens/signup-screen';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { AUTH_RESULT } from './fixtures';

const routes = [{ path: '/accounts/signup/', element: <SignupScreen /> }];

async function typeMobileAndTick(user: ReturnType<typeof userEvent.setup>, mobile = '13800138000') {
  await user.type(screen.getByRole('textbox', { name: '手机号' }), mobile);
  await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
}

describe('SignupScreen (spec 000 §2, §5)', () => {
  it('shows the rewards (3 yuan for registration, 1 yuan for identity info) with no serious axe violation', async () => {
    renderRoute({ url: '/accounts/signup/', routes });
    const rewards = screen.getByRole('list', { name: '注册奖励' });
    expect(rewards).toHaveTextContent('注册即送3元');
    expect(rewards).toHaveTextContent('完善身份信息送1元');
    await expectNoSeriousAxeViolations();
  });

  it('refuses to send the captcha until the agreement is ticked (请勾选协议)', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({ url: '/accounts/signup/', routes });
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请勾选协议')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('asks a registered mobile whether to log in; confirm carries the mobile and the query to login', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({
      url: '/accounts/signup/?next=%2Fs%2F000001%2F',
      routes,
    });
    api.on('GET /accounts/check_mobile/', { body: { status: 1 } });
    await typeMobileAndTick(user);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const dialog = await screen.findByRole('dialog', { name: '该手机号已注册，是否直接登录？' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(location()).toBe('/accounts/login/?mobile=13800138000&next=%2Fs%2F000001%2F'),
    );
    expect(api.callsTo('GET /accounts/new_mobile_captcha/')).toHaveLength(0);
  });

  it('toasts 该手机号已注册 instead when the option asks for the toast', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({ url: '/accounts/signup/?registered=toast', routes });
    api.on('GET /accounts/check_mobile/', { body: { status: 1 } });
    await typeMobileAndTick(user);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    expect(location()).toBe('/accounts/signup/?registered=toast');
  });

  it('signs up, remembers next as the flow origin and starts the open-account flow at identity', async () => {
    const user = userEvent.setup();
    const { api, location, services } = renderRoute({
      url: '/accounts/signup/?next=%2Fs%2F000001%2Fbuy%2F',
      routes,
    });
    api.on('POST /accounts/signup/', { body: AUTH_RESULT });
    await typeMobileAndTick(user);
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '654321');
    await user.click(screen.getByRole('button', { name: '注册并开户' }));
    await waitFor(() => expect(location()).toBe('/accounts/bank_cards/bind/user/?open_account=1'));
    expect(api.callsTo('POST /accounts/signup/')[0]?.body).toMatchObject({
      mobile: '13800138000',
      captcha: '654321',
      agreement: true,
    });
    expect(services.cookies.get('risk_test_origin')).toBe('/s/000001/buy/');
    expect(services.api.getToken()).toBe('token-abc');
  });

  it('shows a wrong captcha under the field and as a toast, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({ url: '/accounts/signup/', routes });
    api.on('POST /accounts/signup/', {
      status: 400,
      body: { errors: { captcha: ['验证码错误'] } },
    });
    await typeMobileAndTick(user);
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '000000');
    await user.click(screen.getByRole('button', { name: '注册并开户' }));
    expect(await screen.findAllByText('验证码错误')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveValue('000000');
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
    expect(location()).toBe('/accounts/signup/');
  });

  it('links to login carrying its query', () => {
    renderRoute({ url: '/accounts/signup/?next=%2Fp%2F1%2F&invite=abc', routes });
    expect(screen.getByRole('link', { name: '立即登录' })).toHaveAttribute(
      'href',
      '/accounts/login/?next=%2Fp%2F1%2F&invite=abc',
    );
  });
});

describe('SignupScreen — campaign fields (spec 000 §7)', () => {
  it('keeps from_ad / from_wd / invite_code of the link in cookies, and signup sends them', async () => {
    const user = userEvent.setup();
    const { api, services } = renderRoute({
      url: '/accounts/signup/?from_ad=banner7&invite_code=K9',
      routes,
    });
    api.on('POST /accounts/signup/', { body: AUTH_RESULT });
    expect(services.cookies.get('from_ad')).toBe('banner7');
    expect(services.cookies.get('invite_code')).toBe('K9');
    await typeMobileAndTick(user);
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '654321');
    await user.click(screen.getByRole('button', { name: '注册并开户' }));
    await waitFor(() =>
      expect(api.callsTo('POST /accounts/signup/')[0]?.body).toMatchObject({
        from_ad: 'banner7',
        invite_code: 'K9',
      }),
    );
  });
});
