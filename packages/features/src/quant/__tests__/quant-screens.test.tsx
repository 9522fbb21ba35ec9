import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { renderRoute } from '../../shared/test/render';
import { AnalyseScreen } from '../screens/analyse-screen';
import { IndustriesScreen } from '../screens/industries-screen';
import { IndustryScreen } from '../screens/industry-screen';
import { StrategiesScreen } from '../screens/strategies-screen';
import { StrategyScreen } from '../screens/strategy-screen';

vi.mock('@jijin/ui/charts', () => ({
  NetValueChart: (p: {
    points: { date: string; percentage_begin: number }[];
    period: string;
    onPeriodChange: (k: string) => void;
    names: { main: string };
  }) => (
    <div>
      <div
        role="img"
        aria-label={`${p.names.main}走势，${p.points.length}个点，截至${p.points[p.points.length - 1]?.date ?? '无'}`}
      />
      <button type="button" onClick={() => p.onPeriodChange('m')}>
        近1月
      </button>
    </div>
  ),
}));

afterEach(() => {
  delete document.documentElement.dataset.jjFont;
});

const service = (subscribed: boolean) => ({
  id: 1,
  code: 'quant_senior_factor',
  name: '量化高级因子',
  description: '解锁量化分析中的高级因子',
  price: '30.00',
  period_days: 30,
  subscribed,
});

const basic = {
  factor: 'momentum_3m',
  factor_name: '近3月动量',
  factor_category: 'return',
  factor_type_display: '动量因子',
  price_influence_type: -1 as const,
  value: -6.19,
  percentile: 4.22,
  is_senior: false,
  locked: false,
  unit: '%',
  description: '最近3个月单位净值涨跌幅',
};
const senior = (locked: boolean) => ({
  factor: 'alpha_1y',
  factor_name: '阿尔法',
  factor_category: 'return',
  factor_type_display: '超额收益因子',
  price_influence_type: locked ? null : (1 as const),
  value: locked ? null : 3.21,
  percentile: locked ? null : 80,
  is_senior: true,
  locked,
  unit: '%',
  description: '最近1年相对沪深300的詹森阿尔法（年化）',
});
const analyse = (subscribed: boolean, factors: unknown[] = [basic, senior(!subscribed)]) => ({
  symbol: '000001',
  abbr_name: '华夏成长混合',
  score: 36.4,
  factors,
  summary: '净值因子按截至2026-04-17的近1年单位净值计算；分位为在同类200只基金中的位置。',
  nav_date: '2026-04-17',
  report_date: '2022-12-31',
  peers_count: 200,
  senior_service: service(subscribed),
});
const analyseRoute = [{ path: '/quant/:symbol/analyse/', element: <AnalyseScreen /> }];

