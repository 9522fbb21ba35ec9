import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginScreen } from '../screens/login-screen';
import { SignupScreen } from '../screens/signup-screen';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import type { FakeCall } from '../../shared/test/fake-api';

const routes = [
  { path: '/accounts/login/', element: <LoginScreen /> },
  { path: '/accounts/signup/', element: <SignupScreen /> },
];

/** The sandbox's rule in small: this mobile already had 3 sends, so a send needs a slider proof. */
const askForSlider = (call: FakeCall) =>
  call.query.get('slider_token')
    ? { body: { detail: '验证码已发送，请查收' } }
    : { status: 400, body: { errors: { slider_token: ['请先完成滑块验证'] } } };

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
    expect(screen.getByRole('group', { name: '滑块验证' })).toHaveTextContent('验证通过');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.callsTo('GET /accounts/new_mobile_captcha/')).toHaveLength(2));
    const resend = api.callsTo('GET /accounts/new_mobile_captcha/')[1]!;
    expect(resend.query.get('slider_token')).toMatch(/^slider-/);
    expect(resend.query.get('mobile')).toBe('13800138000');
    expect(await screen.findByText('验证码已发送，请查收')).toBeInTheDocument();
  });

  it('signup: shows the slider when asked and sends with the proof once passed', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({ url: '/accounts/signup/', routes });
    api.on('GET /accounts/check_mobile/', { body: { status: 0 } });
    api.on('GET /accounts/new_mobile_captcha/', askForSlider);
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const slider = await screen.findByRole('slider', { name: '向右拖动滑块完成验证' });
    slider.focus();
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.callsTo('GET /accounts/new_mobile_captcha/')).toHaveLength(2));
    expect(api.callsTo('GET /accounts/new_mobile_captcha/')[1]!.query.get('slider_token')).toMatch(
      /^slider-/,
    );
    expect(await screen.findByText('验证码已发送，请查收')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });
});
