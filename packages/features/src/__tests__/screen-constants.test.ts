import { describe, expect, it } from 'vitest';
import * as accountFunds from '../account-funds/constants';
import * as aiChat from '../ai-chat/constants';
import * as funds from '../funds/constants';
import * as managers from '../managers/constants';
import * as portfolios from '../portfolios/constants';
import * as research from '../research/constants';
import * as shared from '../shared/constants';

// The screens' page sizes and display numbers of spec 001 §9 live in the app, not in @jijin/core
// (core README "What stays in core"): each holds the spec's value.
describe('the H5 screens’ display constants (spec 001 §2, §4, §9)', () => {
  it('shared: page sizes and the coupon list height', () => {
    expect({ ...shared }).toEqual({
      COUPON_LIST_MAX_HEIGHT_PX: 470,
      COMPANY_LIST_PAGE_SIZE: 200,
      COMPANY_LIST_SORT: '-assets_total',
      SEARCH_SYMBOLS_PAGE_SIZE: 5,
      SEARCH_SYMBOLS_TYPE: 3,
      INCOME_LIST_PAGE_SIZE: 30,
      FUND_FOLLOWING_PAGE_SIZE: 10000,
      RECOMMEND_PORTFOLIOS_PAGE_SIZE: 3,
    });
  });

  it('each area: its own', () => {
    expect(funds.DEFAULT_FUND_LIST_QUERY).toEqual({
      allow_trade: 1,
      page: 1,
      page_size: 20,
      sort: '-percent_year',
      type: 'all',
    });
    expect(aiChat.AI_PROFIT_LOSS_GROUPS).toBe(3);
    expect({ ...managers }).toEqual({
      ASSESSMENT_LOADING_MIN_MS: 2500,
      MANAGER_LIST_MAX_TAGS: 3,
      MANAGER_RECOMMEND_PAGE_SIZE: 10,
    });
    expect(accountFunds.DIVI_TYPE_CHANGE_RETURN_MS).toBe(1500);
    expect({ ...portfolios }).toEqual({
      DEFAULT_TOPIC: 'xds',
      DETAILED_POSITIONS_PAGE_SIZE: 5,
      NETVALUE_CHART_POINTS: 365,
      NETVALUE_HISTORY_PAGE_SIZE: 20,
    });
    expect({ ...research }).toEqual({
      ASSET_HISTORY_PAGE_SIZE: 100,
      FUND_STYLE_HISTORY_PAGE_SIZE: 240,
      HOLDER_STRUCTURE_PAGE_SIZE: 1000,
      HOLDER_ATLAS: { maxStocks: 4, viewAllOver: 5 },
      MARKET_POLL_MS: 5000,
      RECOMMEND_STATUSES_PAGE_SIZE: 10,
    });
  });
});
