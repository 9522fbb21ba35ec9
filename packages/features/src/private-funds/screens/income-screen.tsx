import { appPaths } from '../../app/routes/index';
import { ListRows, MoneyText } from '@jijin/ui';
import { Page } from '../../app/page';
import { ListRowLink } from '../../shared/list-row-link';
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
          <ListRows label="持有产品收益" flush>
            {rows.map((x) => (
              <ListRowLink
                key={x.fund.symbol}
                to={appPaths.privateFundIncomeList(x.fund.id ?? 0)}
                title={x.fund.abbr_name}
                extra={
                  <>
                    <span>
                      昨日 <MoneyText value={x.income_latest ?? '0'} unit="元" signed />
                    </span>
                    <span>
                      累计 <MoneyText value={x.income_total ?? '0'} unit="元" signed />
                    </span>
                  </>
                }
              />
            ))}
          </ListRows>
        </LoadState>
      </section>
    </Page>
  );
}

export default PrivateFundsIncomeScreen;
