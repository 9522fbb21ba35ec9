import { createMemoryStorage, diagnosisList } from '@jijin/core';
import { guestDiagnosisCounter } from '@jijin/core/lists';
import { UI_LABELS } from '@jijin/core/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../app/api-types';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { renderRoute } from '../../shared/test/render';
import { promotionArea } from '../../promotion/index';
import { checkDraft, yearEnds } from '../../promotion/screens/fixed-invest-screen';
import { diagnoseSummary } from '../../promotion/screens/diagnose-screen';

const routes = promotionArea.routes;
const page = <T,>(results: T[], extra: object = {}) => ({
  current_page: 1,
  total_count: results.length,
  total_page: 1,
  results,
  ...extra,
});

const activity = (code: string, extra: Partial<Schemas['Activity']> = {}): Schemas['Activity'] => ({
  code,
  title: '组合投资季',
  status: 1,
  start_at: '2026-01-01T00:00:00+08:00',
  end_at: '2026-12-31T23:59:59+08:00',
  joined: false,
  description: '精选示例投顾组合',
  rules: ['活动时间：2026年1月1日至2026年12月31日。', '本活动为示例活动，不构成真实优惠。'],
  is_example: true,
  rewards: [],
  data: {},
  ...extra,
});

const fund = { symbol: '000001', abbr_name: '华夏成长混合', symbol_stype: 301 as const };

const diagnosis = (over: Partial<Schemas['Diagnosis']> = {}): Schemas['Diagnosis'] => ({
  id: 0,
  code: '000001',
  analyse_date: '2026-04-17',
  is_alert: false,
  is_recommended: false,
  score: 63.4,
  scores: { profitability: 92.1, anti_risk: 55 },
  summary: '综合评分63.4分，收益能力最好。',
  fund,
  recommend_funds: [{ fund: { symbol: '161725', abbr_name: '招商中证白酒指数A' }, score: 80.2 }],
  ...over,
});

describe('/promotion/fund_portfolios/ (spec 001 §2 Promotion: the portfolio campaign)', () => {
  const portfolio = {
    id: 1,
    symbol: 'P00001',
    code: 'P00001',
    name: '转债增强组合',
    investment_risk: 4,
    allow_buy: true,
    chng_pct_year: 152.09,
    chng_pct_start: 141.5,
    max_drawdown: 31.97,
    net_value_date: '2026-04-17',
    advisor_name: '示例投顾',
    recommend_reason: '以可转债增强债券基金打底',
  } as Schemas['Portfolio'];
  const coupon = (name: string, business: string): Schemas['Coupon'] => ({
    id: 1,
    name,
    amount: '10.00',
    expense_min: '1000.00',
    apply_business: business,
    use_condition: '买入组合满1000元可用',
    enable_visible: true,
    enable_check: true,
    effective_to: '2026-05-20',
  });
  const handlers = {
    'GET /promotion/activities/fund_portfolios/': { body: activity('fund_portfolios') },
    'GET /portfolio/recommend/': { body: page([portfolio]) },
    'GET /coupons/activities/': {
      body: [
        {
          id: 1,
          code: 'newcomer_fund',
          title: '新人买基金返现',
          joined: false,
          coupons: [coupon('买基金返现红包', '基金买入')],
        },
        {
          id: 2,
          code: 'portfolio_buy',
          title: '组合投资返现',
          start_at: '2026-01-01T00:00:00+08:00',
          end_at: '2099-12-31T23:59:59+08:00',
          joined: false,
          coupons: [coupon('买组合返现红包', '组合买入')],
        },
      ],
    },
    'GET /coupons/getcaptcha/': {
      body: { captcha_id: 'cap1', image: 'data:image/svg+xml;base64,PHN2Zy8+' },
    },
    'POST /coupons/checkcaptcha/': { body: { valid: true, message: null } },
    'POST /coupons/receive/': { body: coupon('买组合返现红包', '组合买入') },
  };

  it('shows the real returns with links to detail and buy, the sandbox rules, and only the portfolio coupon', async () => {
    renderRoute({ url: '/promotion/fund_portfolios/', routes, handlers });
    const list = await screen.findByRole('list', { name: '精选组合' });
    const item = within(list).getByRole('listitem', { name: '转债增强组合' });
    expect(within(item).getByText('+152.09%')).toBeInTheDocument();
    expect(within(item).getByText('+141.50%')).toBeInTheDocument();
    expect(within(item).getByText('31.97%')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: '查看详情：转债增强组合' })).toHaveAttribute(
      'href',
      '/p/1',
    );
    expect(within(item).getByRole('link', { name: '立即买入：转债增强组合' })).toHaveAttribute(
      'href',
      '/p/1/buy/',
    );
    expect(await screen.findByText(UI_LABELS.example)).toBeInTheDocument();
    expect(screen.getByText('本活动为示例活动，不构成真实优惠。')).toBeInTheDocument();
    const coupons = await screen.findByRole('list', { name: '组合红包' });
    expect(within(coupons).getByText('买组合返现红包')).toBeInTheDocument();
    expect(screen.queryByText('买基金返现红包')).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('receives the portfolio coupon through the captcha when logged in', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/promotion/fund_portfolios/',
      routes,
      handlers,
      token: 't',
    });
    await user.click(await screen.findByRole('button', { name: '领取' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入图形验证码' });
    await user.type(within(dialog).getByRole('textbox', { name: '图形验证码' }), 'AB3D');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.callsTo('POST /coupons/receive/')).toHaveLength(1));
    expect(api.callsTo('POST /coupons/receive/')[0]!.body).toEqual({
      activity_id: 2,
      captcha_id: 'cap1',
      captcha: 'AB3D',
    });
  });

  it('asks a guest to log in before receiving, and comes back here', async () => {
    const user = userEvent.setup();
    const r = renderRoute({ url: '/promotion/fund_portfolios/', routes, handlers });
    await user.click(await screen.findByRole('button', { name: '登录领取' }));
    await waitFor(() =>
      expect(r.location()).toBe('/accounts/login/?next=%2Fpromotion%2Ffund_portfolios%2F'),
    );
  });
});

