import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TradePasswordScreen } from '../screens/trade-password-screen';
import { TradePasswordResetScreen } from '../screens/trade-password-reset-screen';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { settingsAt } from './fixtures';

const routes = [
  { path: '/accounts/trade_password/', element: <TradePasswordScreen /> },
  { path: '/accounts/trade_password/reset/', element: <TradePasswordResetScreen /> },
];

describe('TradePasswordScreen (spec 000 §2, §5)', () => {
  it('sets the 6-digit password in the flow and goes on to the risk test', async () => {
    const user = userEvent.setup();
    let step: 'trade_password' | 'risk_test' = 'trade_password';
    const { api, location } = renderRoute({
      url: '/accounts/trade_password/?open_account=1',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': () => ({ body: settingsAt(step) }),
        'GET /accounts/is_trade_password_set/': { body: { is_set: false } },
        'POST /accounts/set_trade_password/': () => {
          step = 'risk_test';
          return { body: { is_set: true } };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: '设置交易密码' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.type(screen.getByLabelText('交易密码'), '135790');
    await user.type(screen.getByLabelText('确认密码'), '135790');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe('/accounts/investment_risk/?open_account=1'));
    expect(api.callsTo('POST /accounts/set_trade_password/')[0]?.body).toEqual({
      password: '135790',
      password_confirm: '135790',
    });
  });

  it('keeps digits only, at most 6, and says 请填写6位交易密码 / 两次输入的密码不一致', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/accounts/trade_password/?open_account=1',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('trade_password') },
        'GET /accounts/is_trade_password_set/': { body: { is_set: false } },
      },
    });
    const password = await screen.findByLabelText('交易密码');
    await user.type(password, '12a3');
    expect(password).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请填写6位交易密码')).toBeInTheDocument();
    await user.type(password, '4567');
    expect(password).toHaveValue('123456');
    await user.type(screen.getByLabelText('确认密码'), '654321');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(api.callsTo('POST /accounts/set_trade_password/')).toHaveLength(0);
  });

  it('changes an existing password with the old one', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({
      url: '/accounts/trade_password/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'GET /accounts/is_trade_password_set/': { body: { is_set: true } },
        'POST /accounts/change_trade_password/': { body: { detail: '修改成功' } },
      },
    });
    expect(await screen.findByRole('heading', { name: '修改交易密码' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '忘记交易密码？' })).toHaveAttribute(
      'href',
      '/accounts/trade_password/reset/',
    );
    await user.type(screen.getByLabelText('原交易密码'), '135790');
    await user.type(screen.getByLabelText('新交易密码'), '246801');
    await user.type(screen.getByLabelText('确认密码'), '246801');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/accounts/settings/'));
    expect(api.callsTo('POST /accounts/change_trade_password/')[0]?.body).toEqual({
      old_password: '135790',
      password: '246801',
      password_confirm: '246801',
    });
  });
});

describe('TradePasswordResetScreen (/accounts/trade_password/reset/)', () => {
  it('resets with captcha and ID card, no serious axe violation', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({
      url: '/accounts/trade_password/reset/',
      routes,
      token: 't',
      handlers: { 'POST /accounts/reset_trade_password/': { body: { detail: '重置成功' } } },
    });
    await expectNoSeriousAxeViolations();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.type(screen.getByRole('textbox', { name: '身份证号' }), '110101199001010015');
    await user.type(screen.getByLabelText('新交易密码'), '246801');
    await user.type(screen.getByLabelText('确认密码'), '246801');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/accounts/settings/'));
    expect(api.callsTo('POST /accounts/reset_trade_password/')[0]?.body).toEqual({
      captcha: '123456',
      id_card_no: '110101199001010015',
      password: '246801',
      password_confirm: '246801',
    });
  });
});
