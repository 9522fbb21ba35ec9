import { SYMBOL_STYPES, statusLabel } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { ListRow, ListRows, PercentText } from '@jijin/ui';
import { Link, useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { ListRowLink } from '../../shared/list-row-link';
import { QueryState } from '../../shared/query-state';
import { useGetFundManagerQuery } from '../../managers/api';
import s from './manager-fund-list-screen.module.css';

function FundRefs({ title, funds }: { title: string; funds: Schemas['ManagerFundRef'][] }) {
  return (
    <section className={s.card} aria-label={title}>
      <h2 className={s.title}>{title}</h2>
      {funds.length === 0 ? (
        <p className={s.note}>暂无</p>
      ) : (
        <ListRows label={title} flush>
          {funds.map((f) => {
            const description = `${f.symbol}${
              f.symbol_stype !== undefined
                ? ` · ${statusLabel(SYMBOL_STYPES, f.symbol_stype) ?? ''}`
                : ''
            }${f.in_sandbox ? '' : ' · 暂无该基金数据'}`;
            return f.in_sandbox ? (
              <ListRowLink
                key={f.symbol}
                to={appPaths.fundDetail(f.symbol)}
                title={f.abbr_name}
                description={description}
              />
            ) : (
              <ListRow key={f.symbol} title={f.abbr_name} description={description} />
            );
          })}
        </ListRows>
      )}
    </section>
  );
}

/**
 * /symbols/funds/managers/{id}/fund_list/: the funds a manager runs now with their tenure
 * returns against CSI 300, and the funds he ran before.
 */
export function ManagerFundListScreen() {
  const id = Number(useParams().id);
  const q = useGetFundManagerQuery({ id });
  return (
    <Page title={q.data ? `${q.data.name}的基金` : '管理的基金'}>
      <QueryState query={q}>
        {(m) => (
          <>
            <section className={s.card} aria-label="任职回报">
              <h2 className={s.title}>任职回报（对比沪深300）</h2>
              {(m.achivements ?? []).length === 0 ? (
                <p className={s.note}>暂无在管基金的净值数据</p>
              ) : (
                <table className={s.table}>
                  <thead>
                    <tr>
                      <th scope="col">基金</th>
                      <th scope="col">任职回报</th>
                      <th scope="col">沪深300</th>
                    </tr>
                  </thead>
                  <tbody>
                    {m.achivements!.map((a) => (
                      <tr key={a.symbol}>
                        <th scope="row">
                          <Link to={appPaths.fundDetail(a.symbol!)}>{a.abbr_name}</Link>
                          <small>
                            自{a.start_date}起 · 年化 {a.year_yld ?? '--'}%
                          </small>
                        </th>
                        <td>
                          <PercentText value={a.cp_rate} empty="--" />
                        </td>
                        <td>
                          <PercentText value={a.sh300_rate} empty="--" />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <p className={s.note}>
                数据未披露每只基金的任职起始日，按经理从业起始日与基金首个净值日的较晚者计算。
              </p>
            </section>
            <FundRefs title="现任基金" funds={m.current_funds ?? []} />
            <FundRefs title="曾管理基金" funds={m.former_funds ?? []} />
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default ManagerFundListScreen;
