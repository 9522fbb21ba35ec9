import { formatDateTime } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows, PercentText } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useListServiceReportsQuery } from '../../portfolios/api';
import { Section } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';

/** /accounts/portfolio/{id}/service_report/records/: the holding's monthly service reports. */
export function ReportsScreen() {
  const id = Number(useParams().id);
  const q = useListServiceReportsQuery({ fund_portfolio_id: id, page: 1 });
  const rows: Schemas['ServiceReport'][] = q.data?.results ?? [];
  return (
    <Page title="服务报告">
      <LoadState query={q}>
        {rows.length === 0 ? (
          <EmptyState description="持有满一个自然月后生成月度服务报告" />
        ) : (
          <Section label="服务报告">
            <ListRows label="服务报告" flush>
              {rows.map((r) => (
                <ListRowLink
                  key={r.id}
                  to={appPaths.portfolioServiceReport(r.id)}
                  title={r.title}
                  description={`发布于${formatDateTime(r.publish_at)}`}
                  extra={<PercentText value={r.percent ?? null} />}
                />
              ))}
            </ListRows>
          </Section>
        )}
      </LoadState>
    </Page>
  );
}

export default ReportsScreen;
