// @vitest-environment jsdom
import { UI_LABELS } from '@jijin/core/messages';
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
import { PrivateFundRiskQuestionsScreen } from '../screens/risk-questions-screen';
import { PrivateFundRiskMineScreen } from '../screens/risk-mine-screen';
import { PrivateFundHoldingScreen } from '../screens/holding-screen';
import { PrivateFundTradeRecordsScreen } from '../screens/trade-records-screen';
import { PrivateFundSharesScreen } from '../screens/shares-screen';

const riskResult = (
  type: 0 | 1 | 2 | 3 | 4 | 5,
  display: string,
): Schemas['PrivateFundRiskResult'] => ({
  tested: type > 0,
  investment_risk: type,
  investment_risk_display: display,
  effective_to: type > 0 ? '2028-04-20' : null,
});

const product = (
  o: Partial<Schemas['PrivateFundProduct']> = {},
): Schemas['PrivateFundProduct'] => ({
  id: 1,
  slug: 'fund_xinshili',
  symbol: 'SP0001',
  abbr_name: '新势力一号',
  is_example: true,
  qualified: false,
  risk_tested: false,
  risk_level: 4,
  nav_source: null,
  amount_min: null,
  net_values: null,
  ...o,
});

describe('the private fund product page hides its details until qualified (spec 001 §2, §6)', () => {
  it('shows the example tag (is_example) and only a link to qualification for an unqualified user', async () => {
    renderRoute({
      url: '/privatefunds/fund_xinshili/',
      routes: [{ path: '/privatefunds/:slug/', element: <PrivateFundProductScreen /> }],
      handlers: { 'GET /private_funds/product/': { body: product() } },
    });
    expect(await screen.findByText(UI_LABELS.example)).toBeVisible();
    expect(screen.getByRole('link', { name: '去认定' })).toHaveAttribute(
      'href',
      '/privatefunds/qualification/',
    );
    expect(screen.queryByText('最新净值')).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('asks for the private-fund risk test once qualified, before any detail (spec 001 §2 investment_risk)', async () => {
    renderRoute({
      url: '/privatefunds/fund_xinshili/',
      routes: [{ path: '/privatefunds/:slug/', element: <PrivateFundProductScreen /> }],
      handlers: { 'GET /private_funds/product/': { body: product({ qualified: true }) } },
      token: 't',
    });
    expect(await screen.findByRole('link', { name: '去测评' })).toHaveAttribute(
      'href',
      '/privatefunds/investment_risk/questions/?slug=fund_xinshili',
    );
    expect(screen.queryByText('最新净值')).toBeNull();
    expect(screen.queryByRole('link', { name: '立即预约' })).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('shows the details but no reservation when the risk type is below the product level', async () => {
    renderRoute({
      url: '/privatefunds/fund_xinshili/',
      routes: [{ path: '/privatefunds/:slug/', element: <PrivateFundProductScreen /> }],
      handlers: {
        'GET /private_funds/product/': {
          body: product({
            qualified: true,
            risk_tested: true,
            nav_source: '000411',
            amount_min: '1000000.00',
            net_values: [{ date: '2026-04-17', net_value: '2.3456' }],
          }),
        },
        'GET /private_funds/investment_risk/mine/': { body: riskResult(3, '平衡型') },
      },
      token: 't',
    });
    expect(await screen.findByText(/低于本产品风险等级R4/)).toBeVisible();
    expect(screen.queryByRole('link', { name: '立即预约' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看测评结果' })).toBeVisible();
    await expectNoSeriousAxeViolations();
  });

  it('shows the NAV and the reservation link once qualified and risk-tested', async () => {
    renderRoute({
      url: '/privatefunds/fund_xinshili/',
      routes: [{ path: '/privatefunds/:slug/', element: <PrivateFundProductScreen /> }],
      handlers: {
        'GET /private_funds/product/': {
          body: product({
            qualified: true,
            risk_tested: true,
            nav_source: '000411',
            amount_min: '2000000.00',
            net_values: [{ date: '2026-04-17', net_value: '2.3456' }],
          }),
        },
        'GET /private_funds/investment_risk/mine/': { body: riskResult(5, '进取型') },
      },
      token: 't',
    });
    expect(await screen.findByText('最新净值')).toBeVisible();
    expect(screen.getByText('风险等级').nextElementSibling).toHaveTextContent('R4');
    expect(screen.getByText(/2\.3456/)).toBeVisible();
    expect(screen.getByText('起投金额').nextElementSibling).toHaveTextContent('200万元');
    expect(await screen.findByRole('link', { name: '立即预约' })).toBeVisible();
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
            fund: { symbol: 'SP0001', abbr_name: '新势力一号' },
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
                fund: { symbol: 'SP0001', abbr_name: '新势力一号' },
              },
            ],
          },
        },
      },
      token: 't',
    });
    expect(await screen.findByText('新势力一号')).toBeVisible();
    expect(screen.getByText('申购预约')).toBeVisible();
    expect(screen.getByText(/暂无已确认的私募持仓/)).toBeVisible();
    await expectNoSeriousAxeViolations();
  });
});

