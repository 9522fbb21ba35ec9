// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startRoute } from '../../app/area';
import type { AppDispatch } from '../../app/store';
import { startFundDetail } from '../route-starts';
import { fundsArea } from '../index';
import { BuyScreen } from '../screens/buy-screen';
import { FundDetailScreen } from '../screens/fund-detail-screen';
import { renderRoutes } from '../../shared/test/render';
import type { FakeRoute } from '../../shared/test/fake-api';
import { fund000001, icbcCard, riskProfile } from '../../shared/test/fund-fixtures';

// jsdom has no canvas: the chart is not what these tests read.
vi.mock('@jijin/ui/charts', () => ({ NetValueChart: () => <div role="img" aria-label="走势" /> }));

const answers: FakeRoute[] = [
  { path: '/symbols/funds/000001/', reply: () => fund000001() },
  { path: '/symbols/funds/000001/net_history/', reply: () => [] },
  { path: '/symbols/funds/000001/asset_conf/', reply: () => null },
  { path: '/symbols/funds/000001/achievement_rank/', reply: () => [] },
  { path: '/accounts/bank_cards/mine/', reply: () => [icbcCard()] },
  { path: '/coupons/available/', reply: () => [] },
  { path: '/funds/investment_risk/mine/', reply: () => riskProfile() },
  { path: '/accounts/settings/', reply: () => ({ open_account_step: 'done' }) },
  { path: '/symbols/funds/000001/fare_ratio/', reply: () => ({ fund: {}, buy: [], sell: [] }) },
];

/** `METHOD path?query` of every call, in order. */
const sent = (calls: { method: string; path: string; query: URLSearchParams }[]) =>
  calls.map((c) => `${c.method} ${c.path}${c.query.size ? `?${c.query}` : ''}`);

const DETAIL_CALLS = [
  'GET /symbols/funds/000001/',
  'GET /symbols/funds/000001/achievement_rank/',
  'GET /symbols/funds/000001/asset_conf/',
  'GET /symbols/funds/000001/net_history/?period=y',
];

const BUY_CALLS = [
  'GET /accounts/bank_cards/mine/',
  'GET /accounts/settings/',
  'GET /coupons/available/?fund_info=000001',
  'GET /funds/investment_risk/mine/',
  'GET /symbols/funds/000001/',
  'GET /symbols/funds/000001/fare_ratio/',
];

/** Opens `url` with the funds routes started before the first render, with or without its screen. */
function open(url: string, path: string, element: ReactElement | null, loggedIn: boolean) {
  return renderRoutes(url, element ? [{ path, element }] : [], answers, {
    loggedIn,
    beforeRender: (store) => startRoute(fundsArea.routes, url, store.dispatch, loggedIn),
  });
}

describe("the funds routes' starts", () => {
  it('/s/{symbol} starts the fund, its 近1年 history and its allocation by itself', async () => {
    const { calls } = open('/s/000001', '/s/:symbol', null, false);
    await waitFor(() => expect(sent(calls).sort()).toEqual(DETAIL_CALLS));
  });

  it('/s/{symbol}: the detail finds them and asks nothing again', async () => {
    const { calls } = open('/s/000001', '/s/:symbol', <FundDetailScreen />, false);
    await screen.findByRole('img', { name: '走势' });
    await screen.findByRole('heading', { name: '资产配置' });
    expect(sent(calls).sort()).toEqual(DETAIL_CALLS);
  });

  it('/s/{symbol}/buy/ logged in starts the six first requests by itself', async () => {
    const { calls } = open('/s/000001/buy/', '/s/:symbol/buy/', null, true);
    await waitFor(() => expect(sent(calls).sort()).toEqual(BUY_CALLS));
  });

  it('/s/{symbol}/buy/: the buy screen finds them and asks nothing again', async () => {
    const { calls } = open('/s/000001/buy/', '/s/:symbol/buy/', <BuyScreen />, true);
    await screen.findByRole('textbox', { name: /买入金额/ });
    expect(sent(calls).sort()).toEqual(BUY_CALLS);
  });

  it('a stock code under /s/ starts no fund request (the screen redirects it)', () => {
    const dispatch = vi.fn() as unknown as AppDispatch;
    startFundDetail('SH600519', dispatch);
    startFundDetail('sz000001', dispatch);
    expect(dispatch).not.toHaveBeenCalled();
    startFundDetail('000001', dispatch);
    expect(dispatch).toHaveBeenCalledTimes(4);
  });
});