describe('/promotion/activity/diagnosis/ and detail/{symbol}/ (spec 001 §2, §6: 3 free diagnoses)', () => {
  it('searches a fund and opens its diagnosis in the activity', async () => {
    const user = userEvent.setup();
    const r = renderRoute({
      url: '/promotion/activity/diagnosis/',
      routes,
      handlers: {
        'GET /promotion/activities/diagnosis/': {
          body: activity('diagnosis', { title: '诊基有礼' }),
        },
        'GET /search/symbols/': (c) => ({
          body: {
            results:
              c.query.get('q') === '000001' ? [{ ...fund, pinyin: 'hxczhh', symbol_type: 3 }] : [],
          },
        }),
      },
    });
    expect(await screen.findByText('未登录可免费诊断3次，已用0次')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '要诊断的基金' }), '000001');
    const results = await screen.findByRole('list', { name: '搜索结果' });
    await expectNoSeriousAxeViolations();
    await user.click(within(results).getByRole('button', { name: /华夏成长混合/ }));
    await waitFor(() => expect(r.location()).toBe('/promotion/activity/diagnosis/detail/000001/'));
  });

  it('shows the score summary with links to the full diagnosis, counting one free diagnosis', async () => {
    const storage = createMemoryStorage();
    renderRoute({
      url: '/promotion/activity/diagnosis/detail/000001/',
      routes,
      storage,
      handlers: { 'POST /symbols/funds/000001/analyse/': { body: diagnosis() } },
    });
    expect(await screen.findByRole('img', { name: '评分63分' })).toBeInTheDocument();
    expect(screen.getByText('综合评分63.4分，收益能力最好。')).toBeInTheDocument();
    expect(screen.getByText('收益能力')).toBeInTheDocument();
    expect(screen.getByText('同类高分基金')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看完整诊断' })).toHaveAttribute(
      'href',
      '/symbols/funds/diagnosis/detail/000001/',
    );
    expect(screen.getByRole('link', { name: '买入' })).toHaveAttribute('href', '/s/000001/buy/');
    expect(screen.getByRole('link', { name: '同类高分基金榜' })).toHaveAttribute(
      'href',
      '/promotion/activity/diagnosis/recommend?type=301',
    );
    expect(screen.getByText('剩余免费诊断2次')).toBeInTheDocument();
    expect(guestDiagnosisCounter(storage).used()).toBe(1);
    expect(diagnosisList(storage).has('000001')).toBe(true);
    await expectNoSeriousAxeViolations();
  });

  it('asks a guest to log in after 3 free diagnoses, without calling the server', async () => {
    const storage = createMemoryStorage();
    const counter = guestDiagnosisCounter(storage);
    counter.record();
    counter.record();
    counter.record();
    const r = renderRoute({
      url: '/promotion/activity/diagnosis/detail/161725/',
      routes,
      storage,
      handlers: { 'POST /symbols/funds/161725/analyse/': { body: diagnosis() } },
    });
    expect(await screen.findByText('免费诊断次数已用完，登录后可继续诊断')).toBeInTheDocument();
    expect(r.api.callsTo('POST /symbols/funds/161725/analyse/')).toHaveLength(0);
  });
});

