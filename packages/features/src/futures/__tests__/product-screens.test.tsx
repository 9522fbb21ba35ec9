// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { ProductsScreen } from '../../futures/screens/products-screen';
import { ProductScreen } from '../../futures/screens/product-screen';
import { ReviewsScreen } from '../../futures/screens/reviews-screen';
import { InstrumentScreen } from '../../futures/screens/instrument-screen';
import type { FakeCall } from '../../shared/test/fake-api';
import { CU, IF, IF2606, page } from './fixtures';

// jsdom has no canvas: ui's lazy echarts K line stands in as a labelled image.
vi.mock('@jijin/ui/charts', () => ({
  KLineChart: (p: { points: { date: string; close: number }[] }) => (
    <div role="img" aria-label={`日K线，最新收盘${p.points[p.points.length - 1]?.close}`} />
  ),
}));

const products = (call: FakeCall) => {
  const t = call.query.get('product_type');
  return { body: page(t === 'commodity' ? [CU] : t === 'financial' ? [IF] : []) };
};

describe('futures products (spec 001 §7 Futures: products, ?product_type=, reviews)', () => {
  it('lists commodity futures with contract size and the exchange minimum margin, and switches type', async () => {
    const r = renderRoute({
      url: '/futures/products/',
      routes: [{ path: '/futures/products/', element: <ProductsScreen /> }],
      handlers: { 'GET /futures/products/': products },
    });
    const link = await screen.findByRole('link', { name: /铜期货/ });
    expect(link.getAttribute('href')).toBe('/futures/products/8/?product_type=commodity');
    const row = link.closest<HTMLElement>('[role="listitem"]')!;
    expect(within(row).getByText('5吨/手')).toBeTruthy();
    expect(within(row).getByText('保证金≥5%')).toBeTruthy();
    await expectNoSeriousAxeViolations();
    await userEvent.click(screen.getByText('资管产品'));
    expect(await screen.findByText('暂无资管产品')).toBeTruthy();
    expect(r.location()).toBe('/futures/products/?product_type=asset_management');
    expect(r.api.callsTo('GET /futures/products/').at(-1)!.query.get('product_type')).toBe(
      'asset_management',
    );
  });

  it('shows a product’s specification and its listed contracts, each opening its instrument', async () => {
    const r = renderRoute({
      url: '/futures/products/1/?product_type=financial',
      routes: [{ path: '/futures/products/:id/', element: <ProductScreen /> }],
      handlers: { 'GET /futures/products/1/': { body: { ...IF, instruments: [IF2606] } } },
    });
    expect(await screen.findByText('每点300元')).toBeTruthy();
    expect(screen.getByText(/合约价值的8%（交易所最低标准/)).toBeTruthy();
    expect(screen.getByText('09:30-11:30')).toBeTruthy();
    expect(r.api.callsTo('GET /futures/products/1/')[0]!.query.get('product_type')).toBe(
      'financial',
    );
    const contract = screen.getByRole('link', { name: /沪深300股指2606/ });
    const row = contract.closest<HTMLElement>('[role="listitem"]')!;
    expect(within(row).getByText('暂无行情')).toBeTruthy();
    expect(within(row).getByText('最后交易日 2026-06-22')).toBeTruthy();
    await expectNoSeriousAxeViolations();
    await userEvent.click(contract);
    expect(r.location()).toBe('/futures/instruments/12606/');
  });

  it('shows 请求的数据不存在 as an empty state, with no retry, for a product that does not exist (§8)', async () => {
    renderRoute({
      url: '/futures/products/99/',
      routes: [{ path: '/futures/products/:id/', element: <ProductScreen /> }],
      handlers: {
        'GET /futures/products/99/': {
          status: 404,
          body: { errors: { detail: ['请求的数据不存在'] } },
        },
      },
    });
    // A 404 with `errors` is a condition, not a failure: asking again cannot change it
    // (features/src/shared/errors.ts isConditionError).
    expect(await screen.findByText('请求的数据不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('shows the honest empty state when there are no product reviews', async () => {
    const r = renderRoute({
      url: '/futures/product_reviews/?product_id=8',
      routes: [{ path: '/futures/product_reviews/', element: <ReviewsScreen /> }],
      handlers: { 'GET /futures/product_reviews/': { body: page([]) } },
    });
    expect(await screen.findByText('暂无产品点评')).toBeTruthy();
    expect(r.api.callsTo('GET /futures/product_reviews/')[0]!.query.get('product_id')).toBe('8');
    await expectNoSeriousAxeViolations();
  });

  it('lists reviews as plain text when there are some', async () => {
    renderRoute({
      url: '/futures/product_reviews/',
      routes: [{ path: '/futures/product_reviews/', element: <ReviewsScreen /> }],
      handlers: {
        'GET /futures/product_reviews/': {
          body: page([
            {
              id: 1,
              product_id: 8,
              title: '点评标题',
              content: '<b>正文</b>',
              publish_at: '2026-04-20T10:00:00+08:00',
            },
          ]),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: '点评标题' })).toBeTruthy();
    expect(screen.getByText('<b>正文</b>')).toBeTruthy();
  });
});

describe('a futures instrument (spec 001 §7 Futures: quote, K line, contract size, margin, hours)', () => {
  const routes = [{ path: '/futures/instruments/:id/', element: <InstrumentScreen /> }];

  it('shows the specification and an empty quote state — no K line — when there are no prices', async () => {
    renderRoute({
      url: '/futures/instruments/12606/',
      routes,
      handlers: { 'GET /futures/instruments/12606/': { body: IF2606 } },
    });
    const spec = await screen.findByRole('region', { name: '合约规格' });
    for (const text of ['每点300元', '300', '0.2指数点', '2026-06', '2026-06-22', '13:00-15:00'])
      expect(within(spec).getByText(text)).toBeTruthy();
    expect(within(spec).getByText(/合约价值的8%/)).toBeTruthy();
    expect(screen.getByText('暂无行情')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '日K线' })).toBeNull();
    expect(screen.queryByRole('img', { name: /日K线/ })).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('shows the quote and the K line when the instrument has prices', async () => {
    renderRoute({
      url: '/futures/instruments/12606/',
      routes,
      handlers: {
        'GET /futures/instruments/12606/': {
          body: {
            ...IF2606,
            price: '3900.2',
            percent_day: -1.25,
            price_date: '2026-04-17',
            k_line: [
              { date: '2026-04-16', open: '3950', high: '3960', low: '3920', close: '3950.0' },
              { date: '2026-04-17', open: '3950', high: '3951', low: '3890', close: '3900.2' },
            ],
          },
        },
      },
    });
    expect(await screen.findByText('3900.2')).toBeTruthy();
    expect(screen.getByText('-1.25%')).toBeTruthy();
    expect(screen.getByRole('img', { name: '日K线，最新收盘3900.2' })).toBeTruthy();
    expect(screen.queryByText('暂无行情')).toBeNull();
    await waitFor(() => expect(screen.getByRole('region', { name: '日K线' })).toBeTruthy());
  });

  it('answers an expired contract with 请求的数据不存在 (§8 missing quote data)', async () => {
    renderRoute({
      url: '/futures/instruments/12604/',
      routes,
      handlers: {
        'GET /futures/instruments/12604/': {
          status: 404,
          body: { errors: { detail: ['请求的数据不存在'] } },
        },
      },
    });
    expect((await screen.findAllByText('请求的数据不存在')).length).toBeGreaterThan(0);
  });
});
