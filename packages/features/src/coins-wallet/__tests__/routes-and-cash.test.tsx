import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { renderRoute } from '../../shared/test/render';
import { coinsWalletArea } from '../../coins-wallet/index';

const routes = coinsWalletArea.routes;

/** Every route of the area (each renders its real screen), with the title it shows. */
const SCREENS: [url: string, title: string][] = [
  ['/coins/', '我的金币'],
  ['/coins/history/', '金币明细'],
  ['/wallets/account_changes/', '钱包明细'],
  ['/wallets/withdraw/', '提现'],
  ['/cash/account/', '现金账户'],
];

describe('every coins-wallet route renders its own screen', () => {
  it('lists every route of the area in this table', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(SCREENS.map(([u]) => u).sort());
  });

  it.each(SCREENS)('%s renders its screen', async (url, title) => {
    const { unmount } = renderRoute({ url, routes, token: 't', handlers: {} });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    unmount();
  });
});

describe('/cash/account/ (spec 001 §7 Cash and payment: cash account, payment/price, recharge)', () => {
  it('shows the balance and the weixin_web price, and recharges once per attempt', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/cash/account/',
      routes,
      token: 't',
      handlers: {
        'GET /cash/account/mine/': { body: { balance: '0.00', frozen: '0.00', available: '0.00' } },
        'GET /payment/price/': (c) => ({
          body: { code: c.query.get('code'), name: '基金会员（沙盒）', price: '98.00' },
        }),
        'POST /payment/recharge/': {
          body: { order_no: 'R1', amount: '100.00', channel: 'weixin_web', status: 1 },
        },
      },
    });
    expect(await screen.findByText('98.00元')).toBeInTheDocument();
    expect(api.callsTo('GET /payment/price/')[0]!.query.get('code')).toBe('weixin_web');
    const box = screen.getByRole('textbox', { name: '充值金额' });
    await user.type(box, '60000');
    expect(await screen.findByText('单笔最多充值50000.00元')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '微信支付充值' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, '100');
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: '微信支付充值' }));
    await waitFor(() => expect(api.callsTo('POST /payment/recharge/')).toHaveLength(1));
    const call = api.callsTo('POST /payment/recharge/')[0]!;
    expect(call.body).toEqual({ amount: '100.00', channel: 'weixin_web' });
    expect(call.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
    expect(await screen.findByText('充值成功，100.00元已到账')).toBeInTheDocument();
  });
});
