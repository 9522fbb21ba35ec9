import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows, MoneyText } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { errorStatus } from '../../shared/errors';
import { ListRowLink } from '../../shared/list-row-link';
import { LoadState } from '../../shared/load-state';
import { useGetMyPrivateFundInfoQuery } from '../api';
import { fundIdParam, usePrivateFundName } from '../fund-name';
import s from './screens.module.css';

/**
 * /accounts/private_funds/{id}/ (spec 001 §2): one private fund in the account — worth, incomes
 * and unconfirmed amount once a reservation is confirmed — with its shares, income list and trade
 * records. Nothing held yet answers 404 (您尚未持有该私募产品): the page says so and keeps the links.
 */
export function PrivateFundHoldingScreen() {
  const id = fundIdParam(useParams().id);
  return (
    <Page title="私募持仓">
      {id === null ? <EmptyState description="请从我的私募进入" /> : <Holding id={id} />}
    </Page>
  );
}

function Holding({ id }: { id: number }) {
  const info = useGetMyPrivateFundInfoQuery({ fund_id: id });
  const name = usePrivateFundName(id);
  const d = info.data;
  return (
    <>
      <section className={s.section} aria-labelledby="pf-holding">
        <h2 id="pf-holding">{d?.fund.abbr_name ?? name}</h2>
        {errorStatus(info.error) === 404 ? (
          <p className={s.note}>您尚未持有该私募产品，预约经确认后显示持仓。</p>
        ) : (
          <LoadState query={info}>
            {d && (
              <>
                <div className={s.row}>
                  <span>持有金额</span>
                  <MoneyText value={d.worth_value} unit="元" />
                </div>
                <div className={s.row}>
                  <span>昨日收益</span>
                  <MoneyText value={d.income_latest} unit="元" signed />
                </div>
                <div className={s.row}>
                  <span>累计收益</span>
                  <MoneyText value={d.income_total} unit="元" signed />
                </div>
              </>
            )}
          </LoadState>
        )}
      </section>
      <nav className={s.section} aria-label="持仓明细">
        <ListRows label="持仓明细" flush>
          <ListRowLink to={appPaths.privateFundShares(id)} title="份额明细" />
          <ListRowLink to={appPaths.privateFundIncomeList(id)} title="收益明细" />
          <ListRowLink to={appPaths.privateFundTradeRecords(id)} title="交易记录" />
        </ListRows>
      </nav>
    </>
  );
}

export default PrivateFundHoldingScreen;