describe('AnalyseScreen (/quant/{symbol}/analyse/?factor_category=, spec 001 §2, §3 Quant factor)', () => {
  it('shows the factors with type, value, percentile and influence; a guest sees a senior factor locked', async () => {
    const r = renderRoute({
      url: '/quant/000001/analyse/',
      routes: analyseRoute,
      handlers: {
        'GET /quant/000001/analyse/': { body: analyse(false) },
        'GET /quant/000001/max_factor/': { body: basic },
      },
    });
    const list = await screen.findByRole('list', { name: '因子列表' });
    const momentum = within(list).getByRole('listitem', { name: '近3月动量' });
    expect(momentum).toHaveTextContent('-6.19%');
    expect(momentum).toHaveTextContent('动量因子');
    expect(momentum).toHaveTextContent('同类分位 4%');
    expect(momentum).toHaveTextContent('负向影响');
    const alpha = within(list).getByRole('listitem', { name: '阿尔法' });
    expect(alpha).toHaveTextContent('高级因子 · 未解锁');
    expect(alpha).not.toHaveTextContent('%影响');
    expect(screen.getByText(/最显著因子：近3月动量/)).toBeInTheDocument();
    await expectNoSeriousAxeViolations(r.container);
    await userEvent.click(screen.getByRole('button', { name: '登录后订阅解锁' }));
    expect(r.location()).toBe('/accounts/login/?next=%2Fquant%2F000001%2Fanalyse%2F');
  });

  it('unlocks the senior factors after the trade password, with an Idempotency-Key, and says 订阅成功', async () => {
    let subscribed = false;
    const user = userEvent.setup();
    const r = renderRoute({
      url: '/quant/000001/analyse/',
      routes: analyseRoute,
      token: 't',
      handlers: {
        'GET /quant/000001/analyse/': () => ({ body: analyse(subscribed) }),
        'GET /quant/000001/max_factor/': { body: basic },
        'POST /members/service_subscriptions/quant_senior_factor/subscribe/': () => {
          subscribed = true;
          return { body: { subscribed: true, effective_to: '2026-05-19', price: '30.00' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: '订阅解锁（30.00元 / 30天）' }));
    const post = 'POST /members/service_subscriptions/quant_senior_factor/subscribe/';
    expect(r.api.callsTo(post)).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(r.api.callsTo(post)).toHaveLength(1));
    const call = r.api.callsTo(post)[0]!;
    expect(call.body).toEqual({ password: '135790' });
    expect(call.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
    expect(await screen.findByText('订阅成功')).toBeInTheDocument();
    const alpha = await screen.findByRole('listitem', { name: '阿尔法' });
    await waitFor(() => expect(alpha).toHaveTextContent('3.21%'));
    expect(alpha).toHaveTextContent('正向影响');
    expect(screen.getByText(/高级因子已解锁/)).toBeInTheDocument();
  });

  it('keeps the category in the query string and asks the server for it', async () => {
    const r = renderRoute({
      url: '/quant/000001/analyse/',
      routes: analyseRoute,
      handlers: {
        'GET /quant/000001/analyse/': (call) => ({
          body: {
            ...analyse(false, call.query.get('factor_category') === 'risk' ? [] : [basic]),
            ...(call.query.get('factor_category') ? { factor_category: 'risk' } : {}),
          },
        }),
        'GET /quant/000001/max_factor/': { body: basic },
      },
    });
    await screen.findByRole('listitem', { name: '近3月动量' });
    await userEvent.click(screen.getByRole('link', { name: '风险' }));
    expect(r.location()).toBe('/quant/000001/analyse/?factor_category=risk');
    expect(await screen.findByText('暂无量化因子')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '风险' })).toHaveAttribute('aria-current', 'page');
    const last = r.api.callsTo('GET /quant/000001/analyse/').at(-1)!;
    expect(last.query.get('factor_category')).toBe('risk');
  });

  it('shows the empty state for a fund without NAV or holdings data, also in the large-font mode', async () => {
    document.documentElement.dataset.jjFont = 'large';
    const r = renderRoute({
      url: '/quant/000198/analyse/',
      routes: analyseRoute,
      handlers: {
        'GET /quant/000198/analyse/': {
          body: {
            ...analyse(false, []),
            symbol: '000198',
            abbr_name: '天弘余额宝货币',
            score: null,
            summary: '该基金暂无足够的净值或持仓数据，无法计算量化因子。',
          },
        },
        'GET /quant/000198/max_factor/': {
          status: 404,
          body: { errors: { detail: ['请求的数据不存在'] } },
        },
      },
    });
    expect(await screen.findByText('暂无量化因子')).toBeInTheDocument();
    expect(
      screen.getByText('该基金暂无足够的净值或持仓数据，无法计算量化因子。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /订阅解锁/ })).toBeNull();
    await expectNoSeriousAxeViolations(r.container);
  });
});

const strategy = {
  id: 1,
  name: '指数动量轮动',
  description: '每月末比较沪深300、中证500、中证1000近20个交易日涨幅……示例策略',
  percent_year: 45.1,
  max_drawdown: 45.76,
  percent_start: 18.26,
  start_date: '2016-01-04',
  end_date: '2026-04-17',
  is_senior: false,
  is_example: true,
  symbols: [
    {
      id: 300,
      symbol: '000300',
      abbr_name: '沪深300',
      symbol_type: 5,
      price: '4728.67',
      percent_day: -0.17,
    },
  ],
};

describe('StrategiesScreen and StrategyScreen (/quant/strategies/, spec 001 §7 Quant strategies)', () => {
  it('lists the example strategies marked 示例 and opens one', async () => {
    const r = renderRoute({
      url: '/quant/strategies/',
      routes: [{ path: '/quant/strategies/', element: <StrategiesScreen /> }],
      handlers: { 'GET /quant/strategies/': { body: [strategy] } },
    });
    const list = await screen.findByRole('list', { name: '策略列表' });
    const [row] = within(list).getAllByRole('listitem');
    const link = within(row!).getByRole('link', { name: /指数动量轮动/ });
    expect(link).toHaveTextContent('示例');
    expect(row).toHaveTextContent('+45.10%近1年（至04-17）');
    expect(row).toHaveTextContent('最大回撤 45.76%');
    await expectNoSeriousAxeViolations(r.container);
    await userEvent.click(link);
    expect(r.location()).toBe('/quant/strategies/1/');
  });

  it('shows a strategy with its index series on the chart and refetches for another period', async () => {
    const points = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        date: `2026-04-${String(i + 1).padStart(2, '0')}`,
        net_value: '1.1000',
        percentage_begin: i,
        percent_track: i / 2,
      }));
    const r = renderRoute({
      url: '/quant/strategies/1/',
      routes: [{ path: '/quant/strategies/:id/', element: <StrategyScreen /> }],
      handlers: {
        'GET /quant/strategies/1/': { body: strategy },
        'GET /quant/strategies/1/indexes/': (call) => ({
          body: points(call.query.get('period') === 'm' ? 3 : 10),
        }),
      },
    });
    expect(
      await screen.findByRole('img', { name: '指数动量轮动走势，10个点，截至2026-04-10' }),
    ).toBeInTheDocument();
    expect(r.api.callsTo('GET /quant/strategies/1/indexes/')[0]!.query.get('period')).toBe('y');
    expect(screen.getByText('回测以来收益').nextSibling).toHaveTextContent('+18.26%');
    expect(screen.getByRole('link', { name: /沪深300/ })).toHaveAttribute(
      'href',
      '/symbols/indexes/000300/',
    );
    await expectNoSeriousAxeViolations(r.container);
    await userEvent.click(screen.getByRole('button', { name: '近1月' }));
    expect(
      await screen.findByRole('img', { name: '指数动量轮动走势，3个点，截至2026-04-03' }),
    ).toBeInTheDocument();
  });
});

