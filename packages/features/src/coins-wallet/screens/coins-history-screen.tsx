import { formatDateTime } from '@jijin/core';
import { useCallback } from 'react';
import type { ApiData } from '../../app/api-types';
import { Page } from '../../app/page';
import { useAppDispatch } from '../../app/store';
import { PagedList, usePagedList } from '../../shared/paged-list';
import { coinsWalletApi } from '../../coins-wallet/api';
import s from './coins.module.css';

type CoinRecord = ApiData<'/coins/history/', 'get'>['results'][number];

/** Rewards history page size (spec 001 §9). */
export const COIN_HISTORY_PAGE_SIZE = 50;

/** /coins/history/ (spec 001 §2, §7 Coins): every coin earned and spent, 50 a page. */
export function CoinsHistoryScreen() {
  const dispatch = useAppDispatch();
  const fetchPage = useCallback(
    (page: number, page_size: number) =>
      dispatch(
        coinsWalletApi.endpoints.coinsWalletHistory.initiate(
          { page, page_size },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap(),
    [dispatch],
  );
  const list = usePagedList<CoinRecord>(fetchPage, 'coins', {
    pageSize: COIN_HISTORY_PAGE_SIZE,
    keyOf: (r) => r.id,
  });
  return (
    <Page title="金币明细">
      <PagedList
        list={list}
        label="金币明细"
        emptyText="暂无金币明细"
        itemKey={(r) => r.id}
        render={(r) => (
          <div className={s.row}>
            <div>
              <p className={s.rowTitle}>{r.title}</p>
              <p className={s.rowTime}>{formatDateTime(r.created_at)}</p>
            </div>
            <span className={r.coins > 0 ? s.up : s.down}>
              {r.coins > 0 ? `+${r.coins}` : r.coins}金币
            </span>
          </div>
        )}
      />
    </Page>
  );
}

export default CoinsHistoryScreen;
