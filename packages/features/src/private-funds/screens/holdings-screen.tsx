import { appPaths } from '../../app/routes/index';
import { ListRow, ListRows, MoneyText, TradeStatusTag } from '@jijin/ui';
import { Page } from '../../app/page';
import { ListRowLink } from '../../shared/list-row-link';
import { LoadState } from '../../shared/load-state';
import {
  PRIVATE_FUND_TRADES_QUERY,
  useListMyPrivateFundsQuery,
  useListPrivateFundTradesQuery,
} from '../api';
import s from './screens.module.css';

/** /accounts/private_funds/: private holdings (confirmed only) and the reservations (status 0, pending). */
export function PrivateFundsHoldingsScreen() {
  const h = useListMyPrivateFundsQuery();
  const t = useListPrivateFundTradesQuery(PRIVATE_FUND_TRADES_QUERY);
  const trades = t.data?.results ?? [];
  return (
    <Page title="我的私募">
      <section className={s.section} aria-labelledby="pf-holdings">
        <h2 id="pf-holdings">持有产品</h2>
        <ListRows label="私募收益" flush>
          <ListRowLink to={appPaths.privateFundsIncome()} title="私募收益" />
        </ListRows>
        <LoadState query={h}>
          {h.data?.length ? (
            <ListRows label="持有产品" flush>
              {h.data.map((x) => (
                <ListRow key={x.fund.symbol} title={x.fund.abbr_name} />
              ))}
            </ListRows>
          ) : (
            <p className={s.note}>暂无已确认的私募持仓，预约经确认后显示在这里。</p>
          )}
        </LoadState>
      </section>
      <section className={s.section} aria-labelledby="pf-trades">
        <h2 id="pf-trades">预约与交易记录</h2>
        <LoadState query={t} empty={t.isSuccess && trades.length === 0}>
          <ListRows label="预约与交易记录" flush>
            {trades.map((r) => {
              const row = {
                title: r.fund.abbr_name,
                description: r.direction_display,
                extra: (
                  <>
                    <MoneyText value={r.amount ?? '0'} unit="元" />
                    <TradeStatusTag status={r.status} direction={r.direction} />
                  </>
                ),
              };
              return r.fund.id ? (
                <ListRowLink key={r.id} to={appPaths.privateFundHolding(r.fund.id)} {...row} />
              ) : (
                <ListRow key={r.id} {...row} />
              );
            })}
          </ListRows>
        </LoadState>
      </section>
    </Page>
  );
}

export default PrivateFundsHoldingsScreen;
