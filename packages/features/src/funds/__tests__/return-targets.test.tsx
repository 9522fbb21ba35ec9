// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyScreen } from '../screens/buy-screen';
import { renderRoutes } from '../../shared/test/render';
import type { FakeRoute } from '../../shared/test/fake-api';
import { fund000001, icbcCard, pendingBuy, riskProfile } from '../../shared/test/fund-fixtures';

const routes = [{ path: '/s/:symbol/buy/', element: <BuyScreen /> }];

const api: FakeRoute[] = [
  { path: '/symbols/funds/000001/', reply: () => fund000001() },
  { path: '/accounts/bank_cards/mine/', reply: () => [icbcCard()] },
  { path: '/coupons/available/', reply: () => [] },
  { path: '/funds/investment_risk/mine/', reply: () => riskProfile(5) },
  { path: '/funds/buy_fee/', reply: () => ({ fare: '1.50', fare_ratio: 0.15, discount_rate: 1 }) },
  { method: 'POST', path: '/funds/buy/', reply: () => pendingBuy() },
];

/** Buys, landing on the trade detail; returns where its 完成 goes (the trade-detail origin). */
async function buy(view: ReturnType<typeof renderRoutes>) {
  const { user, router } = view;
  await screen.findByText(/预估手续费/);
  await user.click(screen.getByRole('button', { name: '确定买入' }));
  const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
  await user.type(within(dialog).getByLabelText('交易密码'), '135790');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/101/'));
  return view.cookies.get('trade_detail_origin');
}

describe('return targets after a fund buy (spec 000 §2 remembered origins, 001 §2 Back navigation)', () => {
  it('spec 001 §2: a buy begun on the holding page returns there on 完成 (the buy/sell origin)', async () => {
    const view = renderRoutes('/s/000001/buy/?amount=1000', routes, api);
    view.cookies.set('buy_sell_origin', '/accounts/funds/000001/');
    expect(await buy(view)).toBe('/accounts/funds/000001/');
  });

  it('spec 000 §2: with no remembered buy/sell origin, 完成 goes to / (the default)', async () => {
    const view = renderRoutes('/s/000001/buy/?amount=1000', routes, api);
    expect(await buy(view)).toBe('/');
  });
});
