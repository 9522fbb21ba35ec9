import { createMemoryStorage } from '@jijin/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HomeScreen } from '../screens/home-screen';
import { FIRST_GUIDE_STORAGE_KEY } from '../../app/guide-slice';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { fund000001 } from '../../shared/test/fund-fixtures';

const routes = [{ path: '/', element: <HomeScreen /> }];

const quote = (symbol: string, abbr_name: string, price: string, change: string, pct: number) => ({
  id: Number(symbol),
  symbol,
  abbr_name,
  price,
  price_date: '2026-04-17',
  percent_day: pct,
  change,
  pe: null,
  pb: null,
  pe_percentile: null,
  trade_status: 'open',
});

const INDEXES = [
  quote('000001', '上证指数', '3238.49', '-12.01', -0.37),
  quote('399001', '深证成指', '10101.21', '35.60', 0.35),
  quote('399006', '创业板指', '2001.12', '5.02', 0.25),
  quote('000300', '沪深300', '3801.10', '-3.20', -0.08),
  quote('000905', '中证500', '5701.33', '20.10', 0.35),
  quote('000852', '中证1000', '6001.00', '1.00', 0.02),
];

const ASSETS = {
  assets_total: '12345.67',
  trade_date: '2026-04-17',
  income_latest: '-23.40',
  fare: '0.00',
  income_total: '345.60',
  bank_cards_count: 1,
  wallets_available: '0.00',
};

const page = (results: unknown[]) => ({
  current_page: 1,
  total_count: results.length,
  total_page: 1,
  results,
});

function openHome(handlers: Record<string, { body: unknown }>, token?: string) {
  return renderRoute({
    url: '/',
    routes,
    token,
    storage: createMemoryStorage({ [FIRST_GUIDE_STORAGE_KEY]: '1' }),
    handlers: {
      'GET /ads/area/home/': { body: [] },
      'GET /symbols/indexes/': { body: INDEXES },
      'GET /symbols/funds/': { body: page([fund000001()]) },
      'GET /accounts/settings/': { body: { open_account_step: 'done' } },
      'GET /funds/assets/mine/': { body: ASSETS },
      ...handlers,
    },
  });
}

describe('home as a market hub (spec 001 §7 Symbols; every figure with its date)', () => {
  it('the index strip shows the five main indexes with close, change and the close date', async () => {
    openHome({});
    const section = (await screen.findByRole('heading', { name: '市场指数' })).closest('section')!;
    await within(section).findByText('上证指数');
    const names = within(section)
      .getAllByRole('link')
      .map((a) => a.querySelector('span')?.textContent)
      .filter(Boolean);
    expect(names).toEqual(['上证指数', '深证成指', '创业板指', '沪深300', '中证500']);
    expect(within(section).getByText('3238.49')).toBeInTheDocument();
    expect(within(section).getByText('-12.01')).toHaveClass('jj-down');
    expect(within(section).getByText('+35.60')).toHaveClass('jj-up');
    expect(within(section).getAllByText('04-17 收盘')).toHaveLength(5);
    await expectNoSeriousAxeViolations();
  });

  it('an empty index answer is an empty state, not a failure', async () => {
    openHome({ 'GET /symbols/indexes/': { body: [] } });
    expect(await screen.findByText('暂无指数行情')).toBeInTheDocument();
  });

  it('rankings by type and period come from the fund list (type, sort), rows with NAV date and the period return', async () => {
    const user = userEvent.setup();
    const { api } = openHome({});
    const section = (await screen.findByRole('heading', { name: '基金排行' })).closest('section')!;
    const row = await within(section).findByRole('link', { name: '华夏成长混合' });
    expect(row).toHaveAttribute('href', '/s/000001');
    expect(within(section).getByText('000001 · 混合型 · 净值 1.1210（04-17）')).toBeInTheDocument();
    expect(within(section).getByText('+35.39%')).toBeInTheDocument();
    const first = Object.fromEntries(api.callsTo('GET /symbols/funds/')[0]!.query);
    expect(first).toMatchObject({ type: 'all', sort: '-percent_year', page_size: '5' });
    await user.click(within(section).getByRole('button', { name: '债券型' }));
    await user.click(within(section).getByRole('button', { name: '近1月' }));
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET /symbols/funds/').at(-1)!.query)).toMatchObject({
        type: '302',
        sort: '-percent_month',
      }),
    );
    expect(await within(section).findByText('+5.46%')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: '债券型' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('自选: a guest is asked to log in; an investor sees the day change with the NAV date, or an empty state', async () => {
    const guest = openHome({});
    expect(await screen.findByText(/后查看自选基金的今日涨跌/)).toBeInTheDocument();
    expect(guest.api.callsTo('GET /symbols/funds/following/')).toHaveLength(0);
    guest.unmount();

    const investor = openHome(
      { 'GET /symbols/funds/following/': { body: page([fund000001({ percent_day: -1.2 })]) } },
      't',
    );
    const section = (await screen.findByRole('heading', { name: '我的自选' })).closest('section')!;
    expect(await within(section).findByText('-1.20%')).toBeInTheDocument();
    expect(within(section).getByText('日涨幅')).toBeInTheDocument();
    investor.unmount();

    openHome({ 'GET /symbols/funds/following/': { body: page([]) } }, 't');
    expect(await screen.findByText('还没有自选基金')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看基金' })).toHaveAttribute(
      'href',
      '/symbols/funds/',
    );
  });
});