describe('/promotion/activity/diagnosis/recommend (funds ranked by the real diagnosis score)', () => {
  it('lists the ranking by type, each fund opening its diagnosis in the activity', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/promotion/activity/diagnosis/recommend',
      routes,
      handlers: {
        'GET /symbols/funds/analyse_ranking/': (c) => ({
          body: page(
            [
              {
                rank: 1,
                fund:
                  c.query.get('type') === '301'
                    ? fund
                    : { symbol: '019155', abbr_name: '易方达全球配置混合' },
                score: 87.1,
                scores: {},
                is_recommended: true,
              },
            ],
            { nav_date: '2026-04-19' },
          ),
        }),
      },
    });
    const list = await screen.findByRole('list', { name: '全部基金诊断评分排名' });
    expect(await within(list).findByRole('link', { name: '易方达全球配置混合' })).toHaveAttribute(
      'href',
      '/promotion/activity/diagnosis/detail/019155/',
    );
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: '混合型' }));
    expect(await screen.findByRole('list', { name: '混合型基金诊断评分排名' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '华夏成长混合' })).toBeInTheDocument();
    expect(
      api.callsTo('GET /symbols/funds/analyse_ranking/').map((c) => c.query.get('type')),
    ).toContain('301');
  });
});

describe('/promotion/activity/fm_radio/ (no audio source: an honest empty state)', () => {
  it('shows the empty programme list with the server’s reason', async () => {
    renderRoute({
      url: '/promotion/activity/fm_radio/',
      routes,
      handlers: {
        'GET /promotion/fm_radio/programs/': {
          body: page([], { notice: '暂无节目：本环境没有接入基金电台的音频节目来源' }),
        },
      },
    });
    expect(await screen.findByText('暂无节目')).toBeInTheDocument();
    expect(screen.getByText('暂无节目：本环境没有接入基金电台的音频节目来源')).toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('plays a programme a source answers, and never a script URL', async () => {
    renderRoute({
      url: '/promotion/activity/fm_radio/',
      routes,
      handlers: {
        'GET /promotion/fm_radio/programs/': {
          body: page([
            { id: 1, title: '基金定投入门', audio_url: 'https://media.example.com/1.mp3' },
            { id: 2, title: '坏链接', audio_url: 'javascript:alert(1)' },
          ]),
        },
      },
    });
    expect(await screen.findByText('基金定投入门')).toBeInTheDocument();
    const players = document.querySelectorAll('audio');
    expect(players).toHaveLength(1);
    expect(players[0]).toHaveAttribute('src', 'https://media.example.com/1.mp3');
  });
});

describe('/promotion/fixed_invest/detail/ (the 定投 backtest calculator)', () => {
  const result = {
    fund,
    amount: '500.00',
    period_unit: 0,
    trade_day: 8,
    start_date: '2024-01-01',
    end_date: '2026-04-19',
    end_nav: '1.2000',
    fare_ratio: '0.0015',
    periods: 2,
    fixed: {
      invested: '1000.00',
      fare: '1.50',
      shares: '900.00',
      worth: '1080.00',
      profit: '80.00',
      return_percent: 8,
    },
    lump: {
      invested: '1000.00',
      fare: '1.50',
      shares: '998.50',
      worth: '1198.20',
      profit: '198.20',
      return_percent: 19.82,
    },
    records: [
      {
        date: '2024-01-08',
        nav: '1.0000',
        amount: '500.00',
        fare: '0.75',
        shares: '499.25',
        invested_total: '500.00',
        shares_total: '499.25',
        worth: '499.25',
      },
      {
        date: '2025-02-10',
        nav: '1.2469',
        amount: '500.00',
        fare: '0.75',
        shares: '400.75',
        invested_total: '1000.00',
        shares_total: '900.00',
        worth: '1122.21',
      },
    ],
    note: '按基金真实单位净值回测',
  } satisfies Schemas['FixedInvestBacktest'];

  it('runs the backtest for the form, compares with a lump sum and links to set up the plan', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/promotion/fixed_invest/detail/',
      routes,
      handlers: {
        'GET /search/symbols/': {
          body: { results: [{ ...fund, pinyin: 'hxczhh', symbol_type: 3 }] },
        },
        'GET /promotion/fixed_invest/backtest/': { body: result },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: '定投基金' }), '华夏');
    await user.click(await screen.findByRole('button', { name: /华夏成长混合/ }));
    expect(screen.getByText('已选：华夏成长混合（000001）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始回测' }));
    const table = await screen.findByRole('table', { name: '定投与一次性投入对比' });
    expect(within(table).getByRole('row', { name: /收益率/ })).toHaveTextContent('+8.00%');
    expect(within(table).getByRole('row', { name: /收益率/ })).toHaveTextContent('+19.82%');
    expect(screen.getByRole('link', { name: '设置定投计划' })).toHaveAttribute(
      'href',
      '/s/000001/fixed_investment/',
    );
    const call = api.callsTo('GET /promotion/fixed_invest/backtest/')[0]!;
    expect(Object.fromEntries(call.query)).toEqual({
      symbol: '000001',
      amount: '500',
      period_unit: '0',
      trade_day: '8',
      start_date: '2023-04-20', // three years before the clock's today
    });
    expect(screen.getByRole('table', { name: '逐年明细' })).toHaveTextContent('2025-02-10');
    await expectNoSeriousAxeViolations();
  });

  it('shows the server’s refusal under the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderRoute({
      url: '/promotion/fixed_invest/detail/?symbol=000001&amount=5&period_unit=1&trade_day=3&start_date=2024-01-01',
      routes,
      handlers: {
        'GET /promotion/fixed_invest/backtest/': {
          status: 400,
          body: { errors: { amount: ['最低定投10元'] } },
        },
      },
    });
    expect(await screen.findByText('最低定投10元')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '每期金额' })).toHaveValue('5');
    expect(screen.getByRole('radio', { name: '每周' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: '扣款日' })).toHaveValue('3');
    await user.clear(screen.getByRole('textbox', { name: '每期金额' }));
    await user.click(screen.getByRole('button', { name: '开始回测' }));
    expect(await screen.findByText('请输入每期定投金额')).toBeInTheDocument();
  });

  it('checks the draft before asking (spec 001 §5 trade days) and groups the deductions by year', () => {
    const base = {
      symbol: '000001',
      name: '',
      amount: '500',
      period_unit: 1 as const,
      trade_day: 6,
      start_date: '2024-01-01',
    };
    expect(checkDraft(base)).toEqual({ trade_day: '请选择周一至周五的扣款日' });
    expect(checkDraft({ ...base, trade_day: 2, symbol: '', amount: 'x' })).toEqual({
      symbol: '请选择基金',
      amount: '请输入正确的金额',
    });
    expect(yearEnds(result.records).map((r) => r.date)).toEqual(['2024-01-08', '2025-02-10']);
  });
});

