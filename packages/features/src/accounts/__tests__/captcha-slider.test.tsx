import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginScreen } from '../screens/login-screen';
import { SignupScreen } from '../screens/signup-screen';
import { BindUserScreen } from '../screens/bind-user-screen';
import { TradePasswordResetScreen } from '../screens/trade-password-reset-screen';
import { ICBC, VERIFIED_IDENTITY, settingsAt } from './fixtures';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import type { FakeCall } from '../../shared/test/fake-api';

const routes = [
  { path: '/accounts/login/', element: <LoginScreen /> },
  { path: '/accounts/signup/', element: <SignupScreen /> },
];

/**
 * The sandbox's rule in small: this mobile already had 3 sends, so a send needs the slider proof
 * the server issued (`proof-1`); another string is no proof.
 */
const askForSlider = (call: FakeCall) =>
  call.query.get('slider_token') === 'proof-1'
    ? { body: { detail: '验证码已发送，请查收' } }
    : {
        status: 400,
        body: {
          errors: {
            slider_token: [
              call.query.get('slider_token') ? '滑块验证已失效，请重新验证' : '请先完成滑块验证',
            ],
          },
        },
      };
const issueProof = (call: FakeCall) =>
  /^builtin\.v1\.\d+\.\d+$/.test(String((call.body as { ticket?: string }).ticket))
    ? { body: { slider_token: 'proof-1', expires_in: 300 } }
    : { status: 400, body: { errors: { ticket: ['验证未通过，请重试'] } } };

describe('captcha send needs a passed slider check when the server asks for one (spec 000 §5)', () => {
  it('login: shows no slider for an ordinary send', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({ url: '/accounts/login/', routes });
    api.on('GET /accounts/check_mobile/', { body: { status: 1 } });
    api.on('GET /accounts/new_mobile_captcha/', { body: { detail: '验证码已发送，请查收' } });
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送，请查收')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(api.callsTo('GET /accounts/new_mobile_captcha/')[0]!.query.has('slider_token')).toBe(
      false,
    );
  });

  it('login: shows the slider when asked, refuses to send before it is passed, then resends with the proof', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({ url: '/accounts/login/', routes });
    api.on('GET /accounts/check_mobile/', { body: { status: 1 } });
    api.on('GET /accounts/new_mobile_captcha/', askForSlider);
    api.on('POST /accounts/slider_check/', issueProof);
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const slider = await screen.findByRole('slider', { name: '向右拖动滑块完成验证' });
    expect(await screen.findByText('请先完成滑块验证')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();

    // Not passed yet: core's precondition stops the send, nothing reaches the server.
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(api.callsTo('GET /accounts/new_mobile_captcha/')).toHaveLength(1);

    slider.focus();
    await user.keyboard('{End}');
    expect(await screen.findByText('验证通过')).toBeInTheDocument();
    const exchange = api.callsTo('POST /accounts/slider_check/')[0]!;
    expect(exchange.body).toMatchObject({ mobile: '13800138000' });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.callsTo('GET /accounts/new_mobile_captcha/')).toHaveLength(2));
    const resend = api.callsTo('GET /accounts/new_mobile_captcha/')[1]!;
    expect(resend.query.get('slider_token')).toBe('proof-1');
    expect(resend.query.get('mobile')).toBe('13800138000');
    expect(await screen.findByText('验证码已发送，请查收')).toBeInTheDocument();
  });

  it('signup: shows the slider when asked and sends with the proof once passed', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({ url: '/accounts/signup/', routes });
    api.on('GET /accounts/check_mobile/', { body: { status: 0 } });
    api.on('GET /accounts/new_mobile_captcha/', askForSlider);
    api.on('POST /accounts/slider_check/', issueProof);
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const slider = await screen.findByRole('slider', { name: '向右拖动滑块完成验证' });
    slider.focus();
    await user.keyboard('{End}');
    expect(await screen.findByText('验证通过')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.callsTo('GET /accounts/new_mobile_captcha/')).toHaveLength(2));
    expect(api.callsTo('GET /accounts/new_mobile_captcha/')[1]!.query.get('slider_token')).toBe(
      'proof-1',
    );
    expect(await screen.findByText('验证码已发送，请查收')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('a pass the server refuses shows 验证未通过，请重试 and a fresh slider; nothing is sent', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({ url: '/accounts/login/', routes });
    api.on('GET /accounts/check_mobile/', { body: { status: 1 } });
    api.on('GET /accounts/new_mobile_captcha/', askForSlider);
    api.on('POST /accounts/slider_check/', {
      status: 400,
      body: { errors: { ticket: ['验证未通过，请重试'] } },
    });
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    (await screen.findByRole('slider')).focus();
    await user.keyboard('{End}');
    expect(await screen.findByText('验证未通过，请重试')).toBeInTheDocument();
    const fresh = await screen.findByRole('slider');
    await waitFor(() => expect(fresh).toHaveAttribute('aria-valuenow', '0'));
    expect(screen.queryByText('验证通过')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(api.callsTo('GET /accounts/new_mobile_captcha/')).toHaveLength(1);
  });
});

describe('the bind-user and trade-password-reset captchas need the slider too (spec 000 §5)', () => {
  const sendWithSlider = async (
    user: ReturnType<typeof userEvent.setup>,
    api: ReturnType<typeof renderRoute>['api'],
    mobileLabel: string,
  ) => {
    api.on('GET /accounts/new_mobile_captcha/', askForSlider);
    api.on('POST /accounts/slider_check/', issueProof);
    await user.type(await screen.findByRole('textbox', { name: mobileLabel }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const slider = await screen.findByRole('slider', { name: '向右拖动滑块完成验证' });
    expect(await screen.findByText('请先完成滑块验证')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    slider.focus();
    await user.keyboard('{End}');
    expect(await screen.findByText('验证通过')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.callsTo('GET /accounts/new_mobile_captcha/')).toHaveLength(2));
    expect(api.callsTo('GET /accounts/new_mobile_captcha/')[1]!.query.get('slider_token')).toBe(
      'proof-1',
    );
  };

  it('spec 000 §5: bind-user shows the slider when asked and resends with the proof', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/accounts/bank_cards/bind/user/?cardNo=6222020000000000017&id=1',
      routes: [{ path: '/accounts/bank_cards/bind/user/', element: <BindUserScreen /> }],
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('bank_card') },
        'GET /accounts/identity_verfications/mine/': { body: VERIFIED_IDENTITY },
        'GET /accounts/banks/': { body: [ICBC] },
      },
    });
    await sendWithSlider(user, api, '预留手机号');
  });

  it('spec 000 §5: trade-password reset shows the slider when asked and resends with the proof', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/accounts/trade_password/reset/',
      routes: [{ path: '/accounts/trade_password/reset/', element: <TradePasswordResetScreen /> }],
      token: 't',
      handlers: { 'GET /accounts/settings/': { body: settingsAt('done') } },
    });
    await sendWithSlider(user, api, '手机号');
  });
});
