import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { sharedApi } from '../../shared/api';
import { fakeServices } from '../../shared/test/fake-api';
import { fundsApi } from '../api';

const trade = { id: 9, status: 1 };

describe('cache tags across areas (each area adds its own tags; shared state has one owner)', () => {
  it('a buy refetches the assets, holdings, trades and income other areas show (Shared* tags)', async () => {
    const { services, api } = fakeServices({
      token: 't',
      handlers: {
        'GET /funds/assets/mine/': { body: { total_assets: '0.00' } },
        'GET /funds/fund/shares_info/': { body: [] },
        'POST /funds/buy/': { body: trade },
      },
    });
    const store = makeStore(services);
    const assets = store.dispatch(sharedApi.endpoints.getMyAssets.initiate());
    const shares = store.dispatch(
      sharedApi.endpoints.getMyFundShares.initiate({ symbol: '000001' }),
    );
    await assets;
    await shares;
    expect(api.callsTo('GET /funds/assets/mine/')).toHaveLength(1);

    await store
      .dispatch(
        fundsApi.endpoints.buyFund.initiate({
          body: { symbol: '000001', amount: '100.00', bank_card_id: 1, password: '123456' },
          idempotencyKey: 'attempt-0001',
        }),
      )
      .unwrap();

    await waitFor(() => expect(api.callsTo('GET /funds/assets/mine/')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET /funds/fund/shares_info/')).toHaveLength(2));
    expect(api.callsTo('POST /funds/buy/')[0]?.headers.get('Idempotency-Key')).toBe('attempt-0001');
    assets.unsubscribe();
    shares.unsubscribe();
  });

  it("following a fund refetches the funds area's own fund (FundsFund), not the assets", async () => {
    const { services, api } = fakeServices({
      token: 't',
      handlers: {
        'GET /funds/assets/mine/': { body: { total_assets: '0.00' } },
        'GET /symbols/funds/000001/': { body: { symbol: '000001', followed: false } },
        'POST /symbols/7/follow/': { body: { followed: true } },
      },
    });
    const store = makeStore(services);
    const assets = store.dispatch(sharedApi.endpoints.getMyAssets.initiate());
    const fund = store.dispatch(fundsApi.endpoints.getFund.initiate({ symbol: '000001' }));
    await assets;
    await fund;
    await store
      .dispatch(fundsApi.endpoints.fundsFollow.initiate({ id: 7, symbol: '000001', follow: true }))
      .unwrap();
    await waitFor(() => expect(api.callsTo('GET /symbols/funds/000001/')).toHaveLength(2));
    expect(api.callsTo('POST /symbols/7/follow/')).toHaveLength(1);
    expect(api.callsTo('GET /funds/assets/mine/')).toHaveLength(1);
    assets.unsubscribe();
    fund.unsubscribe();
  });
});
