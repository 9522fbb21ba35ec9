// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../app/api-types';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { renderRoute } from '../../shared/test/render';
import { PrivateFundsHoldingsScreen } from '../screens/holdings-screen';
import { PrivateFundProductScreen } from '../screens/product-screen';
import { PrivateFundsQualifyScreen } from '../screens/qualify-screen';
import { PrivateFundReserveScreen } from '../screens/reserve-screen';

const product = (
  o: Partial<Schemas['PrivateFundProduct']> = {},
): Schemas['PrivateFundProduct'] => ({
  id: 1,
  slug: 'fund_xinshili',
  symbol: 'SP0001',
  abbr_name: '新势力一号（示例/沙盒私募）',
  is_sandbox: true,
  qualified: false,
  nav_source: null,
  amount_min: null,
  net_values: null,
  ...o,
});

describe('the private fund product page hides its details until qualified (spec 001 §2, §6)', () => {
  it('shows the 示例/沙盒 mark and only a link to qualification for an unqualified user', async () => {
    renderRoute({
      url: '/privatefunds/fund_xinshili/',
      routes: [{ path: '/privatefunds/:slug/', element: <PrivateFundProductScreen /> }],
      handlers: { 'GET /private_funds/product/': { body: product() } },
    });
    expect(await screen.findByText('示例/沙盒')).toBeVisible();
    expect(screen.getByRole('link', { name: '去认定' })).toHaveAttribute(
      'href',
      '/privatefunds/qualification/',
    );
    expect(screen.queryByText('最新净值')).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('shows the NAV and the reservation link once qualified', async () => {
    renderRoute({
      url: '/privatefunds/fund_xinshili/',
      routes: [{ path: '/privatefunds/:slug/', element: <PrivateFundProductScreen /> }],
      handlers: {
        'GET /private_funds/product/': {
          body: product({
            qualified: true,
            nav_source: '000411',
            amount_min: '2000000.00',
            net_values: [{ date: '2026-04-17', net_value: '2.3456' }],
          }),
        },
      },
      token: 't',
    });
    expect(await screen.findByText('最新净值')).toBeVisible();
    expect(screen.getByText(/2\.3456/)).toBeVisible();
    expect(screen.getByText('起投金额').nextElementSibling).toHaveTextContent('200万元');
    expect(screen.getByRole('link', { name: '立即预约' })).toBeVisible();
    await expectNoSeriousAxeViolations();
  });
});

describe('the qualified-investor declaration (spec 001 §6 set_private_fund_qualified)', () => {
  it('refuses figures under both CSRC thresholds in Chinese, then posts the declared assets', async () => {
    const u = userEvent.setup();
    const r = renderRoute({
      url: '/privatefunds/qualification/',
      routes: [
        { path: '/privatefunds/qualification/', element: <PrivateFundsQualifyScreen /> },
        { path: '/privatefunds/:slug/', element: <p>产品页</p> },
      ],
      handlers: {
        'POST /accounts/set_private_fund_qualified/': { body: { is_private_fund_qualified: true } },
      },
      token: 't',
    });
    await u.type(screen.getByLabelText('金融资产（元）'), '2000000');
    await u.click(screen.getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: '确认认定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('金融资产不低于300万元');
    expect(screen.getByLabelText('金融资产（元）')).toHaveValue('2000000');
    expect(r.api.callsTo('POST /accounts/set_private_fund_qualified/')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
    await u.clear(screen.getByLabelText('金融资产（元）'));
    await u.type(screen.getByLabelText('金融资产（元）'), '3000000');
    await u.click(screen.getByRole('button', { name: '确认认定' }));
    await waitFor(() => expect(r.location()).toBe('/privatefunds/fund_xinshili/'));
    expect(r.api.callsTo('POST /accounts/set_private_fund_qualified/')[0]!.body).toEqual({
      qualified: true,
      financial_assets: '3000000',
    });
  });
});

describe('the private fund reservation form (spec 001 §7 POST /private_funds/reservation/)', () => {
  it('needs at least 100万元 and a contact time, keeps the input, then reserves', async () => {
    const u = userEvent.setup();
    const r = renderRoute({
      url: '/privatefunds/fund_xinshili/reservation/',
      routes: [
        { path: '/privatefunds/:slug/reservation/', element: <PrivateFundReserveScreen /> },
        { path: '/accounts/private_funds/', element: <p>我的私募</p> },
      ],
      handlers: {
        'GET /private_funds/product/': { body: product({ qualified: true }) },
        'POST /private_funds/reservation/': {
          body: {
            id: 1,
            fund: { symbol: 'SP0001', abbr_name: '新势力一号（示例/沙盒私募）' },
            amount: '1000000.00',
            status: 0,
            contact_time: '周末',
            created_at: '2026-04-20T10:00:00+08:00',
          },
        },
      },
      token: 't',
    });
    await u.type(await screen.findByLabelText('预约金额（元）'), '999999');
    await u.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('私募预约金额不能低于100万元')).toBeVisible();
    expect(screen.getByText('请选择方便联系的时间')).toBeVisible();
    expect(screen.getByLabelText('预约金额（元）')).toHaveValue('999999');
    await expectNoSeriousAxeViolations();
    await u.clear(screen.getByLabelText('预约金额（元）'));
    await u.type(screen.getByLabelText('预约金额（元）'), '1000000');
    await u.selectOptions(screen.getByLabelText('方便联系的时间'), '周末');
    await u.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() => expect(r.location()).toBe('/accounts/private_funds/'));
    expect(r.api.callsTo('POST /private_funds/reservation/')[0]!.body).toEqual({
      symbol: 'SP0001',
      amount: '1000000',
      contact_time: '周末',
    });
  });
});

describe('the private fund holdings list the reservation (spec 001 §2 /accounts/private_funds/, §4)', () => {
  it('shows no confirmed holding yet and the reservation as 确认中', async () => {
    renderRoute({
      url: '/accounts/private_funds/',
      routes: [{ path: '/accounts/private_funds/', element: <PrivateFundsHoldingsScreen /> }],
      handlers: {
        'GET /private_funds/fund/mine/': { body: [] },
        'GET /private_funds/trades/': {
          body: {
            current_page: 1,
            total_count: 1,
            total_page: 1,
            results: [
              {
                id: 1,
                serial_number: 'PF0000000001',
                amount: '1000000.00',
                shares: null,
                status: 0,
                status_display: '确认中',
                direction: 0,
                direction_display: '申购预约',
                apply_date: '2026-04-20T10:00:00+08:00',
                fund: { symbol: 'SP0001', abbr_name: '新势力一号（示例/沙盒私募）' },
              },
            ],
          },
        },
      },
      token: 't',
    });
    expect(await screen.findByText('新势力一号（示例/沙盒私募）')).toBeVisible();
    expect(screen.getByText('申购预约')).toBeVisible();
    expect(screen.getByText(/暂无已确认的私募持仓/)).toBeVisible();
    await expectNoSeriousAxeViolations();
  });
});
