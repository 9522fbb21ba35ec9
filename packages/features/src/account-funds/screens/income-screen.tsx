import { formatDate } from '@jijin/core';
import { ListRow, MoneyText } from '@jijin/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import type { IncomeRow } from '@jijin/core/api';
import { PagedList } from '../../shared/paged-list';
import { useListMyIncomePagesInfiniteQuery } from '../../shared/api';
import { useListFundIncomePagesInfiniteQuery } from '../api';
import { PagedRow } from '../../shared/blocks';

const byTradeDate = (r: IncomeRow) => r.trade_date;

/**
 * /accounts/funds/income/ (all funds) and /accounts/funds/{symbol}/income_list/ (one fund): daily
 * income, 30 a page from page 1 (spec 001 §9), red up / green down.
 */
export function IncomeScreen() {
  const { symbol } = useParams();
  const fund = useListFundIncomePagesInfiniteQuery(symbol ? { page_size: 30, symbol } : skipToken);
  const all = useListMyIncomePagesInfiniteQuery(symbol ? skipToken : { page_size: 30 });
  return (
    <Page title="收益明细">
      <PagedList
        query={symbol ? fund : all}
        keyOf={byTradeDate}
        label="每日收益"
        emptyText="暂无收益记录"
        itemKey={(r) => r.trade_date}
        render={(r) => (
          <PagedRow>
            <ListRow
              title={formatDate(r.trade_date)}
              extra={<MoneyText value={r.income_latest} signed />}
            />
          </PagedRow>
        )}
      />
    </Page>
  );
}

export default IncomeScreen;
