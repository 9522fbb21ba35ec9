import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BindUserScreen } from '../screens/bind-user-screen';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { ICBC, VERIFIED_IDENTITY, card, settingsAt } from './fixtures';
import { cardRefOf } from '../card-ref';

const routes = [{ path: '/accounts/bank_cards/bind/user/', element: <BindUserScreen /> }];
const ID = '110101199001010015';

describe('BindUserScreen — identity step (spec 000 §2, §5)', () => {
  it('asks for the real name and ID card, with the identity reward, no serious axe violation', async () => {
    renderRoute({
      url: '/accounts/bank_cards/bind/user/?open_account=1',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('identity') },
        'GET /accounts/identity_verfications/mine/': {
          status: 404,
          body: { errors: { detail: ['尚未实名认证'] } },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: '实名认证' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '开户进度' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('完善身份信息送1元');
    expect(screen.getByRole('textbox', { name: '姓名' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('shows core message for a malformed ID card and keeps the input', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/accounts/bank_cards/bind/user/?open_account=1',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('identity') },
        'GET /accounts/identity_verfications/mine/': {
          status: 404,
          body: { errors: { detail: ['无'] } },
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: '姓名' }), '张三');
    await user.type(screen.getByRole('textbox', { name: '身份证号' }), '12345');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入正确的身份证号码')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '身份证号' })).toHaveValue('12345');
    expect(api.callsTo('POST /accounts/identity_verfications/')).toHaveLength(0);
  });

  it('verifies the identity and moves to the step the server gives next (bank card)', async () => {
    const user = userEvent.setup();
    let step: 'identity' | 'bank_card' = 'identity';
    const { api, location } = renderRoute({
      url: '/accounts/bank_cards/bind/user/?open_account=1',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': () => ({ body: settingsAt(step) }),
        'GET /accounts/identity_verfications/mine/': {
          status: 404,
          body: { errors: { detail: ['无'] } },
        },
        'POST /accounts/identity_verfications/': () => {
          step = 'bank_card';
          return { body: VERIFIED_IDENTITY };
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: '姓名' }), '张三');
    await user.type(screen.getByRole('textbox', { name: '身份证号' }), ID);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe('/accounts/bank_cards/bind/?open_account=1'));
    expect(api.callsTo('POST /accounts/identity_verfications/')[0]?.body).toEqual({
      real_name: '张三',
      id_card_no: ID,
    });
  });

  it('moves a reloaded page to the server current step when this step is already done', async () => {
    const { location } = renderRoute({
      url: '/accounts/bank_cards/bind/user/?open_account=1',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('trade_password') },
        'GET /accounts/identity_verfications/mine/': { body: VERIFIED_IDENTITY },
      },
    });
    await waitFor(() => expect(location()).toBe('/accounts/trade_password/?open_account=1'));
  });
});

describe('BindUserScreen — binding a card (?cardNo&id)', () => {
  it('clears the ID number and real name before sending when the identity status is 1 (spec 000 §4)', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({
      url: `/accounts/bank_cards/bind/user/?cardNo=${cardRefOf('6222020000000000017')}&id=1&open_account=1`,
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('bank_card') },
        'GET /accounts/identity_verfications/mine/': { body: VERIFIED_IDENTITY },
        'GET /accounts/banks/': { body: [ICBC] },
        'POST /funds/bind_bank_card/': { body: card() },
      },
    });
    expect(await screen.findByText(/中国工商银行 尾号0017/)).toBeInTheDocument();
    expect(screen.getByText('*三')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '预留手机号' }), '13900139000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '确认绑卡' }));
    await waitFor(() =>
      expect(location()).toBe('/accounts/bank_cards/bind/complete/?open_account=1'),
    );
    expect(api.callsTo('POST /funds/bind_bank_card/')[0]?.body).toEqual({
      real_name: '',
      id_card_no: '',
      bank_card_no: '6222020000000000017',
      bank_id: 1,
      mobile: '13900139000',
      captcha: '123456',
    });
  });

  it('asks for the card number again when the reference is unknown (a reload or a typed number)', async () => {
    renderRoute({
      url: '/accounts/bank_cards/bind/user/?cardNo=6222020000000000017&id=1',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('bank_card') },
        'GET /accounts/identity_verfications/mine/': { body: VERIFIED_IDENTITY },
        'GET /accounts/banks/': { body: [ICBC] },
      },
    });
    expect(await screen.findByRole('textbox', { name: '银行卡号' })).toHaveValue('');
    expect(screen.queryByText(/尾号/)).not.toBeInTheDocument();
  });

  it('asks for the reserved mobile and captcha before sending', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: `/accounts/bank_cards/bind/user/?cardNo=${cardRefOf('6222020000000000017')}&id=1`,
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('bank_card') },
        'GET /accounts/identity_verfications/mine/': { body: VERIFIED_IDENTITY },
        'GET /accounts/banks/': { body: [ICBC] },
      },
    });
    await user.click(await screen.findByRole('button', { name: '确认绑卡' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(api.callsTo('POST /funds/bind_bank_card/')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });

  it('authorizes a card in auth mode with the four elements as typed (isAuthMode=1)', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({
      url: '/accounts/bank_cards/bind/user/?id=1&isAuthMode=1',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'GET /accounts/identity_verfications/mine/': { body: VERIFIED_IDENTITY },
        'GET /accounts/banks/': { body: [ICBC] },
        'POST /funds/identity_auth/verify/': { body: { verified: true, detail: '鉴权成功' } },
      },
    });
    expect(await screen.findByRole('heading', { name: '银行卡授权' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '银行卡号' }), '6222020000000000017');
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '张三');
    await user.type(screen.getByRole('textbox', { name: '身份证号' }), ID);
    await user.type(screen.getByRole('textbox', { name: '预留手机号' }), '13900139000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '确认授权' }));
    await waitFor(() => expect(location()).toBe('/accounts/bank_cards/'));
    expect(api.callsTo('POST /funds/identity_auth/verify/')[0]?.body).toEqual({
      real_name: '张三',
      id_card_no: ID,
      bank_card_no: '6222020000000000017',
      mobile: '13900139000',
      captcha: '123456',
    });
  });

  it('keeps the page when the four elements do not match', async () => {
    const user = userEvent.setup();
    const ref = cardRefOf('6222020000000000017');
    const { location } = renderRoute({
      url: `/accounts/bank_cards/bind/user/?id=1&isAuthMode=1&cardNo=${ref}`,
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'GET /accounts/identity_verfications/mine/': { body: VERIFIED_IDENTITY },
        'GET /accounts/banks/': { body: [ICBC] },
        'POST /funds/identity_auth/verify/': {
          body: { verified: false, detail: '姓名或身份证号与实名信息不一致' },
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: '姓名' }), '李四');
    await user.type(screen.getByRole('textbox', { name: '身份证号' }), ID);
    await user.type(screen.getByRole('textbox', { name: '预留手机号' }), '13900139000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '确认授权' }));
    expect(await screen.findAllByText('姓名或身份证号与实名信息不一致')).not.toHaveLength(0);
    expect(location()).toBe(`/accounts/bank_cards/bind/user/?id=1&isAuthMode=1&cardNo=${ref}`);
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('李四');
  });
});
