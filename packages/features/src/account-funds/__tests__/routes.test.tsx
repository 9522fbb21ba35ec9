import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { composeAreas, publicRoute, type AreaModule } from '../../app/area';
import { withAppFrame } from '../../app/router';
import { detectClient } from '@jijin/core/navigation';
import { holding000001 } from '../../shared/test/fund-fixtures';
import { renderRoutes } from '../../shared/test/render';
import { accountFundsArea } from '../index';

/** Another area's static page under /accounts/funds/ (the portfolios area's). */
const standIn: AreaModule = {
  id: 'stand-in-portfolios',
  routes: [
    publicRoute('/accounts/funds/funds_portfolios/', async () => ({
      default: () => <h1>组合持仓替身</h1>,
    })),
  ],
};

const browser = detectClient('');
const holdingApi = [{ path: '/funds/fund/fund_info/', reply: () => holding000001() }];

describe("/accounts/funds/:symbol/ does not swallow other areas' pages", () => {
  it('a static route another area declares wins over :symbol, whatever the area order', async () => {
    for (const areas of [
      [accountFundsArea, standIn],
      [standIn, accountFundsArea],
    ]) {
      const { calls, unmount } = renderRoutes(
        '/accounts/funds/funds_portfolios/',
        withAppFrame(composeAreas(areas, browser)),
        holdingApi,
      );
      expect(await screen.findByRole('heading', { name: '组合持仓替身' })).toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/funds/fund/fund_info/')).toEqual([]);
      unmount();
    }
  });

  it('without that area the page is 页面不存在, not a fund lookup answering 基金不存在', async () => {
    const { calls } = renderRoutes(
      '/accounts/funds/funds_portfolios/',
      withAppFrame(accountFundsArea.routes),
      holdingApi,
    );
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/funds/fund/fund_info/')).toEqual([]);
  });

  it('a fund code still opens the holding', async () => {
    const { calls } = renderRoutes(
      '/accounts/funds/000001/',
      withAppFrame(accountFundsArea.routes),
      holdingApi,
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/funds/fund/fund_info/')?.query.get('symbol')).toBe(
        '000001',
      ),
    );
    expect(screen.queryByRole('heading', { name: '页面不存在' })).not.toBeInTheDocument();
  });
});
