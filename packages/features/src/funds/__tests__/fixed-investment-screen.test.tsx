// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FixedInvestmentScreen } from '../screens/fixed-investment-screen';
import { renderRoutes } from '../../shared/test/render';
import { enterTradePassword } from '../../shared/test/trade-password';
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
/** The indexes the data has closes for (GET /funds/fixed_investment/ma_indexes/), 中证500 the benchmark. */
const maIndexes = {
  symbol: '000001',
  default_symbol: '000905',
  benchmark: '中证500指数收益率×95%＋人民币活期存款税后利率×5%',
  results: [
    {
      symbol: '000300',
      name: '沪深300',
      last_close_date: '2026-04-17',
      available: true,
      is_benchmark: false,
    },
    {
      symbol: '000905',
      name: '中证500',
      last_close_date: '2026-04-17',
      available: true,
      is_benchmark: true,
    },
    {
      symbol: '000001',
      name: '上证指数',
      last_close_date: '2026-04-17',
      available: true,
      is_benchmark: false,
    },
    {
      symbol: '399006',
      name: '创业板指',
      last_close_date: '2026-03-13',
      available: false,
      is_benchmark: false,
    },
  ],
};
const api: FakeRoute[] = [
  { path: '/funds/fixed_investment/ma_indexes/', reply: () => maIndexes },
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
    await enterTradePassword(user);
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
      strategy: 'fixed',
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
    await enterTradePassword(user);
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/funds/fixed_investment/31/modify/')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/funds/fixed_investment/31/modify/')!.body).toMatchObject({
      amount: '200.00',
      trade_day: 8,
    });
  });
});

describe('FixedInvestmentScreen strategies (均线定投 and 目标止盈定投 saved with the plan)', () => {
  it('均线定投: shows the multiple table and the MA length, links to the backtest, and saves strategy ma', async () => {
    const { user, calls } = renderRoutes('/s/000001/fixed_investment/', routes, api);
    await screen.findByText('中国工商银行（尾号1234）');
    const strategy = screen.getByRole('group', { name: '定投策略' });
    expect(
      within(strategy)
        .getAllByRole('radio')
        .map((r) => r.parentElement!.textContent),
    ).toEqual(['普通定投', '均线定投', '目标止盈定投']);
    expect(screen.queryByRole('list', { name: '均线定投倍数表' })).toBeNull();
    await user.click(within(strategy).getByRole('radio', { name: '均线定投' }));
    const table = screen.getByRole('list', { name: '均线定投倍数表' });
    expect(
      within(table)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('低于均线0%至5%：每期金额×1.6');
    expect(within(table).getByText('高于均线100%以上：每期金额×0.6')).toBeTruthy();
    // the fund's benchmark index is preselected; an index whose data has ended cannot be chosen
    const index = screen.getByRole('combobox', { name: '参考指数' });
    await waitFor(() => expect(index).toHaveValue('000905'));
    expect(
      within(index)
        .getAllByRole('option')
        .map((o) => [o.textContent, (o as HTMLOptionElement).disabled]),
    ).toEqual([
      ['沪深300', false],
      ['中证500（业绩基准）', false],
      ['上证指数', false],
      ['创业板指（数据截至2026-03-13）', true],
    ]);
    expect(screen.getByText(/按扣款日前一交易日中证500收盘价/)).toBeTruthy();
    await user.selectOptions(index, '000001');
    expect(screen.getByText(/按扣款日前一交易日上证指数收盘价/)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: '均线周期' }), '60');
    await user.type(screen.getByRole('textbox', { name: '每期金额' }), '1000');
    const link = screen.getByRole('link', { name: /智能定投回测/ });
    expect(link.getAttribute('href')).toMatch(
      /^\/s\/000001\/smart_fixed_investment\/\?strategy=ma&amount=1000&period_unit=0&trade_day=1&ma_days=60/,
    );
    expect(link.getAttribute('href')).toContain('index_symbol=000001');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: '确定定投' }));
    expect(await screen.findByText(/均线定投：每月1日定投 1,000\.00 元/)).toBeTruthy();
    await enterTradePassword(user);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/funds/fixed_investment/')).toBe(
        true,
      ),
    );
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/funds/fixed_investment/')!.body,
    ).toMatchObject({ strategy: 'ma', index_symbol: '000001', ma_days: 60, amount: '1000.00' });
  });

  it('目标止盈定投: refuses a target of 0, then saves the target and 暂停定投', async () => {
    const { user, calls } = renderRoutes('/s/000001/fixed_investment/', routes, api);
    await screen.findByText('中国工商银行（尾号1234）');
    await user.type(screen.getByRole('textbox', { name: '每期金额' }), '500');
    await user.click(screen.getByRole('radio', { name: '目标止盈定投' }));
    const target = screen.getByRole('textbox', { name: '目标收益率（%）' });
    expect(target).toHaveValue('15');
    await user.clear(target);
    await user.type(target, '0');
    expect(await screen.findByRole('alert')).toHaveTextContent('目标收益率应在0.01%至500%之间');
    expect(screen.getByRole('button', { name: '确定定投' })).toBeDisabled();
    await user.clear(target);
    await user.type(target, '8.5');
    const after = screen.getByRole('group', { name: '达到目标后' });
    expect(within(after).getByRole('radio', { name: '赎回至理财宝' })).toBeChecked();
    await user.click(within(after).getByRole('radio', { name: '暂停定投' }));
    expect(screen.getByText(/首次达到目标时暂停定投/)).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: '确定定投' }));
    await enterTradePassword(user);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/funds/fixed_investment/')).toBe(
        true,
      ),
    );
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/funds/fixed_investment/')!.body,
    ).toMatchObject({
      strategy: 'take_profit',
      take_profit_percent: 8.5,
      take_profit_action: 'pause',
    });
  });

  it('editing a 均线 plan starts from its saved strategy and MA length', async () => {
    const ma = { ...plan, strategy: 'ma', index_symbol: '000300', ma_days: 120 };
    renderRoutes('/s/000001/fixed_investment/31/', routes, [
      { path: '/funds/fixed_investment/31/', reply: () => ma },
      ...api,
    ]);
    await waitFor(() => expect(screen.getByRole('radio', { name: '均线定投' })).toBeChecked());
    expect(screen.getByRole('combobox', { name: '均线周期' })).toHaveValue('120');
    // the plan's own index, not the fund's default
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '参考指数' })).toHaveValue('000300'),
    );
  });
});
