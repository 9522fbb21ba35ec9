import { formatDate } from '@jijin/core';
import { ListRowLink } from '../../shared/list-row-link';
import { appPaths } from '../../app/routes/index';
import { ListRows, PercentText } from '@jijin/ui';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListFundSectorsQuery } from '../../research/api';
import s from '../../research/components/research.module.css';

/**
 * /symbols/funds/sectors/ — sectors as Shenwan level-1 industries of the funds' largest holding
 * weight at their latest report (method: sandbox README).
 */
/** The newest report date the sectors were classified by. */
const reportDateOf = (list: readonly { report_date?: string | null }[]): string | null =>
  list.reduce<string | null>(
    (m, x) => (x.report_date && (!m || x.report_date > m) ? x.report_date : m),
    null,
  );

export function SectorsScreen() {
  const q = useListFundSectorsQuery();
  return (
    <Page title="行业板块">
      <section className={s.card}>
        <QueryState query={q}>
          {(list) => (
            <>
              <p className={s.note}>
                按基金最新报告期前十大重仓股中占比最高的申万一级行业归类（占基金总资产不低于20%）
                {reportDateOf(list)
                  ? `；持仓数据截至 ${formatDate(reportDateOf(list))} 报告期`
                  : ''}
                ；收益为板块内基金的平均值
              </p>
              <ListRows label="板块列表" flush>
                {list.map((x) => (
                  <ListRowLink
                    key={x.id}
                    to={appPaths.fundSector(x.id)}
                    title={x.name}
                    description={<>{x.funds_count ?? 0} 只基金</>}
                    extra={
                      <>
                        <PercentText value={x.percent_year ?? null} />
                        <small className={s.code}>近1年平均</small>
                      </>
                    }
                  />
                ))}
              </ListRows>
            </>
          )}
        </QueryState>
      </section>
    </Page>
  );
}

export default SectorsScreen;
