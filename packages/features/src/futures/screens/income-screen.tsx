import { appPaths } from '../../app/routes/index';
import { EmptyState, MoneyText, PercentText } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import {
  useGetFuturesIncomeRealtimeQuery,
  useListMyFuturesAccountsQuery,
  useListFuturesIncomeDailyQuery,
} from '../../futures/api';
import s from '../../futures/components/futures.module.css';

/**
 * /futures/income/?account_id= (spec 001 §7 Futures `GET /futures/income_analyse/realtime/` and
 * `/day/`): income analysis of one of the user's futures accounts (default: the default one) —
 * the running trading day, and one row per settled trading day, newest first. Without an account:
 * the empty state and 绑定期货账户.
 */
export function IncomeScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  const accounts = useListMyFuturesAccountsQuery();
  const list = accounts.data ?? [];
  const asked = Number(params.get('account_id')) || undefined;
  const account = list.find((a) => a.id === asked) ?? list[0];
  return (
    <Page title="收益分析">
      <LoadState query={accounts}>
        {!account ? (
          <EmptyState
            title="您还没有绑定期货账户"
            description="绑定期货账户后可查看收益分析"
            action={
              <div className={s.actions}>
                <Button
                  color="primary"
                  block
                  onClick={() => navigate(appPaths.futuresBindAccount())}
                >
                  绑定期货账户
                </Button>
              </div>
            }
          />
        ) : (
          <>
            {list.length > 1 && (
              <div className={s.section}>
                <label htmlFor={selectId}>期货账户</label>
                <select
                  id={selectId}
                  className={s.select}
                  value={account.id}
                  onChange={(e) => setParams({ account_id: e.target.value }, { replace: true })}
                >
                  {list.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.company} {a.account_no}
                      {a.is_default ? '（默认）' : ''}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <AccountIncome
              accountId={account.id}
              title={`${account.company} ${account.account_no}`}
            />
          </>
        )}
      </LoadState>
    </Page>
  );
}

function AccountIncome({ accountId, title }: { accountId: number; title: string }) {
  const realtime = useGetFuturesIncomeRealtimeQuery({ account_id: accountId });
  const daily = useListFuturesIncomeDailyQuery({ account_id: accountId });
  const rt = realtime.data;
  const days = daily.data ?? [];
  return (
    <>
      <section className={s.section} aria-labelledby="income-realtime">
        <h2 id="income-realtime" className={s.sectionTitle}>
          实时收益
        </h2>
        <p className={s.muted}>{title}</p>
        <LoadState query={realtime}>
          {rt && (
            <>
              <dl className={s.figures}>
                <div>
                  <dt>当日收益（元）</dt>
                  <dd>
                    <MoneyText value={rt.income} signed />
                  </dd>
                </div>
                <div>
                  <dt>账户权益（元）</dt>
                  <dd>
                    <MoneyText value={rt.balance ?? null} />
                  </dd>
                </div>
                <div>
                  <dt>收益率</dt>
                  <dd>
                    <PercentText value={rt.income_rate ?? null} empty="--" />
                  </dd>
                </div>
              </dl>
              <p className={s.muted}>交易日 {rt.date}</p>
            </>
          )}
        </LoadState>
        <p className={s.muted}>收益按持仓的结算价变动计算；账户无持仓时当日收益为0。</p>
      </section>
      <section className={s.section} aria-labelledby="income-daily">
        <h2 id="income-daily" className={s.sectionTitle}>
          每日收益
        </h2>
        <LoadState query={daily}>
          {days.length === 0 ? (
            <EmptyState
              title="暂无已结算的交易日"
              description="每个交易日15:00结算后显示当日收益"
            />
          ) : (
            <table className={s.table}>
              <caption className={s.muted}>每日收益（元）</caption>
              <thead>
                <tr>
                  <th scope="col">日期</th>
                  <th scope="col">收益</th>
                  <th scope="col">账户权益</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.date}>
                    <td>{d.date}</td>
                    <td>
                      <MoneyText value={d.income} signed />
                    </td>
                    <td>
                      <MoneyText value={d.balance ?? null} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </LoadState>
      </section>
    </>
  );
}

export default IncomeScreen;
