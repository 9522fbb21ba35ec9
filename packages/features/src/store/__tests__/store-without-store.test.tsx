import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreIncomeScreen } from '../screens/income-screen';
import { renderRoute } from '../../shared/test/render';

describe('store pages for an investor without a store (a condition, not a failure: spec 000 §3 errors, §8)', () => {
  it('a store page without a store shows 申请开店', async () => {
    renderRoute({
      url: '/store/income/mine/',
      token: 't',
      routes: [{ path: '/store/income/mine/', element: <StoreIncomeScreen /> }],
      handlers: {
        'GET /store/income/mine/': {
          status: 403,
          body: { errors: { detail: ['您还没有开通店铺'] } },
        },
        'GET /store/income/portfolio/': {
          status: 403,
          body: { errors: { detail: ['您还没有开通店铺'] } },
        },
      },
    });
    expect(await screen.findByText('您还没有开通店铺')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申请开店' })).toHaveAttribute('href', '/store/apply/');
    expect(screen.queryByRole('button', { name: /重新加载|重试/ })).not.toBeInTheDocument();
  });
});
