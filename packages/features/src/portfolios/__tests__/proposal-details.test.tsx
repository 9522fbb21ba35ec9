// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { portfoliosArea } from '../index';
import { portfolio } from './fixtures';

describe('/funds/proposal/details/{id}/ (spec 001 §2 Fund trading, §5 Fund proposal)', () => {
  it('spec 001 §2: the route exists and lists the proposal’s funds with their positions adding to 100 %; no serious axe violation', async () => {
    renderRoute({
      url: '/funds/proposal/details/11/',
      routes: portfoliosArea.routes,
      handlers: { 'GET /portfolio/11/': { body: portfolio() } },
      token: 't',
    });
    const list = await screen.findByRole('list', { name: '方案中的基金' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '华夏成长混合（000001）40%',
      '华夏聚利债券A（000014）30%',
      '民生加银鑫享债券A（003382）30%',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/s/000001');
    expect(screen.getByRole('button', { name: '买入' })).toBeEnabled();
    await expectNoSeriousAxeViolations();
  });
});

describe('/p/{id}/rebalance_compare/?bankCardId[&shares] (spec 001 §2 Fund portfolios)', () => {
  it('spec 001 §2: sends the address’s shares with the compare call', async () => {
    const r = renderRoute({
      url: '/p/11/rebalance_compare/?bankCardId=3&shares=1000.50',
      routes: portfoliosArea.routes,
      handlers: {
        'GET /funds/fund_portfolios/rebalance/compare/': {
          body: { fund_portfolio_id: 11, rows: [] },
        },
      },
      token: 't',
    });
    await waitFor(() =>
      expect(r.api.callsTo('GET /funds/fund_portfolios/rebalance/compare/')).toHaveLength(1),
    );
    const q = r.api.callsTo('GET /funds/fund_portfolios/rebalance/compare/')[0]!.query;
    expect(q.get('bank_card_id')).toBe('3');
    expect(q.get('shares')).toBe('1000.50');
  });
});
