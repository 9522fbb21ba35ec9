import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortfolioSellScreen } from '../screens/sell-screen';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { renderRoute } from '../../shared/test/render';

describe('/p/{id}/sell/ for a portfolio not held (a condition, not a failure: spec 000 §3 errors, §8)', () => {
  it('selling a portfolio not held shows the server’s words and 去买入, no 加载失败 or 重新加载', async () => {
    renderRoute({
      url: '/p/7/sell/',
      token: 't',
      routes: [{ path: '/p/:id/sell/', element: <PortfolioSellScreen /> }],
      handlers: {
        'GET /funds/fund_portfolios/7/': {
          status: 404,
          body: { errors: { detail: ['您未持有该组合'] } },
        },
      },
    });
    expect(await screen.findByText('您未持有该组合')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去买入' })).toHaveAttribute('href', '/p/7/buy/');
    expect(screen.queryByRole('button', { name: /重新加载|重试/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/加载失败/)).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });
});
