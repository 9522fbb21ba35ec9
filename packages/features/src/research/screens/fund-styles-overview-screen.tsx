import { formatDate } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { ListRow, ListRows, PercentText } from '@jijin/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetFundStylesMonthlyOverviewQuery,
  useGetFundStylesOverviewQuery,
} from '../../research/api';
import { StyleBox } from '../../research/components/style-box';
import s from '../../research/components/research.module.css';

/**
 * /symbols/fund_styles/overview and /monthly_overview?month= — how many funds fall in each style
 * box cell at the latest report, and their mean return over the month.
 */
export function FundStylesOverviewScreen() {
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? undefined;
  const latest = useGetFundStylesOverviewQuery(month ? skipToken : undefined);
  const monthly = useGetFundStylesMonthlyOverviewQuery(month ? { month } : skipToken);
  const q = month ? monthly : latest;
  return (
    <Page title={month ? '月度风格总览' : '风格总览'}>
      <section className={s.card}>
        <label className={s.field}>
          月份
          <input
            type="month"
            value={month ?? ''}
            onChange={(e) =>
              setParams(e.target.value ? { month: e.target.value } : {}, { replace: true })
            }
          />
        </label>
        <QueryState query={q}>
          {(d) => (
            <>
              <p className={s.muted}>
                风格按 {formatDate(d.date)} 报告期持仓计算；收益为该风格基金的平均月收益
              </p>
              <StyleBox
                counts={Object.fromEntries(d.styles.map((x) => [x.style, x.funds_count]))}
              />
              <ListRows label="各风格收益" flush>
                {d.styles.map((x) => (
                  <ListRow
                    key={x.style}
                    title={`${x.style}（${x.funds_count} 只）`}
                    extra={<PercentText value={x.percent_month ?? null} />}
                  />
                ))}
              </ListRows>
            </>
          )}
        </QueryState>
        <p className={s.note}>
          <Link to={appPaths.fundStyleInfo('')}>查看单只基金的风格与历史</Link>
        </p>
      </section>
    </Page>
  );
}

export default FundStylesOverviewScreen;