describe('我的收益 on home (the figures of 我的资产, dated by the confirmed NAV day)', () => {
  it('an investor with an open account sees 总资产, 昨日收益 and 累计收益 with their date', async () => {
    openHome({}, 't');
    const section = (await screen.findByRole('heading', { name: '我的收益' })).closest('section')!;
    expect(await within(section).findByTestId('home-assets-total')).toHaveTextContent('12,345.67');
    expect(within(section).getByTestId('home-income-latest')).toHaveTextContent('-23.40');
    expect(within(section).getByTestId('home-income-total')).toHaveTextContent('+345.60');
    expect(within(section).getByText('按2026-04-17确认净值计算')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '我的收益' })).toHaveAttribute(
      'href',
      '/accounts/my_assets/',
    );
    await expectNoSeriousAxeViolations();
  });

  it('a guest, or an investor still opening the account, gets no card and no asset call', async () => {
    const guest = openHome({});
    await screen.findByRole('heading', { name: '市场指数' });
    expect(screen.queryByRole('heading', { name: '我的收益' })).toBeNull();
    expect(guest.api.callsTo('GET /funds/assets/mine/')).toHaveLength(0);
    guest.unmount();

    const opening = openHome(
      { 'GET /accounts/settings/': { body: { open_account_step: 'bank_card' } } },
      't',
    );
    await screen.findByRole('heading', { name: '继续开户' });
    expect(screen.queryByRole('heading', { name: '我的收益' })).toBeNull();
    expect(opening.api.callsTo('GET /funds/assets/mine/')).toHaveLength(0);
  });
});

describe('热门行业 on home (the industries fund top-10 holdings fall in most, with the report date)', () => {
  const industry = (id: number, name: string, fund_holdings_count: number, pe: number | null) => ({
    id,
    name,
    score: 50,
    stocks_count: 40,
    pe_median: pe,
    pb_median: 2.1,
    fund_holdings_count,
    valuation_date: '2026-02-06',
    report_date: '2022-12-31',
    method: '综合分',
    symbols: [],
  });

  it('lists the five most held industries, most held first, each opening its page', async () => {
    openHome({
      'GET /quant/industry_recommend/': {
        body: [
          industry(1, '银行', 120, 5.2),
          industry(2, '食品饮料', 900, 28.44),
          industry(3, '电子', 700, 45),
          industry(4, '医药生物', 650, null),
          industry(5, '电力设备', 640, 30),
          industry(6, '计算机', 300, 60),
          industry(7, '综合', 0, 20),
        ],
      },
    });
    const section = await screen.findByRole('region', { name: '热门行业' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
    const rows = within(section).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('食品饮料');
    expect(rows[0]).toHaveTextContent('基金重仓900次');
    expect(rows[0]).toHaveTextContent('市盈率中位数 28.4');
    expect(rows.map((r) => r.textContent)).not.toContain(expect.stringContaining('银行'));
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/quant/industry_recommend/3/',
    );
    expect(
      within(section).getByText('按基金前十大重仓股统计，报告期 2022-12-31'),
    ).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('says so when there is no holdings data', async () => {
    openHome({ 'GET /quant/industry_recommend/': { body: [] } });
    const section = await screen.findByRole('region', { name: '热门行业' });
    expect(await within(section).findByText('暂无行业持仓数据')).toBeInTheDocument();
  });
});
