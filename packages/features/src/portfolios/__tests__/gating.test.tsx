// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { HoldingScreen } from '../../portfolios/screens/holding-screen';
import { PortfolioDetailScreen } from '../../portfolios/screens/portfolio-detail-screen';
import { holding, portfolio } from './fixtures';
import type { Schemas } from '../../app/api-types';

type Flags = Pick<Schemas['Portfolio'], 'allow_trade' | 'allow_buy' | 'allow_sell'>;

function renderHolding(flags: Flags, allowSell = true) {
  return renderRoute({
    url: '/accounts/funds/funds_portfolios/11/',
    routes: [{ path: '/accounts/funds/funds_portfolios/:id/', element: <HoldingScreen /> }],
    handlers: {
      'GET /funds/fund_portfolios/11/': {
        body: holding({ allow_sell: allowSell, fund_portfolio: portfolio(flags) }),
      },
    },
    token: 't',
  });
}

function renderDetail(flags: Flags) {
  return renderRoute({
    url: '/p/11',
    routes: [{ path: '/p/:id', element: <PortfolioDetailScreen /> }],
    handlers: { 'GET /portfolio/11/': { body: portfolio(flags) } },
    token: 't',
  });
}

describe('portfolio gating on the holding page (spec 001 §4 Portfolio position gating)', () => {
  it('spec 001 §4: buying not allowed disables 买入 as 暂停买入; 卖出 stays', async () => {
    renderHolding({ allow_trade: true, allow_buy: false, allow_sell: true });
    expect(await screen.findByRole('button', { name: '暂停买入' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '卖出' })).toBeEnabled();
  });

  it('spec 001 §4: selling not allowed disables 卖出 as 暂停卖出 and hides each fund’s 卖出', async () => {
    renderHolding({ allow_trade: true, allow_buy: true, allow_sell: false });
    expect(await screen.findByRole('button', { name: '暂停卖出' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '买入' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '卖出华夏成长混合' })).toBeNull();
  });

  it('spec 001 §3: the holding’s own allow_sell false disables 卖出 as 暂停卖出', async () => {
    renderHolding({ allow_trade: true, allow_buy: true, allow_sell: true }, false);
    expect(await screen.findByRole('button', { name: '暂停卖出' })).toBeDisabled();
  });

  it('spec 001 §4: trading not allowed turns both off as 暂停交易', async () => {
    renderHolding({ allow_trade: false, allow_buy: true, allow_sell: true });
    const buttons = await screen.findAllByRole('button', { name: '暂停交易' });
    expect(buttons).toHaveLength(2);
    for (const b of buttons) expect(b).toBeDisabled();
  });
});

describe('portfolio gating on /p/{id} (spec 001 §4 Portfolio position gating)', () => {
  it('spec 001 §4: buying and selling both suspended read 暂停卖出 and 暂停买入, each on its own button', async () => {
    renderDetail({ allow_trade: true, allow_buy: false, allow_sell: false });
    const bar = await screen.findByRole('group', { name: '交易' });
    expect(within(bar).getByRole('button', { name: '暂停卖出' })).toBeDisabled();
    expect(within(bar).getByRole('button', { name: '暂停买入' })).toBeDisabled();
  });
});

describe('a portfolio without its risk (spec 001 §3 Portfolio investment_risk default 5, §9)', () => {
  it('spec 001 §9: shows the default level 5, not 未知', async () => {
    renderRoute({
      url: '/p/11',
      routes: [{ path: '/p/:id', element: <PortfolioDetailScreen /> }],
      handlers: {
        'GET /portfolio/11/': { body: { ...portfolio(), investment_risk: null } as never },
      },
      token: 't',
    });
    await screen.findByRole('group', { name: '交易' });
    const badge = document.querySelector('.jj-risk')!;
    expect(badge.getAttribute('data-level')).toBe('5');
    expect(badge.textContent).not.toContain('未知');
  });
});
