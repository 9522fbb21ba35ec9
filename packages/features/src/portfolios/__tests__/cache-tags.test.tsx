// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portfoliosApi } from '../../portfolios/api';
import { renderRoute } from '../../shared/test/render';
import { holding, order, portfolio } from './fixtures';

const { endpoints } = portfoliosApi;

/** The store over fake answers for portfolio 11, its holding and the calls that change them. */
function setUp() {
  return renderRoute({
    url: '/',
    routes: [{ path: '/', element: <p>空</p> }],
    handlers: {
      'GET /portfolio/11/': { body: portfolio() },
      'POST /portfolio/11/follow/': { body: { followed: true } },
      'POST /portfolio/11/unfollow/': { body: { followed: false } },
      'GET /portfolio/following/': {
        body: { current_page: 1, total_count: 0, total_page: 1, results: [] },
      },
      'GET /funds/fund_portfolios/11/': { body: holding() },
      'POST /funds/fund_portfolios/sell/': { body: order() },
      'GET /portfolio/advisor_investment_risk_questions/mine/': { body: { risk_type: 3 } },
      'POST /portfolio/advisor_investment_risk_questions/answer/': { body: { risk_type: 4 } },
    },
    token: 't',
  });
}

describe('the generated portfolio endpoints keep the area’s cache (spec 001 §7 Portfolio funds)', () => {
  it('spec 001 §7: a sell sends its Idempotency-Key and trade password, then the holding is read again', async () => {
    const r = setUp();
    r.store.dispatch(endpoints.getMyPortfolio.initiate({ id: 11 }));
    await waitFor(() => expect(r.api.callsTo('GET /funds/fund_portfolios/11/')).toHaveLength(1));

    await r.store.dispatch(
      endpoints.sellPortfolio.initiate({
        body: { fund_portfolio_id: 11, bank_card_id: 1, amount: '100.00', password: '135790' },
        idempotencyKey: 'sell-attempt-1',
      } as never),
    );

    const post = r.api.callsTo('POST /funds/fund_portfolios/sell/')[0]!;
    expect(post.headers.get('Idempotency-Key')).toBe('sell-attempt-1');
    expect(post.body).toMatchObject({ password: '135790' });
    await waitFor(() => expect(r.api.callsTo('GET /funds/fund_portfolios/11/')).toHaveLength(2));
  });

  it('spec 001 §4 Follow button: following and unfollowing read the portfolio and the follows again', async () => {
    const r = setUp();
    r.store.dispatch(endpoints.getPortfolio.initiate({ id: 11 }));
    r.store.dispatch(endpoints.listFollowingPortfolios.initiate({ page: 1, page_size: 100 }));
    await waitFor(() => expect(r.api.callsTo('GET /portfolio/following/')).toHaveLength(1));

    await r.store.dispatch(endpoints.followPortfolio.initiate({ id: 11 }));
    await waitFor(() => expect(r.api.callsTo('GET /portfolio/11/')).toHaveLength(2));
    await waitFor(() => expect(r.api.callsTo('GET /portfolio/following/')).toHaveLength(2));

    await r.store.dispatch(endpoints.unfollowPortfolio.initiate({ id: 11 }));
    await waitFor(() => expect(r.api.callsTo('GET /portfolio/11/')).toHaveLength(3));
    expect(r.api.callsTo('POST /portfolio/11/unfollow/')).toHaveLength(1);
  });

  it('spec 001 §5 Portfolio risk test: an answer reads that portfolio’s result again', async () => {
    const r = setUp();
    r.store.dispatch(endpoints.getMyAdvisorRisk.initiate({ portfolio: 11 }));
    const mine = 'GET /portfolio/advisor_investment_risk_questions/mine/';
    await waitFor(() => expect(r.api.callsTo(mine)).toHaveLength(1));

    await r.store.dispatch(
      endpoints.answerAdvisorRiskQuestions.initiate({
        body: { portfolio: 11, answer: [] },
      } as never),
    );

    await waitFor(() => expect(r.api.callsTo(mine)).toHaveLength(2));
    expect(r.api.callsTo(mine)[1]!.query.get('portfolio')).toBe('11');
  });
});
