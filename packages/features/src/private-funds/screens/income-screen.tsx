import { appPaths } from '../../app/routes/index';
import { MoneyText } from '@jijin/ui';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useListMyPrivateFundsQuery } from '../api';
import s from './screens.module.css';

/**
 * /accounts/private_funds/income/ (spec 001 §2): the incomes of every private fund held — latest
 * and total per fund, each leading to its income list. Empty until a reservation is confirmed.
 */
export function PrivateFundsIncomeScreen() {
  const h = useListMyPrivateFundsQuery();
  const rows = h.data ?? [];
  return (
    <Page title="私募收益">
      <section className={s.section} aria-labelledby="pf-incomes">
        <h2 id="pf-incomes">持有产品收益</h2>
        <LoadState query={h} empty={h.isSuccess && rows.length === 0}>
          <ul>
            {rows.map((x) => (
              <li key={x.fund.symbol}>
                <Link className={s.row} to={appPaths.privateFundIncomeList(x.fund.id ?? 0)}>
                  <span>{x.fund.abbr_name}</span>
                  <span>
                    昨日 <MoneyText value={x.income_latest ?? '0'} unit="元" signed />
                    <br />
                    累计 <MoneyText value={x.income_total ?? '0'} unit="元" signed />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </LoadState>
      </section>
    </Page>
  );
}

export default PrivateFundsIncomeScreen;