describe('/promotion/diagnose/ (一键诊基 of the holdings)', () => {
  const holding = (symbol: string, abbr_name: string) => ({
    fund: { symbol, abbr_name },
    worth_value: '1000.00',
    income_latest: '0.00',
    income_total: '0.00',
    shares_current: '1000.00',
    trade_date: '2026-04-17',
  });

  it('gives a guest the free-diagnosis entry and login', async () => {
    renderRoute({ url: '/promotion/diagnose/', routes, handlers: {} });
    expect(await screen.findByRole('button', { name: '登录后一键诊基' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '免费诊断一只基金（剩余3次）' })).toHaveAttribute(
      'href',
      '/promotion/activity/diagnosis/',
    );
    await expectNoSeriousAxeViolations();
  });

  it('diagnoses each held fund in turn and sums up, showing a failure on its fund', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/promotion/diagnose/',
      routes,
      token: 't',
      handlers: {
        'GET /funds/fund/mine/': {
          body: [holding('000001', '华夏成长混合'), holding('161725', '招商中证白酒指数A')],
        },
        'POST /symbols/funds/000001/analyse/': { body: diagnosis({ id: 5, score: 55 }) },
        'POST /symbols/funds/161725/analyse/': {
          status: 404,
          body: { errors: { detail: ['请求的数据不存在'] } },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: '一键诊基（2只）' }));
    expect(
      await screen.findByText('已诊断2只基金，1只有评分，平均55分，1只低于60分，建议关注'),
    ).toBeInTheDocument();
    const white = screen.getByRole('listitem', { name: '招商中证白酒指数A' });
    expect(within(white).getByRole('alert')).toHaveTextContent('诊断失败：请求的数据不存在');
    const hx = screen.getByRole('listitem', { name: '华夏成长混合' });
    expect(within(hx).getByRole('link', { name: '查看完整诊断' })).toHaveAttribute(
      'href',
      '/symbols/funds/diagnosis/detail/000001/',
    );
    expect(api.callsTo('POST /symbols/funds/000001/analyse/')).toHaveLength(1);
    await expectNoSeriousAxeViolations();
  });

  it('says so when nothing is held', async () => {
    renderRoute({
      url: '/promotion/diagnose/',
      routes,
      token: 't',
      handlers: { 'GET /funds/fund/mine/': { body: [] } },
    });
    expect(await screen.findByText('您还没有持有基金')).toBeInTheDocument();
  });

  it('sums up without a score', () => {
    expect(diagnoseSummary([{ error: 'x' }])).toBe('已诊断1只基金，暂无可评分的基金');
  });
});
