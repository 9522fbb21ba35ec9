// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SellScreen } from '../screens/sell-screen';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import {
  fund000001,
  icbcCard,
  pendingBuy,
  timetable20260420,
} from '../../shared/test/fund-fixtures';

// the funds area's sell route (funds/index.ts); /s/{symbol}/{shareId}/sell/ is the portfolios area's
const routes = [{ path: '/s/:symbol/sell/', element: <SellScreen /> }];
const share = {
  id: 5,
  fund: { symbol: '000001', abbr_name: '华夏成长混合' },
  shares_enable: '885.98',
  shares_current: '885.98',
  worth_value: '998.50',
  bank_card: icbcCard(),
};
const api: FakeRoute[] = [
  { path: '/symbols/funds/000001/', reply: () => fund000001() },
  { path: '/funds/fund/shares_info/', reply: () => [share] },
  {
    path: '/funds/sell_fee/',
    reply: () => ({
      fare: '1.68',
      fare_ratio: 1.5,
      discount_rate: 1,
      amount_estimate: '112.10',
      arrive_date: '2026-04-23',
    }),
  },
  {
    path: '/symbols/funds/000001/fare_ratio/',
    reply: () => ({
      fund: {},
      buy: [],
      sell: [],
      timetable: timetable20260420(),
    }),
  },
  {
    method: 'POST',
    path: '/funds/sell/',
    reply: () => pendingBuy({ id: 102, direction: 1, shares: '100.00', amount: null }),
  },
];

describe('SellScreen (/s/{symbol}/sell/, spec 001 §5 Fund sell)', () => {
  it('shows the sell note and the sellable shares on the card, without axe violations', async () => {
    renderRoutes('/s/000001/sell/', routes, api);
    expect(
      await screen.findByText('委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准'),
    ).toBeTruthy();
    expect(await screen.findByText('可卖出885.98份')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says 最多可卖出885.98份 above the sellable shares', async () => {
    const { user } = renderRoutes('/s/000001/sell/', routes, api);
    await screen.findByText('可卖出885.98份');
    await user.type(screen.getByRole('textbox', { name: '卖出份额' }), '900');
    expect(await screen.findByText('最多可卖出885.98份')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确定卖出' })).toBeDisabled();
  });

  it('fills 全部, estimates the amount and fee, says the NAV date and arrival date before and in the password dialog, sells with an Idempotency-Key', async () => {
    const { user, calls, router } = renderRoutes('/s/000001/sell/', routes, api);
    await screen.findByText('可卖出885.98份');
    await user.click(screen.getByRole('button', { name: '全部' }));
    expect(screen.getByRole('textbox', { name: '卖出份额' })).toHaveValue('885.98');
    expect(await screen.findByText(/预估金额 112\.10元，预估手续费 1\.68元/)).toBeTruthy();
    expect(screen.getByTestId('sell-confirmation')).toHaveTextContent(
      '按2026-04-20净值确认，预计2026-04-23到账',
    );
    await user.click(screen.getByRole('button', { name: '确定卖出' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    expect(dialog).toHaveTextContent('按2026-04-20净值确认，预计2026-04-23到账');
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/102/'));
    const sell = calls.find((c) => c.path === '/funds/sell/')!;
    expect(sell.body).toEqual({
      symbol: '000001',
      shares: '885.98',
      bank_card_id: 11,
      password: '135790',
    });
    expect(sell.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
