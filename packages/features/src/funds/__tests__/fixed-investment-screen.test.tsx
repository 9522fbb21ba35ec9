// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FixedInvestmentScreen } from '../screens/fixed-investment-screen';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { fund000001, icbcCard, riskProfile } from '../../shared/test/fund-fixtures';

const routes = [
  { path: '/s/:symbol/fixed_investment/', element: <FixedInvestmentScreen /> },
  { path: '/s/:symbol/fixed_investment/:id/', element: <FixedInvestmentScreen /> },
];
const plan = {
  id: 31,
  amount: '100.00',
  first_date: '2026-05-08',
  next_date: '2026-05-08',
  period_unit: 0,
  trade_day: 8,
  status: 0,
  total_amount: '0.00',
  fund: { symbol: '000001', abbr_name: '华夏成长混合' },
  sign_date: '2026-04-20',
  protocol_no: 'P1',
  bank_card: icbcCard(),
};
const api: FakeRoute[] = [
  { path: '/symbols/funds/000001/', reply: () => fund000001() },
  { path: '/accounts/bank_cards/mine/', reply: () => [icbcCard()] },
  { path: '/funds/investment_risk/mine/', reply: () => riskProfile(5) },
  {
    path: '/funds/fixed_investment/first_date/',
    reply: (c) => ({ first_date: c.query.get('trade_day') === '8' ? '2026-05-08' : '2026-05-01' }),
  },
  { path: '/funds/fixed_investment/31/', reply: () => plan },
  { method: 'POST', path: '/funds/fixed_investment/', reply: () => plan },
  {
    method: 'POST',
    path: '/funds/fixed_investment/31/modify/',
    reply: () => ({ ...plan, amount: '200.00' }),
  },
];

async function password(user: ReturnType<typeof renderRoutes>['user']) {
  const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
  await user.type(within(dialog).getByLabelText('交易密码'), '135790');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
}

describe('FixedInvestmentScreen (spec 001 §5 Fixed investment, §9 monthly 1-28, weekly Mon-Fri)', () => {
  it('offers monthly days 1-28 and weekly Monday to Friday, without axe violations', async () => {
    const { user } = renderRoutes('/s/000001/fixed_investment/', routes, api);
    const day = await screen.findByRole('combobox', { name: '扣款日' });
    expect(within(day).getAllByRole('option')).toHaveLength(28);
    expect(within(day).getAllByRole('option').at(-1)).toHaveTextContent('每月28日');
    await user.selectOptions(screen.getByRole('combobox', { name: '定投周期' }), '1');
    expect(
      within(screen.getByRole('combobox', { name: '扣款日' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['每周一', '每周二', '每周三', '每周四', '每周五']);
    await expectNoAxeViolations();
  });

  it('says 最低定投10元 below the minimum', async () => {
    const { user } = renderRoutes('/s/000001/fixed_investment/', routes, api);
    await screen.findByText('中国工商银行（尾号1234）');
    await user.type(screen.getByRole('textbox', { name: '每期金额' }), '5');
    expect(await screen.findByText('最低定投10元')).toBeTruthy();
  });

  it('sets up a monthly plan on day 8 with the first deduction date and an Idempotency-Key', async () => {
    const { user, calls, router } = renderRoutes('/s/000001/fixed_investment/', routes, api);
    await screen.findByText('中国工商银行（尾号1234）');
    await user.type(screen.getByRole('textbox', { name: '每期金额' }), '100');
    await user.selectOptions(screen.getByRole('combobox', { name: '扣款日' }), '8');
    expect(await screen.findByText(/首次扣款日 2026-05-08/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定定投' }));
    await password(user);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/accounts/funds/fixed_investments/31/'),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === '/funds/fixed_investment/')!;
    expect(post.body).toEqual({
      symbol: '000001',
      amount: '100.00',
      bank_card_id: 11,
      period_unit: 0,
      trade_day: 8,
      password: '135790',
    });
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('modifies an existing plan (/fixed_investment/{id}/)', async () => {
    const { user, calls } = renderRoutes('/s/000001/fixed_investment/31/', routes, api);
    const amount = await screen.findByRole('textbox', { name: '每期金额' });
    await waitFor(() => expect(amount).toHaveValue('100.00'));
    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    await password(user);
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/funds/fixed_investment/31/modify/')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/funds/fixed_investment/31/modify/')!.body).toMatchObject({
      amount: '200.00',
      trade_day: 8,
    });
  });
});
