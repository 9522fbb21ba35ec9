import { EmptyState, MoneyText } from '@jijin/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { usePrivateFundsIncomeQuery } from '../api';
import { fundIdParam, usePrivateFundName } from '../fund-name';
import s from './screens.module.css';

/**
 * /accounts/private_funds/{id}/income_list/ (spec 001 §2 income_list): the private fund's daily
 * incomes, 20 a page with 加载更多. Empty until a reservation is confirmed.
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
  const [page, setPage] = useState(1);
  const q = usePrivateFundsIncomeQuery({ fund_id: id, page });
  const name = usePrivateFundName(id);
  const rows = q.data?.results ?? [];
  return (
    <section className={s.section} aria-labelledby="pf-income">
      <h2 id="pf-income">{name}</h2>
      <LoadState query={q} empty={q.isSuccess && rows.length === 0 && page === 1}>
        <ul>
          {rows.map((r) => (
            <li key={r.trade_date} className={s.row}>
              <span>{r.trade_date}</span>
              <MoneyText value={r.income_latest} unit="元" signed />
            </li>
          ))}
        </ul>
        {q.data && page < q.data.total_page && (
          <button type="button" className={s.secondary} onClick={() => setPage(page + 1)}>
            加载更多
          </button>
        )}
      </LoadState>
    </section>
  );
}

export default PrivateFundIncomeListScreen;
