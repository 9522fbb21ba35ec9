import { appPaths } from '../../app/routes/index';
import { ListRow, ListRows } from '@jijin/ui';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { isConditionError } from '../../shared/errors';
import { NextStep, QueryState } from '../../shared/query-state';
import { useGetMyStoreIncomeQuery, useListStorePortfolioIncomeQuery } from '../api';
import { STORE_INCOME_ROWS_PAGE_SIZE } from '../page-sizes';
import { Actions, Kv, Note, Section, blocks as s } from '../../shared/blocks';
import { Yuan } from '../components/store-bits';

/** /store/income/mine/: advisory-fee income accrued daily from holders' manage_fare. */
export function StoreIncomeScreen() {
  const q = useGetMyStoreIncomeQuery();
  const rows = useListStorePortfolioIncomeQuery({ page_size: STORE_INCOME_ROWS_PAGE_SIZE });
  return (
    <Page title="店铺收入">
      <QueryState query={q} next={<NextStep to={appPaths.storeApply()}>申请开店</NextStep>}>
        {(inc) => (
          <Section title="投顾服务费收入">
            <Kv
              items={[
                ['累计收入', <Yuan key="t" v={inc.income_total} />],
                ['本月收入', <Yuan key="m" v={inc.income_month} />],
                ['可提现', <Yuan key="w" v={inc.withdrawable} />],
                ['已提现', <Yuan key="d" v={inc.withdrawn} />],
              ]}
            />
            <Actions>
              <Link className={s.link} to={appPaths.storeIncomeWithdraw()}>
                提现
              </Link>
              <Link className={s.link} to={appPaths.storeIncomeForecast()}>
                收入预估
              </Link>
            </Actions>
          </Section>
        )}
      </QueryState>
      {!isConditionError(q.error) && (
        <Section title="每日收入">
          <LoadState query={rows} empty={!rows.isLoading && !rows.data?.results.length}>
            <ListRows label="每日收入" flush>
              {(rows.data?.results ?? []).map((r) => (
                <ListRow
                  key={r.trade_date}
                  title={r.trade_date}
                  extra={<Yuan v={r.income_latest} />}
                />
              ))}
            </ListRows>
          </LoadState>
        </Section>
      )}
      <Note>
        持有人持有您的组合期间，每日按持仓市值 × 年投顾费率 ÷ 365 计提服务费，计入店铺收入。
      </Note>
    </Page>
  );
}

export default StoreIncomeScreen;
