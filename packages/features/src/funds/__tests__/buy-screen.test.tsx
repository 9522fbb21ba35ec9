// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyScreen } from '../screens/buy-screen';
import { renderRoutes } from '../../shared/test/render';
import { apiError, type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import {
  fund000001,
  icbcCard,
  pendingBuy,
  riskProfile,
  timetable20260420,
} from '../../shared/test/fund-fixtures';

const routes = [{ path: '/s/:symbol/buy/', element: <BuyScreen /> }];

function api(extra: FakeRoute[] = [], risk = riskProfile(5)): FakeRoute[] {
  return [
    ...extra,
    { path: '/symbols/funds/000001/', reply: () => fund000001() },
    { path: '/accounts/bank_cards/mine/', reply: () => [icbcCard()] },
    { path: '/coupons/available/', reply: () => [] },
    { path: '/funds/investment_risk/mine/', reply: () => risk },
    {
      path: '/funds/buy_fee/',
      reply: () => ({ fare: '1.50', fare_ratio: 0.15, original_fare: '14.78', discount_rate: 0.1 }),
    },
    { method: 'POST', path: '/funds/buy/', reply: () => pendingBuy() },
    { path: '/symbols/funds/000001/fare_ratio/', reply: () => fareRatio },
    {
      method: 'POST',
      path: '/funds/investment_risk/confirm_risk/',
      reply: () => ({ confirmed: true, effective_to: '2026-04-20T15:00:00+08:00' }),
    },
  ];
}

const fareRatio = {
  fund: {},
  buy: [],
  sell: [],
  timetable: timetable20260420(),
};

async function typePassword(user: ReturnType<typeof renderRoutes>['user'], password = '135790') {
  const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
  await user.type(within(dialog).getByLabelText('交易密码'), password);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  return dialog;
}

const coupon = (id: number, name: string, amount: string, min: string) => ({
  id,
  name,
  amount,
  expense_min: min,
  apply_business: '基金买入',
  use_condition: `满${Number(min)}元可用`,
  enable_visible: true,
  enable_check: true,
  effective_to: '2026-05-01',
});
const TWO_COUPONS = [
  coupon(1, '买基金立减券', '5.00', '500.00'),
  coupon(2, '大额立减券', '50.00', '5000.00'),
];

describe('BuyScreen (/s/{symbol}/buy/, spec 001 §2 Fund trading, §5 Fund buy amount)', () => {
  it('shows the fund, the default card with its limits, and has no axe violations', async () => {
    renderRoutes('/s/000001/buy/', routes, api());
    expect(
      await screen.findByRole('heading', { name: '买入 · 华夏成长混合', level: 1 }),
    ).toBeTruthy();
    expect(await screen.findByText('中国工商银行（尾号1234）')).toBeTruthy();
    expect(screen.getByText('单笔限额5万元，单日限额5万元')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says 最低买入10元 below the minimum and keeps 确定买入 disabled (§5)', async () => {
    const { user } = renderRoutes('/s/000001/buy/', routes, api());
    await screen.findByText('中国工商银行（尾号1234）');
    await user.type(screen.getByRole('textbox', { name: '买入金额' }), '5');
    expect(await screen.findByText('最低买入10元')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确定买入' })).toBeDisabled();
  });

  it("says the bank-limit message above the card's single limit (§5)", async () => {
    const { user } = renderRoutes('/s/000001/buy/', routes, api());
    await screen.findByText('中国工商银行（尾号1234）');
    await user.type(screen.getByRole('textbox', { name: '买入金额' }), '60000');
    expect(await screen.findByText('买入金额超过银行单笔限额，建议选择网银转账方式')).toBeTruthy();
  });

  it('prefills ?amount= and shows the fee estimate with the original fee struck through', async () => {
    renderRoutes('/s/000001/buy/?amount=1000', routes, api());
    expect(await screen.findByText(/预估手续费 1\.50元/)).toBeTruthy();
    expect(screen.getByLabelText('原手续费14.78元')).toBeTruthy();
  });

  it('offers quick amounts inside the fund and card bounds that fill the amount (§5 Fund buy amount)', async () => {
    const { user } = renderRoutes('/s/000001/buy/', routes, api());
    await screen.findByText('中国工商银行（尾号1234）');
    const chips = screen.getByRole('group', { name: '快捷金额' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1000元', '5000元', '1万元']);
    await user.click(within(chips).getByRole('button', { name: '5000元' }));
    expect(screen.getByRole('textbox', { name: '买入金额' })).toHaveValue('5000');
    expect(within(chips).getByRole('button', { name: '5000元' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText(/预估手续费/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says on which NAV date the buy is priced and when its shares are confirmed, before and in the trade password dialog (§2 Fund trading)', async () => {
    const { user } = renderRoutes('/s/000001/buy/?amount=1000', routes, api());
    expect(await screen.findByTestId('buy-confirmation')).toHaveTextContent(
      '按2026-04-20净值确认，预计2026-04-21确认份额',
    );
    await screen.findByText(/预估手续费/);
    await user.click(screen.getByRole('button', { name: '确定买入' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    expect(dialog).toHaveTextContent('按2026-04-20净值确认，预计2026-04-21确认份额');
  });

  it('shows no confirmation date when the timetable cannot be had', async () => {
    renderRoutes(
      '/s/000001/buy/',
      routes,
      api([
        {
          path: '/symbols/funds/000001/fare_ratio/',
          reply: () => apiError(503, { detail: ['服务繁忙'] }),
        },
      ]),
    );
    await screen.findByText('中国工商银行（尾号1234）');
    expect(screen.queryByTestId('buy-confirmation')).toBeNull();
  });

  it('buys with the trade password, sends an Idempotency-Key, and goes to the trade detail', async () => {
    const { user, calls, router } = renderRoutes('/s/000001/buy/?amount=1000', routes, api());
    await screen.findByText(/预估手续费/);
    await user.click(screen.getByRole('button', { name: '确定买入' }));
    await typePassword(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/101/'));
    const buys = calls.filter((c) => c.method === 'POST' && c.path === '/funds/buy/');
    expect(buys).toHaveLength(1);
    expect(buys[0]!.body).toEqual({
      symbol: '000001',
      amount: '1000.00',
      bank_card_id: 11,
      password: '135790',
    });
    expect(buys[0]!.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
  });

  it('after a network drop shows 网络连接失败，请检查网络 and retries with the same Idempotency-Key', async () => {
    let first = true;
    const flaky: FakeRoute = {
      method: 'POST',
      path: '/funds/buy/',
      reply: () => {
        if (first) {
          first = false;
          throw new TypeError('Failed to fetch');
        }
        return pendingBuy();
      },
    };
    const { user, calls, router } = renderRoutes(
      '/s/000001/buy/?amount=1000',
      routes,
      api([flaky]),
    );
    await screen.findByText(/预估手续费/);
    await user.click(screen.getByRole('button', { name: '确定买入' }));
    const dialog = await typePassword(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('网络连接失败，请检查网络');
    await typePassword(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/101/'));
    const keys = calls
      .filter((c) => c.path === '/funds/buy/')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows the server message for a wrong trade password and uses a new key for the next attempt', async () => {
    let wrong = true;
    const route: FakeRoute = {
      method: 'POST',
      path: '/funds/buy/',
      reply: () => {
        if (wrong) {
          wrong = false;
          return apiError(400, { password: ['交易密码错误，还可尝试4次'] });
        }
        return pendingBuy();
      },
    };
    const { user, calls } = renderRoutes('/s/000001/buy/?amount=1000', routes, api([route]));
    await screen.findByText(/预估手续费/);
    await user.click(screen.getByRole('button', { name: '确定买入' }));
    const dialog = await typePassword(user, '111111');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('交易密码错误，还可尝试4次');
    await typePassword(user);
    await waitFor(() => expect(calls.filter((c) => c.path === '/funds/buy/')).toHaveLength(2));
    const keys = calls
      .filter((c) => c.path === '/funds/buy/')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('warns when the fund is above the user risk type and buys only after 确认购买 (ARCHITECTURE.md suitability)', async () => {
    const { user, calls, router } = renderRoutes(
      '/s/000001/buy/?amount=1000',
      routes,
      api([], riskProfile(3)),
    );
    await screen.findByText(/预估手续费/);
    await user.click(screen.getByRole('button', { name: '确定买入' }));
    const warning = await screen.findByRole('dialog', { name: '风险提示' });
    expect(warning).toHaveTextContent(
      '该产品风险等级（R4中高风险）高于您的风险承受能力（平衡型），确认继续购买吗？',
    );
    await user.click(within(warning).getByRole('button', { name: '确认购买' }));
    await typePassword(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/101/'));
    expect(calls.some((c) => c.path === '/funds/investment_risk/confirm_risk/')).toBe(true);
    expect(calls.find((c) => c.path === '/funds/buy/')!.body).toMatchObject({
      risk_confirmed: true,
    });
  });

  it('refuses the conservative type a fund above level 1', async () => {
    const { user, calls } = renderRoutes(
      '/s/000001/buy/?amount=1000',
      routes,
      api([], riskProfile(1)),
    );
    await screen.findByText(/预估手续费/);
    await user.click(screen.getByRole('button', { name: '确定买入' }));
    expect(
      await screen.findByText('您的风险承受能力为保守型，仅可购买低风险（R1）产品'),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === '/funds/buy/')).toBe(false);
  });

  it('sends an untested user to the risk test and remembers where to come back', async () => {
    const { user, router, cookies } = renderRoutes(
      '/s/000001/buy/?amount=1000',
      routes,
      api([], riskProfile(0, 0)),
    );
    await screen.findByText(/预估手续费/);
    await user.click(screen.getByRole('button', { name: '确定买入' }));
    const ask = await screen.findByRole('dialog', { name: '风险测评' });
    expect(ask).toHaveTextContent('您尚未进行风险测评，请先完成风险测评');
    await user.click(within(ask).getByRole('button', { name: '去测评' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/investment_risk/'));
    expect(cookies.get('risk_test_origin')).toBe('/s/000001/buy/?amount=1000');
  });

  it('lists usable coupons and the unusable ones with the not-met note; the only usable one is preselected and sent (§4 Coupon)', async () => {
    const { user, calls, router } = renderRoutes(
      '/s/000001/buy/?amount=1000',
      routes,
      api([{ path: '/coupons/available/', reply: () => TWO_COUPONS }]),
    );
    await screen.findByText(/预估手续费/);
    await user.click(await screen.findByLabelText('优惠券：买基金立减券 -5.00元'));
    const picker = await screen.findByRole('dialog', { name: '选择优惠券' });
    expect(within(picker).getByRole('button', { name: /大额立减券/ })).toBeDisabled();
    expect(within(picker).getByText('购买金额未满5000元，暂不可用')).toBeTruthy();
    expect(within(picker).getByRole('button', { name: /买基金立减券/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(calls.find((c) => c.path === '/coupons/available/')!.query.get('fund_info')).toBe(
      '000001',
    );
    await user.click(screen.getByRole('button', { name: '确定买入' }));
    await typePassword(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/101/'));
    expect(calls.find((c) => c.path === '/funds/buy/')!.body).toMatchObject({ coupon_id: 1 });
  });

  it('preselects nothing when several coupons are usable, and keeps an investor’s 不使用 (§4 Coupon)', async () => {
    const { user, calls, router } = renderRoutes(
      '/s/000001/buy/?amount=6000',
      routes,
      api([{ path: '/coupons/available/', reply: () => TWO_COUPONS }]),
    );
    expect(await screen.findByLabelText('优惠券：2张可用')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: '买入金额' });
    await user.clear(input);
    await user.type(input, '1000');
    await user.click(await screen.findByLabelText('优惠券：买基金立减券 -5.00元'));
    const picker = await screen.findByRole('dialog', { name: '选择优惠券' });
    await user.click(within(picker).getByRole('button', { name: /买基金立减券/ }));
    expect(await screen.findByLabelText('优惠券：1张可用')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定买入' }));
    await typePassword(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/101/'));
    expect(calls.find((c) => c.path === '/funds/buy/')!.body).not.toHaveProperty('coupon_id');
  });

  it('spec 001 §4 Coupon: lowering the amount below the chosen coupon’s expense_min drops it; the buy carries no coupon', async () => {
    const { user, calls, router } = renderRoutes(
      '/s/000001/buy/?amount=6000',
      routes,
      api([{ path: '/coupons/available/', reply: () => TWO_COUPONS }]),
    );
    await user.click(await screen.findByLabelText('优惠券：2张可用'));
    const picker = await screen.findByRole('dialog', { name: '选择优惠券' });
    await user.click(within(picker).getByRole('button', { name: /大额立减券/ }));
    expect(await screen.findByLabelText('优惠券：大额立减券 -50.00元')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: '买入金额' });
    await user.clear(input);
    await user.type(input, '1000');
    // dropped for good: the other usable coupon is not chosen for the investor
    expect(await screen.findByLabelText('优惠券：1张可用')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '6000');
    expect(await screen.findByLabelText('优惠券：2张可用')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '100');
    await user.click(screen.getByRole('button', { name: '确定买入' }));
    await typePassword(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/trades/101/'));
    expect(calls.find((c) => c.path === '/funds/buy/')!.body).not.toHaveProperty('coupon_id');
  });

  it('sends the bao money fund to its transfer-in page', async () => {
    const { router } = renderRoutes('/s/000198/buy/', routes, [
      {
        path: '/symbols/funds/000198/',
        reply: () =>
          fund000001({
            symbol: '000198',
            abbr_name: '天弘余额宝货币',
            is_bao: true,
            investment_risk: 1,
          }),
      },
      ...api(),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/funds/bao/buy/'));
  });

  it('sends a user whose account is not open to the next open-account step, remembering the buy page', async () => {
    const { user, router, cookies } = renderRoutes(
      '/s/000001/buy/?amount=1000',
      routes,
      api([
        { path: '/accounts/settings/', reply: () => ({ open_account_step: 'bank_card' }) },
        { path: '/accounts/bank_cards/mine/', reply: () => [] },
      ]),
    );
    const note = await screen.findByRole('note', { name: '开户提示' });
    expect(note).toHaveTextContent('您尚未完成开户（下一步：绑定银行卡），开户后即可买入。');
    expect(screen.getByRole('button', { name: '确定买入' })).toBeDisabled();
    await user.click(within(note).getByRole('button', { name: '去开户' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/bank_cards/bind/'));
    expect(cookies.get('risk_test_origin')).toBe('/s/000001/buy/?amount=1000');
  });
});
