// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { TopicScreen } from '../../portfolios/screens/topic-screen';
import { HoldingsScreen } from '../../portfolios/screens/holdings-screen';
import { holding, portfolio } from './fixtures';

const page = <T,>(results: T[]) => ({
  current_page: 1,
  total_count: results.length,
  total_page: 1,
  results,
});

describe('portfolio lists are list cells (spec 001 §2 Fund portfolios, §3 Portfolio)', () => {
  it('shows each portfolio of a topic with its risk level, maximum drawdown and its return red up / green down with the NAV date, and opens it', async () => {
    const user = userEvent.setup();
    const down = portfolio({
      id: 12,
      name: '债券示例',
      investment_risk: 2,
      recommend_percent_value: -2.5,
      recommend_percent_display: '近一年收益',
      max_drawdown: 3.21,
      is_example: true,
    });
    const r = renderRoute({
      url: '/portfolio/topics/',
      routes: [
        { path: '/portfolio/topics/', element: <TopicScreen /> },
        { path: '/p/:id', element: <p>组合页</p> },
      ],
      handlers: {
        'GET /portfolio/topics/': {
          body: [{ title: '投顾组合', code: 'xds', portfolios: [portfolio(), down] }],
        },
        'GET /portfolio/recommend/': { body: page([]) },
      },
    });
    const list = await screen.findByRole('list', { name: '投顾组合' });
    const [up, second] = within(list).getAllByRole('listitem');
    expect(within(up!).getByRole('link', { name: '三基金示例' })).toHaveAttribute('href', '/p/11');
    expect(up).toHaveTextContent('最大回撤 0.50%');
    expect(up).toHaveTextContent('成立以来收益（04-20）');
    expect(within(up!).getByText('+1.23%').getAttribute('style') ?? '').toContain('--jj-up');
    expect(second).toHaveTextContent('最大回撤 3.21%');
    // The server's is_example flag, not the absence of an owner, puts the one 示例 tag.
    expect(within(second!).getByText('示例')).toBeInTheDocument();
    expect(within(up!).queryByText('示例')).toBeNull();
    expect(second).toHaveTextContent('近一年收益（04-20）');
    expect(within(second!).getByText('-2.50%').getAttribute('style') ?? '').toContain('--jj-down');
    await expectNoSeriousAxeViolations(r.container);
    await user.click(within(second!).getByRole('link', { name: /^债券示例/ }));
    expect(r.location()).toBe('/p/12');
  });

  it('lists the held portfolios with worth, yesterday’s income with its NAV date and the risk level', async () => {
    const r = renderRoute({
      url: '/accounts/funds/funds_portfolios/',
      routes: [{ path: '/accounts/funds/funds_portfolios/', element: <HoldingsScreen /> }],
      handlers: {
        'GET /funds/fund_portfolios/mine/': {
          body: {
            worth_value: '7003.20',
            income_latest: '3.20',
            income_total: '3.20',
            trade_date: '2026-04-20',
            results: [holding({ income_latest: '-1.10' })],
          },
        },
      },
      token: 't',
    });
    const list = await screen.findByRole('list', { name: '持有组合' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByRole('link', { name: '三基金示例' })).toHaveAttribute(
      'href',
      '/accounts/funds/funds_portfolios/11/',
    );
    expect(row).toHaveTextContent('7,003.20元');
    expect(row).toHaveTextContent('昨日收益（04-20） -1.10');
    expect(within(row!).getByText('-1.10').getAttribute('style')).toContain('--jj-down');
    expect(within(row!).getByText('+3.20').getAttribute('style')).toContain('--jj-up');
    expect(row).toHaveTextContent('中高风险');
    await expectNoSeriousAxeViolations(r.container);
  });
});
