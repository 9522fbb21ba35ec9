// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SellScreen } from '../screens/sell-screen';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { fund000001, icbcCard, pendingBuy } from '../../shared/test/fund-fixtures';

const routes = [{ path: '/s/:symbol/sell/', element: <SellScreen /> }];
const share = {
  id: 5,
  fund: { symbol: '000001', abbr_name: '华夏成长混合' },
  shares_enable: '885.98',
  shares_current: '885.98',
  worth_value: '998.50',
  bank_card: icbcCard(),
};
/** 400 shares two days after confirmation at 1.1210: 448.40, 1.5 % = 6.73, net 441.67. */
const estimate = (penalty: boolean) => ({
  symbol: '000001',
  trade_date: '2026-04-23',
  nav_date: '2026-04-22',
  net_value: '1.1210',
  shares: '400.00',
  gross: '448.40',
  fee: penalty ? '6.73' : '2.24',
  net: penalty ? '441.67' : '446.16',
  penalty_shares: penalty ? '400.00' : '0.00',
  parts: [
    {
      confirm_date: '2026-04-21',
      shares: '400.00',
      days: penalty ? 2 : 9,
      fee_rate: penalty ? 1.5 : 0.5,
      gross: '448.40',
      fee: penalty ? '6.73' : '2.24',
      penalty,
    },
  ],
});
const api = (penalty: boolean): FakeRoute[] => [
  { path: '/symbols/funds/000001/', reply: () => fund000001() },
  { path: '/funds/fund/shares_info/', reply: () => [share] },
  {
    path: '/funds/sell_fee/',
    reply: () => ({ fare: '6.73', fare_ratio: 1.5, discount_rate: 1, amount_estimate: '448.40' }),
  },
  { path: '/funds/returns/sell_estimate/', reply: () => estimate(penalty) },
  {
    method: 'POST',
    path: '/funds/sell/',
    reply: () => pendingBuy({ id: 102, direction: 1, shares: '400.00', amount: null }),
  },
];

describe('the sell page shows the fee and the net by lot and warns of 惩罚性赎回费 (spec 001 §5 Fund sell)', () => {
  it('offers 1/4, 1/3, 1/2 and 全部 of the sellable shares, rounded down to 0.01 份', async () => {
    const { user } = renderRoutes('/s/000001/sell/', routes, api(false));
    await screen.findByText('可卖出885.98份');
    const group = screen.getByRole('group', { name: '快捷份额' });
    const box = screen.getByRole('textbox', { name: '卖出份额' });
    for (const [label, value] of [
      ['1/4', '221.49'],
      ['1/3', '295.32'],
      ['1/2', '442.99'],
      ['全部', '885.98'],
    ] as const) {
      await user.click(within(group).getByRole('button', { name: label }));
      expect(box).toHaveValue(value);
    }
  });

  it('shows the gross, the fee and the net, and warns before confirming when shares are under 7 days', async () => {
    const { user, router } = renderRoutes('/s/000001/sell/', routes, api(true));
    await screen.findByText('可卖出885.98份');
    await user.type(screen.getByRole('textbox', { name: '卖出份额' }), '400');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '其中400.00份持有不满7天，将收取1.5%的惩罚性赎回费，本次预估赎回费6.73元。',
    );
    expect(screen.getByTestId('sell-gross')).toHaveTextContent('448.40元');
    expect(screen.getByTestId('sell-fee')).toHaveTextContent('6.73元');
    expect(screen.getByTestId('sell-net')).toHaveTextContent('441.67元');
    expect(screen.getByRole('list', { name: '按买入先后卖出的份额' })).toHaveTextContent(
      '2026-04-21确认的400.00份，已持有2天，费率1.5%，赎回费6.73元（不满7天）',
    );
    await expectNoAxeViolations();
    await waitFor(() => expect(screen.getByRole('button', { name: '确定卖出' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '确定卖出' }));
    const ask = await screen.findByRole('alertdialog', { name: '惩罚性赎回费提示' });
    expect(ask).toHaveTextContent('预估到账441.67元');
    expect(screen.queryByRole('dialog', { name: '请输入交易密码' })).toBeNull();
    await user.click(within(ask).getByRole('button', { name: '再等等' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '确定卖出' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '仍要卖出' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/102/'));
  });

  it('goes straight to the password without shares under 7 days', async () => {
    const { user } = renderRoutes('/s/000001/sell/', routes, api(false));
    await screen.findByText('可卖出885.98份');
    await user.type(screen.getByRole('textbox', { name: '卖出份额' }), '400');
    expect(await screen.findByTestId('sell-net')).toHaveTextContent('446.16元');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: '确定卖出' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '确定卖出' }));
    expect(await screen.findByRole('dialog', { name: '请输入交易密码' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
