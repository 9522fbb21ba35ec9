// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  checkSmartDraft,
  maTableRows,
  SmartBacktestScreen,
  smartQueryOf,
  type SmartDraft,
} from '../screens/smart-backtest-screen';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { fund000001 } from '../../shared/test/fund-fixtures';

const routes = [{ path: '/s/:symbol/smart_fixed_investment/', element: <SmartBacktestScreen /> }];
const leg = (over: object = {}) => ({
  deductions: 36,
  invested: '18000.00',
  final_value: '19800.00',
  profit: '1800.00',
  return_percent: '10.00',
  xirr_percent: '6.31',
  max_drawdown_percent: '12.40',
  take_profits: 0,
  events: [
    {
      date: '2026-03-09',
      kind: 'buy',
      nav: '1.2000',
      amount: '600.00',
      fare: '5.91',
      shares: '495.08',
      multiple: '1.2',
    },
    {
      date: '2026-04-08',
      kind: 'buy',
      nav: '1.2500',
      amount: '500.00',
      fare: '4.93',
      shares: '396.06',
      multiple: '1',
    },
  ],
  ...over,
});
const result = {
  symbol: '000001',
  from: '2023-04-20',
  to: '2026-04-20',
  nav_date: '2026-04-17',
  strategy: 'ma',
  index_symbol: '000300',
  index_name: '沪深300',
  ma_days: 250,
  table: [
    { side: 'below', up_to: 5, multiple: '1.2' },
    { side: 'below', up_to: null, multiple: '1.5' },
    { side: 'above', up_to: 10, multiple: '0.8' },
    { side: 'above', up_to: null, multiple: '0.5' },
  ],
  plan: leg({
    invested: '19200.00',
    final_value: '21500.00',
    profit: '2300.00',
    return_percent: '11.98',
  }),
  fixed: leg(),
};
const api: FakeRoute[] = [
  { path: '/symbols/funds/000001/', reply: () => fund000001() },
  { path: '/funds/fixed_investment/smart_backtest/', reply: () => result },
];

const draft: SmartDraft = {
  strategy: 'ma',
  amount: '500',
  period_unit: 0,
  trade_day: 8,
  from: '2023-04-20',
  to: '2026-04-20',
  ma_days: '250',
  take_profit_percent: '15',
};

describe('SmartBacktestScreen (智能定投回测; spec 001 §5 trade days)', () => {
  it('backtests the 均线定投 plan over the last three years against the plain plan, with the NAV date', async () => {
    const { user, calls } = renderRoutes('/s/000001/smart_fixed_investment/', routes, api);
    expect(await screen.findByRole('heading', { name: /智能定投回测/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '开始回测' }));
    const table = await screen.findByRole('table', { name: '均线定投与普通定投对比' });
    expect(within(table).getByRole('row', { name: /^收益率/ })).toHaveTextContent('+11.98%');
    expect(within(table).getByRole('row', { name: /^收益率/ })).toHaveTextContent('+10.00%');
    expect(within(table).getByRole('row', { name: /投入本金/ })).toHaveTextContent('19,200.00');
    expect(screen.getByText(/净值截至2026-04-17/)).toBeTruthy();
    expect(screen.getByText('低于均线0%至5%：每期金额×1.2')).toBeTruthy();
    const call = calls.find((c) => c.path === '/funds/fixed_investment/smart_backtest/')!;
    expect(Object.fromEntries(call.query)).toEqual({
      symbol: '000001',
      amount: '500',
      period_unit: '0',
      trade_day: '8',
      from: '2023-04-20', // three years before the clock's today
      to: '2026-04-20',
      strategy: 'ma',
      ma_days: '250',
    });
    await expectNoAxeViolations();
  });

  it('keeps what was typed and says why when the draft is refused', async () => {
    const { user, calls } = renderRoutes('/s/000001/smart_fixed_investment/', routes, api);
    await user.click(await screen.findByRole('radio', { name: '目标止盈' }));
    const target = screen.getByRole('textbox', { name: '止盈目标（%）' });
    await user.clear(target);
    await user.type(target, '0');
    await user.click(screen.getByRole('button', { name: '开始回测' }));
    expect(await screen.findByText('止盈目标为0至500之间的百分比')).toBeTruthy();
    expect(target).toHaveValue('0');
    expect(calls.some((c) => c.path === '/funds/fixed_investment/smart_backtest/')).toBe(false);
  });

  it('checks dates, days and the strategy parameter before asking, and sends only that parameter', () => {
    expect(checkSmartDraft(draft)).toEqual({});
    expect(checkSmartDraft({ ...draft, to: '2023-01-01', ma_days: '4', amount: '' })).toEqual({
      to: '结束日期须晚于开始日期',
      ma_days: '均线天数为5至500个交易日',
      amount: '请输入每期定投金额',
    });
    expect(checkSmartDraft({ ...draft, period_unit: 1, trade_day: 6 })).toEqual({
      trade_day: '请选择周一至周五的扣款日',
    });
    expect(smartQueryOf('000001', { ...draft, strategy: 'take_profit' })).not.toHaveProperty(
      'ma_days',
    );
    expect(maTableRows(result.table as never)).toEqual([
      '低于均线0%至5%：每期金额×1.2',
      '低于均线5%以上：每期金额×1.5',
      '高于均线0%至10%：每期金额×0.8',
      '高于均线10%以上：每期金额×0.5',
    ]);
  });
});
