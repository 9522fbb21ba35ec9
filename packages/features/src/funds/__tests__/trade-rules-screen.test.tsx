// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { feedback } from '@jijin/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TradeRulesScreen } from '../screens/trade-rules-screen';
import { renderRoutes } from '../../shared/test/render';
import { apiError, type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { timetable20260420 } from '../../shared/test/fund-fixtures';

const routes = [{ path: '/s/:symbol/trade_rules/', element: <TradeRulesScreen /> }];
const fare = (is_bao = false) => ({
  fund: {
    symbol: '000001',
    abbr_name: '华夏成长混合',
    amount_min_buy: '10.00',
    amount_subscribe_min: '10.00',
    shares_min_sell: '1.00',
    shares_min: '1.00',
    is_bao,
    manage_fare: 1.2,
    trusteeship_fare: 0.2,
    service_fare: 0,
    symbol_stype: 301,
  },
  buy: [
    {
      min_amount: '0.00',
      max_amount: '1000000.00',
      fare_ratio: 1.5,
      discount_fare_ratio: 0.15,
      fare: null,
    },
    {
      min_amount: '5000000.00',
      max_amount: null,
      fare_ratio: null,
      discount_fare_ratio: null,
      fare: '1000.00',
    },
  ],
  sell: [
    { min_days: 0, max_days: 7, fare_ratio: 1.5 },
    { min_days: 730, max_days: null, fare_ratio: 0 },
  ],
  customer_maintenance_fare: 0.6,
  timetable: timetable20260420(),
  example_parts: ['buy', 'subscribe', 'sell', 'service', 'customer_maintenance'],
});
const api = (bao = false): FakeRoute[] => [
  { path: '/symbols/funds/000001/fare_ratio/', reply: () => fare(bao) },
];

afterEach(() => vi.restoreAllMocks());

describe('TradeRulesScreen (spec 001 §2 fee and trade-rules page)', () => {
  it('spec 001 §8: a failed fee page shows the error as a toast and hides the loading indicator', async () => {
    const toast = vi.spyOn(feedback, 'toast');
    renderRoutes('/s/000001/trade_rules/', routes, [
      {
        path: '/symbols/funds/000001/fare_ratio/',
        reply: () => apiError(500, { detail: ['费率服务暂不可用'] }),
      },
    ]);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('费率服务暂不可用'));
    expect(screen.getAllByText('费率服务暂不可用').length).toBeGreaterThan(0);
    expect(screen.queryByText(/加载中/)).not.toBeInTheDocument();
  });

  it('direction 0: minimum buy, the fee table with original and discounted rates, the 15:00 cutoff', async () => {
    renderRoutes('/s/000001/trade_rules/?direction=0', routes, api());
    expect(await screen.findByRole('tab', { name: '买入流程', selected: true })).toBeTruthy();
    expect(screen.getByText('最低买入金额').nextSibling).toHaveTextContent('10元');
    const table = screen.getByRole('table', { name: /^买入费率/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1.50%');
    expect(rows[1]).toHaveTextContent('0.15%');
    expect(rows[2]).toHaveTextContent('1000.00元/笔');
    expect(screen.getAllByText(/15:00前/).length).toBeGreaterThan(0);
    await expectNoAxeViolations();
  });

  it('direction 1: minimum sell shares, sell fees by holding days, fast sell now and now + 2 hours', async () => {
    renderRoutes('/s/000001/trade_rules/?direction=1', routes, api());
    expect(await screen.findByRole('tab', { name: '卖出流程', selected: true })).toBeTruthy();
    expect(screen.getByText('最少卖出份额').nextSibling).toHaveTextContent('1份');
    expect(
      within(screen.getByRole('table', { name: /^卖出费率/ })).getByText('持有少于7天'),
    ).toBeTruthy();
    const fast = screen.getByText(/快速卖出：现在/).textContent!;
    const [, now, arrive] = /现在（04-20 (\d\d):00）申请，预计 04-20 (\d\d):00 到账/.exec(fast)!;
    expect(Number(arrive) - Number(now)).toBe(2);
  });

  it('a fund without fee data (a master-list fund): -- for each minimum and fee, the reason in the table, no trade button', async () => {
    // as the server answers a fund known only from the master list
    const f = fare();
    const unknown = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, null]));
    const none = {
      ...f,
      ...unknown(['manage_fare', 'trusteeship_fare', 'service_fare', 'customer_maintenance_fare']),
      fund: {
        ...f.fund,
        ...unknown(['amount_min_buy', 'amount_subscribe_min', 'shares_min_sell', 'shares_min']),
        ...unknown(['manage_fare', 'trusteeship_fare', 'service_fare']),
      },
      buy: [],
      sell: [],
      example_parts: [],
      no_data_reason: '暂无该基金的费率数据',
    };
    renderRoutes('/s/012414/trade_rules/?direction=0', routes, [
      { path: '/symbols/funds/012414/fare_ratio/', reply: () => none },
    ]);
    expect(await screen.findByText('最低买入金额')).toBeTruthy();
    expect(screen.getByText('最低买入金额').nextSibling).toHaveTextContent('--');
    const table = screen.getByRole('table', { name: /^买入费率/ });
    expect(within(table).getByText('暂无该基金的费率数据')).toBeTruthy();
    expect(within(table).queryByText('0费率')).toBeNull();
    expect(screen.getByText('管理费').nextSibling).toHaveTextContent('--');
    expect(screen.queryByText('示例费率')).toBeNull();
    expect(screen.queryByRole('button', { name: '去买入' })).toBeNull();
  });

  it('names the tabs 转入 / 转出 for bao', async () => {
    renderRoutes('/s/000001/trade_rules/', routes, api(true));
    expect(await screen.findByRole('tab', { name: '转入流程' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '转出流程' })).toBeTruthy();
  });

  it('explains the customer-maintenance fee in a help dialog', async () => {
    const { user } = renderRoutes('/s/000001/trade_rules/', routes, api());
    await user.click(await screen.findByRole('button', { name: '客户维护费说明' }));
    expect(await screen.findByText(/尾随佣金/)).toBeTruthy();
  });

  it('tags each template part 示例费率 and leaves the fund’s own published fees untagged', async () => {
    renderRoutes('/s/000001/trade_rules/?direction=1', routes, api());
    const sell = await screen.findByRole('table', { name: /卖出费率/ });
    expect(within(sell).getByText('示例费率')).toBeTruthy();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' });
    expect(term('管理费')).not.toHaveTextContent('示例费率');
    expect(term('托管费')).not.toHaveTextContent('示例费率');
    expect(term('销售服务费')).toHaveTextContent('示例费率');
    expect(screen.getByText(/并非该基金公布的费率/)).toBeTruthy();
    await expectNoAxeViolations();
  });
});