describe('the private-fund risk test (spec 001 §2 /privatefunds/investment_risk/questions/ and /mine/)', () => {
  const questionnaire: Schemas['RiskQuestionnaire'] = {
    version: '2026.1-private',
    questions: [1, 2].map((id) => ({
      id,
      title: `问题${id}`,
      is_multiple: false,
      options: [
        { id: id * 10 + 1, content: 'A. 少', score: 0 },
        { id: id * 10 + 2, content: 'B. 多', score: 10 },
      ],
    })),
  };

  it('asks every question, posts the answers, then shows the result with the way back to the product', async () => {
    const u = userEvent.setup();
    let tested = false;
    const r = renderRoute({
      url: '/privatefunds/investment_risk/questions/?slug=fund_xinshili',
      routes: [
        {
          path: '/privatefunds/investment_risk/questions/',
          element: <PrivateFundRiskQuestionsScreen />,
        },
        { path: '/privatefunds/investment_risk/mine/', element: <PrivateFundRiskMineScreen /> },
      ],
      handlers: {
        'GET /private_funds/investment_risk/questions/': { body: questionnaire },
        'POST /private_funds/investment_risk/answer/': () => {
          tested = true;
          return { body: riskResult(5, '进取型') };
        },
        'GET /private_funds/investment_risk/mine/': () => ({
          body: tested ? riskResult(5, '进取型') : riskResult(0, '未知'),
        }),
      },
      token: 't',
    });
    await u.click((await screen.findAllByRole('radio', { name: 'B. 多' }))[0]!);
    await u.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择答案')).toBeVisible();
    expect(r.api.callsTo('POST /private_funds/investment_risk/answer/')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
    await u.click(screen.getAllByRole('radio', { name: 'B. 多' })[1]!);
    await u.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(r.location()).toBe('/privatefunds/investment_risk/mine/?slug=fund_xinshili'),
    );
    expect(r.api.callsTo('POST /private_funds/investment_risk/answer/')[0]!.body).toEqual({
      answer: [
        { question_id: 1, option_id: 12 },
        { question_id: 2, option_id: 22 },
      ],
    });
    expect(await screen.findByTestId('private-risk-type')).toHaveTextContent('进取型');
    expect(screen.getByRole('link', { name: '返回产品' })).toHaveAttribute(
      'href',
      '/privatefunds/fund_xinshili/',
    );
    await expectNoSeriousAxeViolations();
  });

  it('never turns a crafted slug into a path', async () => {
    renderRoute({
      url: '/privatefunds/investment_risk/mine/?slug=..%2F..%2Faccounts',
      routes: [
        { path: '/privatefunds/investment_risk/mine/', element: <PrivateFundRiskMineScreen /> },
      ],
      handlers: { 'GET /private_funds/investment_risk/mine/': { body: riskResult(4, '成长型') } },
      token: 't',
    });
    expect(await screen.findByTestId('private-risk-type')).toHaveTextContent('成长型');
    expect(screen.queryByRole('link', { name: '返回产品' })).toBeNull();
    expect(screen.getByRole('link', { name: '重新测评' })).toHaveAttribute(
      'href',
      '/privatefunds/investment_risk/questions/',
    );
  });
});

describe('one private fund in the account (spec 001 §2 /accounts/private_funds/{id}/, shares_info, income_list, trade_record_list)', () => {
  const trades = {
    current_page: 1,
    total_count: 2,
    total_page: 1,
    results: [1, 2].map((fundId) => ({
      id: fundId * 10,
      serial_number: `PF00000000${fundId}0`,
      amount: '1000000.00',
      shares: null,
      status: 0,
      status_display: '委托成功',
      direction: 0,
      direction_display: '买入预约',
      apply_date: '2026-04-20T10:00:00+08:00',
      fund: {
        id: fundId,
        symbol: `SP000${fundId}`,
        abbr_name: fundId === 1 ? '新势力一号' : '稳健成长',
      },
    })),
  };

  it('says nothing is held yet (404) and keeps the links to shares, incomes and records', async () => {
    renderRoute({
      url: '/accounts/private_funds/1/',
      routes: [{ path: '/accounts/private_funds/:id/', element: <PrivateFundHoldingScreen /> }],
      handlers: {
        'GET /private_funds/fund_info/': {
          status: 404,
          body: { errors: { detail: ['您尚未持有该私募产品'] } },
        },
        'GET /private_funds/trades/': { body: trades },
      },
      token: 't',
    });
    expect(await screen.findByText(/您尚未持有该私募产品/)).toBeVisible();
    expect(await screen.findByRole('heading', { name: '新势力一号' })).toBeVisible();
    expect(screen.getByRole('link', { name: /份额明细/ })).toHaveAttribute(
      'href',
      '/accounts/private_funds/1/shares_info/',
    );
    expect(screen.getByRole('link', { name: /交易记录/ })).toHaveAttribute(
      'href',
      '/accounts/private_funds/1/trade_record_list/',
    );
    await expectNoSeriousAxeViolations();
  });

  it('lists only this fund’s reservations with their §4 status', async () => {
    renderRoute({
      url: '/accounts/private_funds/2/trade_record_list/',
      routes: [
        {
          path: '/accounts/private_funds/:id/trade_record_list/',
          element: <PrivateFundTradeRecordsScreen />,
        },
      ],
      handlers: { 'GET /private_funds/trades/': { body: trades } },
      token: 't',
    });
    expect(await screen.findByRole('heading', { name: '稳健成长' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText(/PF0000000020/)).toBeVisible();
    await expectNoSeriousAxeViolations();
  });

  it('shows the empty state for shares and incomes nobody holds', async () => {
    renderRoute({
      url: '/accounts/private_funds/1/shares_info/',
      routes: [
        { path: '/accounts/private_funds/:id/shares_info/', element: <PrivateFundSharesScreen /> },
      ],
      handlers: {
        'GET /private_funds/shares_info/': { body: [] },
        'GET /private_funds/trades/': { body: trades },
      },
      token: 't',
    });
    expect(await screen.findByText('暂无数据')).toBeVisible();
    await expectNoSeriousAxeViolations();
  });
});
