import { formatDateTime } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetPositionAdjustmentQuery } from '../../portfolios/api';
import { Section, blocks as s } from '../../shared/blocks';

/** /portfolio/position_adjustments/{id}/: each fund's position before and after. */
export function AdjustmentDetailScreen() {
  const id = Number(useParams().id);
  const q = useGetPositionAdjustmentQuery({ id });
  return (
    <Page title="调仓详情">
      <QueryState query={q}>
        {(a) => (
          <>
            <Section label="调仓">
              <p>调仓时间：{formatDateTime(a.created_at)}</p>
              {a.reason && <p className={s.muted}>调仓理由：{a.reason}</p>}
              <Link className={s.link} to={appPaths.portfolioDetail(a.portfolio_id)}>
                查看组合
              </Link>
            </Section>
            <Section title="仓位变化">
              <table className={s.table}>
                <thead>
                  <tr>
                    <th scope="col">基金</th>
                    <th scope="col">调仓前</th>
                    <th scope="col">调仓后</th>
                  </tr>
                </thead>
                <tbody>
                  {a.positions.map((x) => (
                    <tr key={x.symbol}>
                      <td>{x.abbr_name}</td>
                      <td>{x.percent_before}%</td>
                      <td>{x.percent_after}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default AdjustmentDetailScreen;
