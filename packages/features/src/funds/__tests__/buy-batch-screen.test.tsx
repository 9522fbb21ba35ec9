// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyBatchScreen } from '../screens/buy-batch-screen';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { fund000001, icbcCard, pendingBuy, riskProfile } from '../../shared/test/fund-fixtures';

const routes = [{ path: '/s/:symbol/buy_batch/', element: <BuyBatchScreen /> }];

function api(extra: FakeRoute[] = []): FakeRoute[] {
  return [
    ...extra,
    { path: '/symbols/funds/000001/', reply: () => fund000001() },
    {
      path: '/symbols/funds/110011/',
      reply: () =>
        fund000001({
          id: 2,
          symbol: '110011',
          code: '110011',
          abbr_name: '易方达优质精选混合',
          investment_risk: 3,
        }),
    },
    { path: '/accounts/bank_cards/mine/', reply: () => [icbcCard()] },
    { path: '/funds/investment_risk/mine/', reply: () => riskProfile(5) },
    {
      method: 'POST',
      path: '/funds/buy/',
      reply: (c) => pendingBuy({ id: c.body!.symbol === '000001' ? 101 : 102 }),
    },
  ];
}

async function password(user: ReturnType<typeof renderRoutes>['user']) {
  const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
  await user.type(within(dialog).getByLabelText('交易密码'), '135790');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  return dialog;
}

describe('BuyBatchScreen (/s/{symbols}/buy_batch/?amountMinBuy=, spec 001 §2 Fund trading)', () => {
  it('prefills every fund with amountMinBuy, totals them, and buys each with its own Idempotency-Key', async () => {
    const { user, calls, router } = renderRoutes(
      '/s/000001,110011/buy_batch/?amountMinBuy=100',
      routes,
      api(),
    );
    expect(await screen.findByRole('textbox', { name: '华夏成长混合买入金额' })).toHaveValue('100');
    expect(await screen.findByRole('textbox', { name: '易方达优质精选混合买入金额' })).toHaveValue(
      '100',
    );
    expect(await screen.findByText('合计 200.00 元，共2只基金')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: '确定买入' }));
    await password(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/'));
    const buys = calls.filter((c) => c.path === '/funds/buy/');
    expect(buys.map((c) => c.body!.symbol)).toEqual(['000001', '110011']);
    expect(buys[0]!.headers.get('Idempotency-Key')).not.toBe(
      buys[1]!.headers.get('Idempotency-Key'),
    );
  });

  it('after one fund fails on the network, the retry re-sends only that one with the same key', async () => {
    let dropped = false;
    const flaky: FakeRoute = {
      method: 'POST',
      path: '/funds/buy/',
      reply: (c) => {
        if (c.body!.symbol === '110011' && !dropped) {
          dropped = true;
          throw new TypeError('Failed to fetch');
        }
        return pendingBuy({ id: c.body!.symbol === '000001' ? 101 : 102 });
      },
    };
    const { user, calls, router } = renderRoutes(
      '/s/000001,110011/buy_batch/?amountMinBuy=100',
      routes,
      api([flaky]),
    );
    await screen.findByText('合计 200.00 元，共2只基金');
    await user.click(screen.getByRole('button', { name: '确定买入' }));
    const dialog = await password(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '易方达优质精选混合：网络连接失败，请检查网络',
    );
    expect(await screen.findByText('已提交')).toBeTruthy();
    await password(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/'));
    const buys = calls.filter((c) => c.path === '/funds/buy/');
    expect(buys.map((c) => c.body!.symbol)).toEqual(['000001', '110011', '110011']);
    expect(buys[1]!.headers.get('Idempotency-Key')).toBe(buys[2]!.headers.get('Idempotency-Key'));
  });

  it('says 最低买入10元 for a fund below its minimum', async () => {
    renderRoutes('/s/000001,110011/buy_batch/?amountMinBuy=5', routes, api());
    expect(await screen.findAllByText('最低买入10元')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '确定买入' })).toBeDisabled();
  });

  it('takes each fund its own amount from ?amounts= (a manager assessment split 50/50)', async () => {
    renderRoutes(
      '/s/000001,110011/buy_batch/?amountMinBuy=10&amounts=500.00,500.00',
      routes,
      api(),
    );
    expect(await screen.findByRole('textbox', { name: '华夏成长混合买入金额' })).toHaveValue(
      '500.00',
    );
    expect(await screen.findByText('合计 1000.00 元，共2只基金')).toBeTruthy();
  });
});
