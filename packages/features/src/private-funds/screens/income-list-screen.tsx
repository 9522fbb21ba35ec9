import { INCOME_LIST_PAGE_SIZE } from '../../shared/constants';
import { EmptyState, ListRow, ListRows, MoneyText } from '@jijin/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useListPrivateFundIncomeQuery } from '../api';
import { fundIdParam, usePrivateFundName } from '../fund-name';
import s from './screens.module.css';

/**
 * /accounts/private_funds/{id}/income_list/ (spec 001 §2 income_list): the private fund's daily
 * incomes, 30 a page (spec 001 §9 income list page size); 加载更多 appends the next page below
 * the ones shown (spec 000 §3 Pager: page 1 replaces, later pages append). Empty until a
 * reservation is confirmed.
 */
export function PrivateFundIncomeListScreen() {
  const id = fundIdParam(useParams().id);
  return (
    <Page title="收益明细">
      {id === null ? <EmptyState description="请从我的私募进入" /> : <Incomes id={id} />}
    </Page>
  );
}

function Incomes({ id }: { id: number }) {
  const [pages, setPages] = useState(1);
  const q = useListPrivateFundIncomeQuery({
    fund_id: id,
    page: 1,
    page_size: INCOME_LIST_PAGE_SIZE,
  });
  const name = usePrivateFundName(id);
  const rows = q.data?.results ?? [];
  return (
    <section className={s.section} aria-labelledby="pf-income">
      <h2 id="pf-income">{name}</h2>
      <LoadState query={q} empty={q.isSuccess && rows.length === 0}>
        <ListRows label="收益明细" flush>
          {Array.from({ length: pages }, (_, i) => (
            <IncomePage key={i + 1} id={id} page={i + 1} />
          ))}
        </ListRows>
        <MoreButton id={id} page={pages} onMore={() => setPages(pages + 1)} />
      </LoadState>
    </section>
  );
}

/** The rows of one page, appended after the pages before it. */
function IncomePage({ id, page }: { id: number; page: number }) {
  const q = useListPrivateFundIncomeQuery({ fund_id: id, page, page_size: INCOME_LIST_PAGE_SIZE });
  return (
    <>
      {(q.data?.results ?? []).map((r) => (
        <ListRow
          key={r.trade_date}
          title={r.trade_date}
          extra={<MoneyText value={r.income_latest} unit="元" signed />}
        />
      ))}
    </>
  );
}

/** 加载更多 while the last page shown is not the last page (spec 000 §4: next refused on the last). */
function MoreButton({ id, page, onMore }: { id: number; page: number; onMore: () => void }) {
  const q = useListPrivateFundIncomeQuery({ fund_id: id, page, page_size: INCOME_LIST_PAGE_SIZE });
  if (!q.data || page >= q.data.total_page) return null;
  return (
    <button type="button" className={s.secondary} onClick={onMore}>
      加载更多
    </button>
  );
}

export default PrivateFundIncomeListScreen;
