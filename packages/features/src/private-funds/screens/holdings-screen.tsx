import { appPaths } from '../../app/routes/index';
import { MoneyText, TradeStatusTag } from '@jijin/ui';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
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
        <Link className={s.row} to={appPaths.privateFundsIncome()}>
          私募收益<span aria-hidden="true">›</span>
        </Link>
        <LoadState query={h}>
          {h.data?.length ? (
            h.data.map((x) => (
              <div key={x.fund.symbol} className={s.row}>
                <span>{x.fund.abbr_name}</span>
              </div>
            ))
          ) : (
            <p className={s.note}>暂无已确认的私募持仓，预约经确认后显示在这里。</p>
          )}
        </LoadState>
      </section>
      <section className={s.section} aria-labelledby="pf-trades">
        <h2 id="pf-trades">预约与交易记录</h2>
        <LoadState query={t} empty={t.isSuccess && trades.length === 0}>
          <ul>
            {trades.map((r) => (
              <li key={r.id} className={s.row}>
                <span>
                  {r.fund.id ? (
                    <Link to={appPaths.privateFundHolding(r.fund.id)}>{r.fund.abbr_name}</Link>
                  ) : (
                    r.fund.abbr_name
                  )}
                  <br />
                  <span className={s.note}>{r.direction_display}</span>
                </span>
                <span>
                  <MoneyText value={r.amount ?? '0'} unit="元" />
                  <br />
                  <TradeStatusTag status={r.status} direction={r.direction} />
                </span>
              </li>
            ))}
          </ul>
        </LoadState>
      </section>
    </Page>
  );
}

export default PrivateFundsHoldingsScreen;
