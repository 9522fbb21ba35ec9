// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockTradesScreen } from '../screens/block-trades-screen';
import { BuyBatchScreen } from '../screens/buy-batch-screen';
import { FundsFaqScreen } from '../screens/funds-faq-screen';
import { HolderSharesHistoryScreen } from '../screens/holder-shares-history-screen';
import { HoldersAnalyseScreen } from '../screens/holders-analyse-screen';
import { SimilarKLineScreen } from '../screens/similar-k-line-screen';
import { RemittanceNoticeScreen } from '../screens/remittance-notice-screen';
import { TimelineStatusesScreen } from '../screens/timeline-statuses-screen';
import { HoldSymbolsScreen } from '../screens/hold-symbols-screen';
import { ManagersScreen } from '../screens/managers-screen';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';

const api: FakeRoute[] = [
  {
    path: '/symbols/funds/000001/managers_achivements_history/',
    reply: () => [
      {
        manager: { id: 7, name: '阳琨', post_status: 1 },
        start_date: '2019-01-01',
        end_date: null,
        cp_rate: 35.39,
        sh300_rate: -3.2,
      },
      {
        manager: { id: 8, name: '王亚伟', post_status: 2 },
        start_date: '2005-01-01',
        end_date: '2012-05-01',
        cp_rate: 120.5,
        sh300_rate: 60,
      },
    ],
  },
  {
    path: '/symbols/funds/000001/hold_symbols/',
    reply: () => ({
      report_date: '2026-03-31',
      stock: 80,
      bond: 10,
      cash: 8,
      other: 2,
      hold_symbols: [
        { symbol: '600519', abbr_name: '贵州茅台', percent: 9.5, percent_change: 1.2 },
      ],
      hold_bonds: [{ code: '019547', name: '16国债19', percent: 3.1 }],
    }),
  },
];

