// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SwitchScreen } from '../screens/switch-screen';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { fund000001, pendingBuy } from '../../shared/test/fund-fixtures';

const routes = [
  { path: '/s/:symbol/switch/', element: <SwitchScreen /> },
  { path: '/accounts/funds/trades/:id/', element: <h1>交易详情</h1> },
];
const brief = (symbol: string, abbr_name: string) => ({ symbol, abbr_name, is_bao: false });
const legs = (status: 0 | 1) => [
  {
    role: 'out',
    trade_id: 201,
    fund: brief('000001', '华夏成长混合'),
    shares: '100.00',
    shares_confirm: status ? '100.00' : null,
    amount_confirm: status ? '118.20' : null,
    net_value: status ? '1.2000' : null,
    fare: status ? '1.80' : null,
    status,
    status_display: status ? '交易成功' : '确认中',
    confirm_date: '2026-04-24',
  },
  {
    role: 'in',
    trade_id: 202,
    fund: brief('001042', '华夏领先股票'),
    shares: null,
    shares_confirm: status ? '59.10' : null,
    amount_confirm: status ? '118.20' : null,
    net_value: status ? '2.0000' : null,
    fare: status ? '0.00' : null,
    status,
    status_display: status ? '交易成功' : '确认中',
    confirm_date: '2026-04-24',
  },
];
const api: FakeRoute[] = [
  { path: '/symbols/funds/000001/', reply: () => fund000001() },
  {
    path: '/funds/switch/targets/',
    reply: () => ({
      symbol: '000001',
      company_name: '华夏基金',
      shares_enable: '885.98',
      shares_min: '1.00',
      reason: null,
      results: [
        {
          fund: brief('001042', '华夏领先股票'),
          net_value_date: '2026-04-22',
          eligible: true,
          reason: null,
          buy_rate: 0.15,
        },
        {
          fund: { ...brief('000011', '华夏大盘精选混合A'), nav_stale: true },
          net_value_date: '2026-02-13',
          eligible: false,
          reason: '基金净值未更新，暂停转换',
          buy_rate: 0.15,
        },
      ],
    }),
  },
  {
    path: '/funds/switch/estimate/',
    reply: () => ({
      symbol: '000001',
      target: '001042',
      shares: '885.98',
      trade_date: '2026-04-23',
      confirm_date: '2026-04-24',
      nav_out: '1.2000',
      nav_out_date: '2026-04-22',
      nav_in: '2.0000',
      nav_in_date: '2026-04-22',
      gross: '1063.18',
      redemption_fee: '15.95',
      top_up_rate: 0,
      top_up_fee: '0.00',
      fee: '15.95',
      amount_in: '1047.23',
      shares_in: '523.62',
      penalty_shares: '885.98',
      parts: [],
    }),
  },
  {
    method: 'POST',
    path: '/funds/switch/',
    reply: () =>
      pendingBuy({
        id: 201,
        direction: 1,
        shares: '885.98',
        amount: null,
        switch_legs: legs(0) as never,
      }),
  },
];

describe('SwitchScreen (/s/{symbol}/switch/, 基金转换)', () => {
  it('lists the company’s funds; an ineligible one is disabled with its reason; no axe violations', async () => {
    renderRoutes('/s/000001/switch/', routes, api);
    const group = await screen.findByRole('radiogroup', { name: '转入基金' });
    expect(within(group).getByRole('radio', { name: /华夏领先股票（001042）/ })).toBeEnabled();
    const stale = within(group).getByRole('radio', { name: /华夏大盘精选混合A/ });
    expect(stale).toBeDisabled();
    expect(stale).toHaveTextContent('基金净值未更新，暂停转换');
    expect(screen.getByText('可转换885.98份，可转入华夏基金旗下基金')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says 最多可转换885.98份 above the holding', async () => {
    const { user } = renderRoutes('/s/000001/switch/', routes, api);
    await user.click(await screen.findByRole('radio', { name: /华夏领先股票/ }));
    await user.type(screen.getByRole('textbox', { name: '转换份额' }), '900');
    expect(await screen.findByText('最多可转换885.98份')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确定转换' })).toBeDisabled();
  });

  it('全部 fills the holding, shows the live estimate and dates, switches with an Idempotency-Key and opens the trade detail', async () => {
    const { user, calls, router } = renderRoutes('/s/000001/switch/', routes, api);
    await user.click(await screen.findByRole('radio', { name: /华夏领先股票/ }));
    await user.click(screen.getByRole('button', { name: '全部' }));
    expect(screen.getByRole('textbox', { name: '转换份额' })).toHaveValue('885.98');
    const estimate = await screen.findByRole('group', { name: '转换估算' });
    expect(estimate).toHaveTextContent('预估手续费15.95元');
    expect(estimate).toHaveTextContent('其中赎回费15.95元');
    expect(estimate).toHaveTextContent('申购补差费0.00元');
    expect(estimate).toHaveTextContent('预估转入份额523.62份');
    expect(screen.getByTestId('switch-confirmation')).toHaveTextContent(
      '按2026-04-23净值转出、转入，预计2026-04-24确认',
    );
    await user.click(screen.getByRole('button', { name: '确定转换' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    expect(dialog).toHaveTextContent('转出885.98份至华夏领先股票');
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/201/'));
    const post = calls.find((c) => c.path === '/funds/switch/')!;
    expect(post.body).toEqual({
      symbol: '000001',
      target: '001042',
      shares: '885.98',
      password: '135790',
    });
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