const industry = {
  id: 32,
  name: '银行',
  score: 96.7,
  rank: 1,
  percent_month: null,
  stocks_count: 26,
  pe_median: 6.1,
  pb_median: 0.65,
  fund_holdings_count: 3544,
  valuation_date: '2026-02-06',
  report_date: '2022-12-31',
  method: '综合分=（估值分+基金关注分）÷2。',
  symbols: [
    {
      id: 601398,
      symbol: 'SH601398',
      abbr_name: '工商银行',
      symbol_type: 1,
      price: '7.26',
      percent_day: null,
    },
  ],
};

describe('IndustriesScreen and IndustryScreen (/quant/industry_recommend/, spec 001 §7 Quant)', () => {
  it('lists the ranked industries with their score and method, and an unranked one without', async () => {
    const r = renderRoute({
      url: '/quant/industry_recommend/',
      routes: [{ path: '/quant/industry_recommend/', element: <IndustriesScreen /> }],
      handlers: {
        'GET /quant/industry_recommend/': {
          body: [industry, { id: 34, name: '综合', score: null, stocks_count: 1, symbols: [] }],
        },
      },
    });
    const list = await screen.findByRole('list', { name: '行业排名' });
    const [bank, unranked] = within(list).getAllByRole('listitem');
    expect(within(bank!).getByRole('link', { name: '1. 银行' })).toHaveAttribute(
      'href',
      '/quant/industry_recommend/32/',
    );
    expect(bank).toHaveTextContent('96.7');
    expect(bank).toHaveTextContent('市净率中位数 0.65');
    expect(within(unranked!).getByRole('link', { name: '综合（不参与排名）' })).toBeInTheDocument();
    expect(unranked).toHaveTextContent('--');
    expect(screen.getByText(/排名方法：综合分/)).toBeInTheDocument();
    await expectNoSeriousAxeViolations(r.container);
  });

  it('shows an industry with its dated figures and stocks linking to the stock page', async () => {
    const r = renderRoute({
      url: '/quant/industry_recommend/32/',
      routes: [{ path: '/quant/industry_recommend/:id/', element: <IndustryScreen /> }],
      handlers: { 'GET /quant/industry_recommend/32/': { body: industry } },
    });
    expect(await screen.findByText('第1名')).toBeInTheDocument();
    expect(
      screen.getByText(/估值数据 2026-02-06 收盘 · 基金持仓 2022-12-31 报告期/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /工商银行/ })).toHaveAttribute(
      'href',
      '/symbols/stocks/SH601398/',
    );
    await expectNoSeriousAxeViolations(r.container);
  });
});
