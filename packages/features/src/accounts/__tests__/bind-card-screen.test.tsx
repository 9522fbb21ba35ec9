import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BindCardScreen } from '../screens/bind-card-screen';
import { BindCompleteScreen } from '../screens/bind-complete-screen';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { ICBC, settingsAt } from './fixtures';
import { cardNoOfRef, cardRefOf } from '../card-ref';

const routes = [
  { path: '/accounts/bank_cards/bind/', element: <BindCardScreen /> },
  { path: '/accounts/bank_cards/bind/complete/', element: <BindCompleteScreen /> },
];
const CARD = '6222020000000000017';

describe('BindCardScreen (spec 000 §2 /bank_cards/bind/)', () => {
  it('recognizes the bank from the card number as it is typed, then goes to the holder step with cardNo and id', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({
      url: '/accounts/bank_cards/bind/?open_account=1',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('bank_card') },
        'POST /accounts/bank_cards/check/': {
          body: { valid: true, bank: ICBC, bank_card_type: 1 },
        },
      },
    });
    expect(await screen.findByRole('navigation', { name: '开户进度' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '银行卡号' }), CARD);
    expect(await screen.findByText('中国工商银行')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    // the URL carries a reference to the number held in memory, never the number (spec 000 §2)
    await waitFor(() =>
      expect(location()).toMatch(
        /^\/accounts\/bank_cards\/bind\/user\/\?cardNo=[a-z]{16}&id=1&open_account=1$/,
      ),
    );
    expect(location()).not.toMatch(/\d{5}/);
    const ref = new URLSearchParams(location().split('?')[1]).get('cardNo');
    expect(cardNoOfRef(ref)).toBe(CARD);
    expect(api.callsTo('POST /accounts/bank_cards/check/').at(-1)?.body).toEqual({
      bank_card_no: CARD,
    });
  });

  it('refuses a credit card with the server reason and keeps the number', async () => {
    const user = userEvent.setup();
    const ref = cardRefOf('6225880000000000');
    const { location } = renderRoute({
      url: `/accounts/bank_cards/bind/?cardNo=${ref}`,
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'POST /accounts/bank_cards/check/': {
          body: {
            valid: false,
            bank: ICBC,
            bank_card_type: 2,
            message: '暂不支持信用卡，请使用储蓄卡',
          },
        },
      },
    });
    const input = await screen.findByRole('textbox', { name: '银行卡号' });
    expect(input).toHaveValue('6225880000000000');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findAllByText('暂不支持信用卡，请使用储蓄卡')).not.toHaveLength(0);
    expect(input).toHaveValue('6225880000000000');
    expect(location()).toBe(`/accounts/bank_cards/bind/?cardNo=${ref}`);
  });

  it('reads no card number from the URL: a number typed into cardNo prefills nothing', async () => {
    renderRoute({
      url: '/accounts/bank_cards/bind/?cardNo=6225880000000000',
      routes,
      token: 't',
      handlers: { 'GET /accounts/settings/': { body: settingsAt('done') } },
    });
    expect(await screen.findByRole('textbox', { name: '银行卡号' })).toHaveValue('');
  });
});

describe('BindCompleteScreen (/bind/complete/)', () => {
  it('in the flow, goes on to the step the server gives next', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute({
      url: '/accounts/bank_cards/bind/complete/?open_account=1',
      routes,
      token: 't',
      handlers: { 'GET /accounts/settings/': { body: settingsAt('trade_password') } },
    });
    expect(await screen.findByText('银行卡绑定成功')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: '下一步：设置交易密码' }));
    await waitFor(() => expect(location()).toBe('/accounts/trade_password/?open_account=1'));
  });

  it('outside the flow, finishes on the bank card list', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute({
      url: '/accounts/bank_cards/bind/complete/',
      routes,
      token: 't',
      handlers: { 'GET /accounts/settings/': { body: settingsAt('done') } },
    });
    await user.click(await screen.findByRole('button', { name: '完成' }));
    await waitFor(() => expect(location()).toBe('/accounts/bank_cards/'));
  });
});