describe('fund research sub-pages (spec 001 §2 Fund and stock detail)', () => {
  it('managers_achivements_history: each tenure with its return against CSI 300', async () => {
    renderRoutes(
      '/s/000001/managers_achivements_history/',
      [{ path: '/s/:symbol/managers_achivements_history/', element: <ManagersScreen /> }],
      api,
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByText('阳琨')).toBeTruthy();
    expect(within(table).getByText('至今', { exact: false })).toBeTruthy();
    expect(within(table).getByText('+35.39%').getAttribute('style')).toContain('--jj-up');
    expect(within(table).getByText('-3.20%').getAttribute('style')).toContain('--jj-down');
    expect(within(table).getByText('离任')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('managers_achivements_history without tenure data (the sandbox has none) says so, not an invented tenure', async () => {
    renderRoutes(
      '/s/000002/managers_achivements_history/',
      [{ path: '/s/:symbol/managers_achivements_history/', element: <ManagersScreen /> }],
      [{ path: '/symbols/funds/000002/managers_achivements_history/', reply: () => [] }],
    );
    expect(await screen.findByText(/暂无该基金历任基金经理的任职起止数据/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('hold_symbols: allocation, top stocks and bonds', async () => {
    renderRoutes(
      '/s/000001/hold_symbols/',
      [{ path: '/s/:symbol/hold_symbols/', element: <HoldSymbolsScreen /> }],
      api,
    );
    expect(await screen.findByText('贵州茅台')).toBeTruthy();
    expect(screen.getByText('16国债19')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('buy_batch with one fund opens the buy page with ?amountMinBuy as the amount', async () => {
    const { router } = renderRoutes(
      '/s/000001/buy_batch/?amountMinBuy=100',
      [{ path: '/s/:symbol/buy_batch/', element: <BuyBatchScreen /> }],
      [],
    );
    expect(router.state.location.pathname).toBe('/s/000001/buy/');
    expect(router.state.location.search).toBe('?amount=100');
  });
});

describe('more detail sub-pages (spec 001 §2: timeline_statuses, block_trades, holders_analyse)', () => {
  it('timeline_statuses: posts by content type (?content_type=20 asks for announcements)', async () => {
    const { calls } = renderRoutes(
      '/s/000001/timeline_statuses/?content_type=20',
      [{ path: '/s/:symbol/timeline_statuses/', element: <TimelineStatusesScreen /> }],
      [
        {
          path: '/statuses/symbol_timeline/',
          reply: () => ({
            current_page: 1,
            total_count: 1,
            total_page: 1,
            results: [
              {
                id: 1,
                title: '华夏成长混合2025年年度报告',
                text: '<p>年度报告全文</p>',
                content_type: 20,
                publish_at: '2026-03-30T09:00:00+08:00',
                source: '华夏基金',
                user: { id: 1, username: '华夏基金' },
              },
            ],
          }),
        },
      ],
    );
    expect(await screen.findByRole('heading', { name: '华夏成长混合2025年年度报告' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '华夏成长混合2025年年度报告' })).toHaveAttribute(
      'href',
      '/statuses/1',
    );
    expect(screen.getByText('年度报告全文')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '公告', selected: true })).toBeTruthy();
    expect(calls[0]!.query.get('content_type')).toBe('20');
    expect(calls[0]!.query.get('symbol')).toBe('000001');
    await expectNoAxeViolations();
  });

  it('block_trades and holders_analyse: amounts in 万 / 亿', async () => {
    renderRoutes(
      '/s/600519/block_trades/',
      [{ path: '/s/:symbol/block_trades/', element: <BlockTradesScreen /> }],
      [
        {
          path: '/symbols/600519/block_trades/',
          reply: () => ({
            current_page: 1,
            total_count: 1,
            total_page: 1,
            results: [
              {
                symbol: '600519',
                abbr_name: '贵州茅台',
                date: '2026-04-17',
                price: '1500.00',
                amount: '150000000.00',
                premium_percent: -1.2,
                buyer: '机构专用',
                seller: '某营业部',
              },
            ],
          }),
        },
      ],
    );
    expect(await screen.findByText('成交额 1.50亿元')).toBeTruthy();

    document.body.innerHTML = '';
    renderRoutes(
      '/s/600519/holders_analyse/',
      [{ path: '/s/:symbol/holders_analyse/', element: <HoldersAnalyseScreen /> }],
      [
        {
          path: '/symbols/600519/holders_analyse/',
          reply: () => ({
            symbol: '600519',
            report_date: '2026-03-31',
            holders: [
              { id: 1, name: '中国贵州茅台酒厂', shares: '678000000', percent: 54.0, change: null },
            ],
          }),
        },
      ],
    );
    expect(await screen.findByText('6.78亿')).toBeTruthy();
    expect(screen.getByText('54.00%')).toBeTruthy();
  });
});

describe('static trading pages (spec 001 §2 /funds/faq/, /funds/remittance_notice/)', () => {
  it('FAQ and the remittance notice have no axe violations', async () => {
    renderRoutes('/funds/faq/', [{ path: '/funds/faq/', element: <FundsFaqScreen /> }], []);
    expect(screen.getByRole('heading', { name: '可以撤单吗？' })).toBeTruthy();
    await expectNoAxeViolations();
    document.body.innerHTML = '';
    renderRoutes(
      '/funds/remittance_notice/',
      [{ path: '/funds/remittance_notice/', element: <RemittanceNoticeScreen /> }],
      [],
    );
    expect(screen.getByRole('heading', { name: '网银转账买入步骤' })).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('similar_k_line and holders_shares_history (spec 001 §2)', () => {
  it('lists similar trends with their similarity, and a holder’s shares by report date', async () => {
    renderRoutes(
      '/s/000001/similar_k_line/',
      [{ path: '/s/:symbol/similar_k_line/', element: <SimilarKLineScreen /> }],
      [
        {
          path: '/symbols/funds/000001/similar_k_line/',
          reply: () => [
            { symbol: '110011', abbr_name: '易方达优质精选混合', similarity: 0.92, points: [] },
          ],
        },
      ],
    );
    expect(
      await screen.findByRole('link', { name: /易方达优质精选混合.*相似度 92\.00%/ }),
    ).toHaveAttribute('href', '/s/110011');
    await expectNoAxeViolations();

    document.body.innerHTML = '';
    renderRoutes(
      '/s/600519/holders_shares_history/1/',
      [{ path: '/s/:symbol/holders_shares_history/:id/', element: <HolderSharesHistoryScreen /> }],
      [
        {
          path: '/symbols/600519/holders_shares_history/1/',
          reply: () => [
            { report_date: '2026-03-31', shares: '678000000', percent: 54, change: '-1200000' },
          ],
        },
      ],
    );
    expect(await screen.findByText('6.78亿')).toBeTruthy();
    expect(screen.getByText('-120.00万')).toBeTruthy();
  });
});
