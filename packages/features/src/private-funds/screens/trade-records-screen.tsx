import { EmptyState, ListRow, ListRows, MoneyText, TradeStatusTag } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { PRIVATE_FUND_TRADES_QUERY, useListPrivateFundTradesQuery } from '../api';
import { fundIdParam } from '../fund-name';
import s from './screens.module.css';

/**
 * /accounts/private_funds/{id}/trade_record_list/ (spec 001 §2 trade_record_list, §4 trade
 * statuses): the reservations and trades of one private fund, newest first.
 */
export function PrivateFundTradeRecordsScreen() {
  const id = fundIdParam(useParams().id);
  return (
    <Page title="交易记录">
      {id === null ? <EmptyState description="请从我的私募进入" /> : <Records id={id} />}
    </Page>
  );
}

function Records({ id }: { id: number }) {
  const t = useListPrivateFundTradesQuery(PRIVATE_FUND_TRADES_QUERY);
  const rows = (t.data?.results ?? []).filter((r) => r.fund.id === id);
  return (
    <section className={s.section} aria-labelledby="pf-records">
      <h2 id="pf-records">{rows[0]?.fund.abbr_name ?? '私募产品'}</h2>
      <LoadState query={t} empty={t.isSuccess && rows.length === 0}>
        <ListRows label="交易记录" flush>
          {rows.map((r) => (
            <ListRow
              key={r.id}
              title={r.direction_display}
              description={`${r.apply_date.slice(0, 10)} · ${r.serial_number}`}
              extra={
                <>
                  <MoneyText value={r.amount ?? '0'} unit="元" />
                  <TradeStatusTag status={r.status} direction={r.direction} />
                </>
              }
            />
          ))}
        </ListRows>
      </LoadState>
    </section>
  );
}

export default PrivateFundTradeRecordsScreen;
