import { EmptyState, ListRow, ListRows, MoneyText } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useGetMyPrivateFundSharesQuery } from '../api';
import { fundIdParam, usePrivateFundName } from '../fund-name';
import s from './screens.module.css';

/**
 * /accounts/private_funds/{id}/shares_info/ (spec 001 §2): the private fund's shares — available
 * (shares_enable) and current — and their worth. Empty until a reservation is confirmed.
 */
export function PrivateFundSharesScreen() {
  const id = fundIdParam(useParams().id);
  return (
    <Page title="份额明细">
      {id === null ? <EmptyState description="请从我的私募进入" /> : <Shares id={id} />}
    </Page>
  );
}

function Shares({ id }: { id: number }) {
  const q = useGetMyPrivateFundSharesQuery({ fund_id: id });
  const name = usePrivateFundName(id);
  const rows = q.data ?? [];
  return (
    <section className={s.section} aria-labelledby="pf-shares">
      <h2 id="pf-shares">{name}</h2>
      <LoadState query={q} empty={q.isSuccess && rows.length === 0}>
        <ListRows label="份额明细" flush>
          {rows.map((r, i) => (
            <ListRow
              key={r.id ?? i}
              title={`可用份额 ${r.shares_enable}`}
              description={`当前份额 ${r.shares_current}`}
              extra={<MoneyText value={r.worth_value} unit="元" />}
            />
          ))}
        </ListRows>
      </LoadState>
    </section>
  );
}

export default PrivateFundSharesScreen;
